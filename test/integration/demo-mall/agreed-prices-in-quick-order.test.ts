// Quick order and reorder lists under 企业 (docs/company-api.md §6, §7, §9): the price a row shows is the agreed
// price checkout will charge at that quantity, and the agreement's 起订量 and 倍数 are checked on the row and when
// the rows go into the cart, not first at checkout. A personal buyer sees the list price.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatFen } from '../../../shared/money.ts';
import { localDate } from '../../../shared/pricing/agreement-price.ts';
import { createCodeIndex } from '../../../demo-mall/company/quick-order/part-numbers.ts';
import { buildTradeMall, consolePost, plainSku, type TradeMall } from './trade/trade-helpers.ts';

let mall: TradeMall;
let pick: ReturnType<typeof plainSku>;
let code: string;

beforeAll(async () => {
  mall = await buildTradeMall();
  pick = plainSku(mall.context, 500);
  code = createCodeIndex(mall.context.db, mall.context.catalogue.goods).skuCode(pick.product, pick.sku);
  const today = localDate(new Date(mall.now()));
  const saved = await consolePost(mall, '/demo/merchant/agreements/save', {
    company_id: 1,
    code,
    min_qty: 10,
    step: 5,
    start_date: today,
    end_date: localDate(new Date(mall.now() + 30 * 86_400_000)),
    from_1: 1,
    price_1: formatFen(pick.sku.price - 40),
    from_2: 20,
    price_2: formatFen(pick.sku.price - 80),
  });
  expect(saved.body).toContain('协议价已保存');
});
afterAll(() => mall.app.close());

const check = async (token: string, rows: { code: string; quantity: number }[]) =>
  (await mall.post('/api/quick_order/check', { rows }, token)).data as {
    list: { state: string; reason: string; price: string }[];
    summary: { total_price: string };
  };

describe('企业协议价 in quick order and reorder lists', () => {
  it('shows the break for the merged quantity under 企业 and the list price to a personal buyer', async () => {
    const company = await check(mall.companyToken, [
      { code, quantity: 10 },
      { code, quantity: 10 },
    ]);
    expect(company.list.map((row) => [row.state, row.price])).toEqual([
      ['ok', formatFen(pick.sku.price - 80)],
      ['ok', formatFen(pick.sku.price - 80)],
    ]);
    expect(company.summary.total_price).toBe(formatFen((pick.sku.price - 80) * 20));
    const personal = await check(mall.userToken, [{ code, quantity: 3 }]);
    expect(personal.list[0]).toMatchObject({ state: 'ok', price: formatFen(pick.sku.price) });
  });

  it('refuses a row below the 起订量 or off the 倍数 with the agreement’s words, and so does add-to-cart', async () => {
    const [below, offStep] = (
      await check(mall.companyToken, [
        { code, quantity: 4 },
        { code: pick.sku.bar_code, quantity: 8 },
      ])
    ).list;
    // the two rows name one SKU: 12 pieces together, off the increment of 5
    expect(offStep).toMatchObject({ state: 'bad_quantity' });
    expect(offStep?.reason).toContain('企业协议价需按5件的倍数购买，当前12件');
    expect(below?.state).toBe('bad_quantity');
    const alone = (await check(mall.companyToken, [{ code, quantity: 4 }])).list[0];
    expect(alone).toMatchObject({ state: 'below_min' });
    expect(alone?.reason).toContain('企业协议价起订量为10件');
    const refused = await mall.post('/api/quick_order/cart', { key: 'qo-agreed-1', rows: [{ code, quantity: 7 }] }, mall.companyToken);
    expect(refused.status).toBe(400);
    expect(refused.message).toContain('企业协议价');
    const added = await mall.post('/api/quick_order/cart', { key: 'qo-agreed-2', rows: [{ code, quantity: 15 }] }, mall.companyToken);
    expect(added).toMatchObject({ status: 200, data: { total_price: formatFen((pick.sku.price - 40) * 15) } });
  });

  it('prices a reorder list line as the company buys it', async () => {
    const created = await mall.post(
      '/api/company/reorder_list/create',
      { name: '协议价清单', lines: [{ product_id: pick.product.product_id, product_attr_unique: pick.sku.unique, quantity: 20 }] },
      mall.companyToken,
    );
    expect(created.status).toBe(200);
    const detail = await mall.get(`/api/company/reorder_list/detail/${created.data.list_id}`, mall.companyToken);
    expect(detail.data.lines[0]).toMatchObject({ quantity: 20, price: formatFen(pick.sku.price - 80) });
    const asOwner = await mall.get(`/api/company/reorder_list/detail/${created.data.list_id}`, mall.ownerToken);
    expect(asOwner.data.lines[0].price).toBe(formatFen(pick.sku.price));
  });
});
