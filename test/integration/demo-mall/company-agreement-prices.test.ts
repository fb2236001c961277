// 企业协议价 in the reference mall (docs/company-api.md §9, docs/trade-pricing.md §Agreed prices): the merchant
// console saves an agreement, the company's members read it, the cart and order/check apply the tier for the
// quantity and refuse a quantity below the minimum or off the increment, and order/create refuses a price that
// moved since order/check, naming both prices.
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { AGREEMENT_COLUMNS } from '../../../shared/company/agreement-price-rules.ts';
import { localDate } from '../../../shared/pricing/agreement-price.ts';
import { createCodeIndex } from '../../../demo-mall/company/quick-order/part-numbers.ts';
import { addAddress, buyNow, consolePost, plainSku } from './trade/trade-helpers.ts';
import { tradeMallPerBlock } from '../../helpers/mall/malls.ts';

const mall = tradeMallPerBlock();
let pick: ReturnType<typeof plainSku>;
let code: string;
const today = () => localDate(new Date(mall.now()));
const plusDays = (days: number) => localDate(new Date(mall.now() + days * 86_400_000));

beforeAll(() => {
  pick = plainSku(mall.context, 200);
  code = createCodeIndex(mall.context.db, mall.context.catalogue.goods).skuCode(pick.product, pick.sku);
});

/** Three tiers below the list price: 1–9, 10–49, 50 and more; minimum 2, increment 2. */
function agreement(overrides: Record<string, string | number> = {}) {
  const list = pick.sku.price;
  const yuan = (fen: number) => (fen / 100).toFixed(2);
  return {
    company_id: 1,
    code,
    min_qty: 2,
    step: 2,
    start_date: today(),
    end_date: plusDays(30),
    from_1: 1,
    price_1: yuan(list - 30),
    from_2: 10,
    price_2: yuan(list - 60),
    from_3: 50,
    price_3: yuan(list - 90),
    ...overrides,
  };
}

/** stock's order/check line carries the piece price in productAttr, not on the line */
const unitOf = (check: { data?: { order?: { list: { productAttr: { price: string } }[] }[] } }) =>
  check.data?.order?.[0]?.list[0]?.productAttr.price;

describe('企业协议价', () => {
  it('is saved by the merchant console, refused with a clear message when broken, and listed for the company', async () => {
    const broken = await consolePost(mall, '/demo/merchant/agreements/save', agreement({ price_2: (pick.sku.price / 100).toFixed(2) }));
    expect(broken.statusCode).toBe(400);
    expect(broken.body).toContain('数量越多单价须越低');
    const offStep = await consolePost(mall, '/demo/merchant/agreements/save', agreement({ min_qty: 3 }));
    expect(offStep.body).toContain('起订量须为倍数的整数倍');
    const saved = await consolePost(mall, '/demo/merchant/agreements/save', agreement());
    expect(saved.statusCode).toBe(200);
    expect(saved.body).toContain('协议价已保存');

    const list = await mall.get('/api/company/agreement_price/lst', mall.companyToken);
    expect(list.data.count).toBe(1);
    expect(list.data.list[0]).toMatchObject({ bar_code: code, min_qty: 2, step: 2, state: 1 });
    expect(list.data.list[0].tiers.map((t: { from: number }) => t.from)).toEqual([1, 10, 50]);
    const sheet = await mall.get('/api/company/agreement_price/sheet', mall.companyToken);
    expect(sheet.data.list[0]).toMatchObject({ unique: pick.sku.unique, minQty: 2, step: 2 });
    // another company sees none of it
    const other = mall.context.signer.issue(2, 'company').token;
    expect((await mall.get('/api/company/agreement_price/lst', other)).data.count).toBe(0);
  });

  it('prices the tier for the quantity and refuses a quantity below the minimum or off the increment', async () => {
    const address = await addAddress(mall, mall.companyToken);
    const priceAt = async (num: number) => {
      const cartId = await buyNow(mall, mall.companyToken, pick, num);
      const check = await mall.post('/api/v2/order/check', { cart_id: [cartId], address_id: address }, mall.companyToken);
      expect(check.status).toBe(200);
      return unitOf(check);
    };
    const yuan = (fen: number) => (fen / 100).toFixed(2);
    expect(await priceAt(8)).toBe(yuan(pick.sku.price - 30));
    expect(await priceAt(10)).toBe(yuan(pick.sku.price - 60));
    expect(await priceAt(50)).toBe(yuan(pick.sku.price - 90));
    // the same SKU for a person: the list price
    const personal = await buyNow(mall, mall.userToken, pick, 10);
    const userAddress = await addAddress(mall, mall.userToken);
    const personalCheck = await mall.post('/api/v2/order/check', { cart_id: [personal], address_id: userAddress }, mall.userToken);
    expect(unitOf(personalCheck)).toBe(yuan(pick.sku.price));

    const refused = await mall.post(
      '/api/user/cart/create',
      { product_id: pick.product.product_id, product_attr_unique: pick.sku.unique, cart_num: 11, is_new: 1, product_type: 0 },
      mall.companyToken,
    );
    expect(refused).toEqual({ status: 400, message: '企业协议价需按2件的倍数购买，当前11件，请改为10件或12件' });
    const below = await mall.post(
      '/api/user/cart/create',
      { product_id: pick.product.product_id, product_attr_unique: pick.sku.unique, cart_num: 1, is_new: 1, product_type: 0 },
      mall.companyToken,
    );
    expect(below.message).toBe('企业协议价起订量为2件，当前1件，请至少购买2件');
    const cartId = await buyNow(mall, mall.companyToken, pick, 10);
    expect((await mall.post(`/api/user/cart/change/${cartId}`, { cart_num: 13 }, mall.companyToken)).message).toContain('倍数');
  });

  it('refuses order/create when the price moved since order/check, naming both prices, until the buyer checks again', async () => {
    const address = await addAddress(mall, mall.companyToken);
    const cartId = await buyNow(mall, mall.companyToken, pick, 10);
    const body = { cart_id: [cartId], address_id: address };
    const check = await mall.post('/api/v2/order/check', body, mall.companyToken);
    const before = (pick.sku.price - 60) / 100;
    await consolePost(mall, '/demo/merchant/agreements/save', agreement({ price_2: ((pick.sku.price - 70) / 100).toFixed(2) }));
    const create = { ...body, key: check.data.key, pay_type: 'pc' };
    const refused = await mall.post('/api/v2/order/create', create, mall.companyToken);
    expect(refused.status).toBe(400);
    expect(refused.message).toBe(
      `商品「${pick.product.store_name}」价格已由¥${before.toFixed(2)}变为¥${((pick.sku.price - 70) / 100).toFixed(2)}，请确认新价格后重新提交订单`,
    );
    // the same key stays refused; a new check shows the new price and its key places the order
    expect((await mall.post('/api/v2/order/create', create, mall.companyToken)).status).toBe(400);
    const again = await mall.post('/api/v2/order/check', body, mall.companyToken);
    expect(unitOf(again)).toBe(((pick.sku.price - 70) / 100).toFixed(2));
    const placed = await mall.post('/api/v2/order/create', { ...create, key: again.data.key }, mall.companyToken);
    expect(placed.status).toBe(200);
    const row = mall.context.db.prepare('SELECT product_price_fen FROM order_products ORDER BY rowid DESC LIMIT 1').get() as {
      product_price_fen: number;
    };
    expect(row.product_price_fen).toBe(pick.sku.price - 70);
  });

  it('ends on its end date by itself: the next day the list price applies and the quantity rule is gone', async () => {
    await consolePost(mall, '/demo/merchant/agreements/save', agreement({ end_date: today() }));
    const address = await addAddress(mall, mall.companyToken);
    mall.advance(86_400_000);
    try {
      const cartId = await buyNow(mall, mall.companyToken, pick, 11);
      const check = await mall.post('/api/v2/order/check', { cart_id: [cartId], address_id: address }, mall.companyToken);
      expect(unitOf(check)).toBe((pick.sku.price / 100).toFixed(2));
      const list = await mall.get('/api/company/agreement_price/lst', mall.companyToken);
      expect(list.data.list[0].state).toBe(-1);
      expect((await mall.get('/api/company/agreement_price/sheet', mall.companyToken)).data.list).toEqual([]);
    } finally {
      mall.advance(-86_400_000);
    }
  });
});

/** An .xlsx in the export's columns, uploaded to the console as its form does (multipart, company_id then file). */
async function importFile(rows: ExcelJS.CellValue[][]) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('企业协议价');
  sheet.addRow([...AGREEMENT_COLUMNS]);
  for (const row of rows) sheet.addRow(row);
  const file = Buffer.from(await workbook.xlsx.writeBuffer());
  const boundary = '----agreement-import';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="company_id"\r\n\r\n1\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="prices.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return mall.app.inject({
    method: 'POST',
    url: '/demo/merchant/agreements/import',
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}

describe('企业协议价 import', () => {
  it('names every broken row and saves nothing, then saves a clean file whole', async () => {
    const other = plainSku(mall.context, 100, 3);
    const otherCode = createCodeIndex(mall.context.db, mall.context.catalogue.goods).skuCode(other.product, other.sku);
    const price = (fen: number) => ((fen - 10) / 100).toFixed(2);
    const good = [otherCode, 1, 1, today(), plusDays(10), 1, price(other.sku.price)];
    const count = () =>
      (
        mall.context.db.prepare('SELECT COUNT(*) AS n FROM company_agreement_prices WHERE sku_unique = ?').get(other.sku.unique) as {
          n: number;
        }
      ).n;

    const refused = await importFile([good, ['NO-SUCH-CODE', 1, 1, today(), plusDays(10), 1, '9.00'], good]);
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('导入失败，请修正以下行后重新上传，本次未导入任何协议价');
    expect(refused.body).toContain('第3行：未找到该商品规格，请核对规格编码');
    expect(refused.body).toContain('第4行：与第2行是同一规格，请合并为一行');
    expect(count()).toBe(0);

    const saved = await importFile([good]);
    expect(saved.statusCode).toBe(200);
    expect(saved.body).toContain('已导入1条协议价');
    expect(count()).toBe(1);
    const notXlsx = await mall.app.inject({
      method: 'POST',
      url: '/demo/merchant/agreements/import',
      payload: 'x',
      headers: { 'content-type': 'text/plain' },
    });
    expect(notXlsx.body).toContain('请上传 .xlsx 文件');
  });

  it('refuses a price that is a formula (its saved result is not what the sheet shows), naming the cell', async () => {
    const other = plainSku(mall.context, 100, 3);
    const otherCode = createCodeIndex(mall.context.db, mall.context.catalogue.goods).skuCode(other.product, other.sku);
    const before = mall.context.db.prepare('SELECT COUNT(*) AS n FROM company_agreement_prices').get();
    // Excel shows #DIV/0!; the file's saved result says 0.01
    const refused = await importFile([[otherCode, 1, 1, today(), plusDays(10), 1, { formula: '1/0', result: 0.01 }]]);
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('第2行G列是公式，请粘贴为数值后再导入');
    expect(mall.context.db.prepare('SELECT COUNT(*) AS n FROM company_agreement_prices').get()).toEqual(before);
  });

  it('exports the list as .xlsx in the import columns', async () => {
    const answer = await mall.app.inject({
      method: 'GET',
      url: '/api/company/agreement_price/export',
      headers: { 'X-Token': mall.companyToken },
    });
    expect(answer.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(answer.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('企业协议价');
    expect(sheet?.getRow(1).getCell(1).value).toBe('规格编码');
    expect(sheet?.rowCount).toBeGreaterThan(1);
  });
});
