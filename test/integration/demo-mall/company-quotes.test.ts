// Requests for quotation in the demo mall (docs/company-api.md §10): request → merchant answer → counter →
// revised answer → accept, which makes one order at the quoted prices however often it is sent; an expired
// quote cannot be accepted; who may act (requester, 管理员) and who only reads (财务, 只读); bad input.
import { beforeEach, describe, expect, it } from 'vitest';
import { solidPng } from '../../helpers/e2e/png.ts';
import { memberToken } from './company-members-helpers.ts';
import { addAddress, consolePost, plainSku } from './trade/trade-helpers.ts';
import { tradeMallPerTest } from '../../helpers/mall/malls.ts';
import { companyOneWith, tokensOf } from '../../helpers/mall/company-members.ts';

const mall = tradeMallPerTest();
let tokens: { admin: string; buyer: string; buyer2: string; finance: string; viewer: string };

beforeEach(async () => {
  const seats = { buyer2: ['13900000911', 'buyer'], finance: ['13900000912', 'finance'], viewer: ['13900000913', 'viewer'] } as const;
  tokens = tokensOf(await companyOneWith(mall, seats));
});

function lines() {
  const pick = plainSku(mall.context, 50);
  const other = [...mall.context.catalogue.goods.eachNormalProduct()]
    .filter((p) => p.mer_id === pick.product.mer_id && p.once_min_count === 0 && p.once_max_count === 0)
    .flatMap((product) =>
      product.skus.filter((sku) => sku.stock >= 50 && sku.unique !== pick.sku.unique).map((sku) => ({ product, sku })),
    )[0];
  if (!other) throw new Error('no second SKU of the merchant');
  return [pick, other].map(({ product, sku }, index) => ({
    product_id: product.product_id,
    product_attr_unique: sku.unique,
    quantity: 10 + index,
    target_price: index === 0 ? '1.50' : '',
  }));
}

const today = () => new Date(mall.now() + 8 * 3_600_000).toISOString().slice(0, 10);
const later = (days: number) => new Date(mall.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

async function request(token = tokens.buyer, key = 'quote-key-0001') {
  const body = { lines: lines(), delivery_date: later(14), note: '请含税含运', source: 'cart', request_key: key };
  const answer = await mall.post('/api/company/quote/create', body, token);
  expect(answer, answer.message).toMatchObject({ status: 200, message: '询价单已提交' });
  return answer.data.id as number;
}

async function answer(id: number, prices: string[], valid = later(7)) {
  const fields: Record<string, string | number> = { quote_id: id, note: '含税价' };
  prices.forEach((price, index) => {
    fields[`price_${index + 1}`] = price;
    fields[`valid_${index + 1}`] = valid;
  });
  return consolePost(mall, '/demo/merchant/quotes/answer', fields);
}

const detail = async (id: number, token = tokens.buyer) => (await mall.get(`/api/company/quote/detail/${id}`, token)).data;

describe('a quote from request to order', () => {
  it('is answered, countered, revised and accepted once into one order at the quoted prices', async () => {
    const id = await request();
    expect(await request(tokens.buyer, 'quote-key-0001')).toBe(id); // the same key answers the same quote
    let quote = await detail(id);
    expect(quote).toMatchObject({ state: 'pending', state_name: '待报价', can_act: true, actions: ['withdraw'] });
    expect(quote.quote_sn).toMatch(/^XJ\d{8}\d{6}$/);

    expect((await answer(id, ['2.00', '3.00'])).statusCode).toBe(200);
    quote = await detail(id);
    expect(quote).toMatchObject({ state: 'quoted', quoted_total: '53.00', actions: ['accept', 'counter', 'decline'] });

    const counter = await mall.post(
      `/api/company/quote/counter/${id}`,
      {
        lines: [
          { line_no: 1, quantity: 20, target_price: '1.80' },
          { line_no: 2, quantity: 11, target_price: '2.80' },
        ],
        note: '量大请优惠',
      },
      tokens.buyer,
    );
    expect(counter).toMatchObject({ status: 200, message: '议价已提交' });
    expect((await detail(id)).state).toBe('countered');
    expect((await answer(id, ['1.90', '2.90'])).statusCode).toBe(200);
    quote = await detail(id);
    expect(quote.revisions.map((r: { kind: string }) => r.kind)).toEqual(['request', 'quote', 'counter', 'quote']);
    expect(quote.revisions[2].lines[0].changed).toEqual(['quantity', 'price']);
    expect(quote.quoted_total).toBe('69.90');

    const addressId = await addAddress(mall, tokens.buyer);
    const [first, second] = await Promise.all([
      mall.post(`/api/company/quote/accept/${id}`, { address_id: addressId }, tokens.buyer),
      mall.post(`/api/company/quote/accept/${id}`, { address_id: addressId }, tokens.buyer),
    ]);
    expect(first, first.message).toMatchObject({ status: 200 });
    expect(second.data.order_id).toBe(first.data.order_id);
    const groupId = first.data.order_id as number;
    const orders = mall.context.trade.orders.ordersOfGroup(groupId);
    expect(orders).toHaveLength(1);
    const products = mall.context.trade.orders.productsOf(orders[0]?.order_id ?? 0);
    expect(products.map((p) => [p.product_num, p.product_price_fen])).toEqual([
      [20, 190],
      [11, 290],
    ]);
    expect(orders[0]?.total_price_fen).toBe(6990);
    quote = await detail(id);
    expect(quote).toMatchObject({ state: 'ordered', state_name: '已下单', order_id: groupId, actions: [] });
  });
});

describe('a refused accept', () => {
  it('without a delivery address leaves no order, no cart line and the quote 已报价', async () => {
    const id = await request();
    expect((await answer(id, ['2.00', '3.00'])).statusCode).toBe(200);
    const cartRows = () => mall.context.db.prepare("SELECT COUNT(*) AS n FROM cart_lines WHERE principal = 'company:1'").get();
    const before = cartRows();
    expect(await mall.post(`/api/company/quote/accept/${id}`, {}, tokens.buyer)).toEqual({ status: 400, message: '请选择地址' });
    expect(cartRows()).toEqual(before);
    expect(mall.context.trade.orders.unpaidGroupsOf('company:1')).toHaveLength(0);
    expect((await detail(id)).state).toBe('quoted');
  });
});

describe('approvals', () => {
  it('an accepted quote over the member limit makes one held order and reads 已接受, then 已下单 once approved', async () => {
    const limit = await mall.post('/api/company/approval/limit/1', { per_order_limit: '10' }, tokens.admin);
    expect(limit.message).toBe('限额已保存');
    const id = await request();
    expect((await answer(id, ['2.00', '3.00'])).statusCode).toBe(200);
    const accepted = await mall.post(`/api/company/quote/accept/${id}`, { address_id: await addAddress(mall, tokens.buyer) }, tokens.buyer);
    expect(accepted.data).toMatchObject({ held: true, repeated: false });
    expect(await detail(id)).toMatchObject({ state: 'accepted', state_name: '已接受', order_id: accepted.data.order_id });
    const held = (await mall.get(`/api/order/group_order_detail/${accepted.data.order_id}`, tokens.buyer)).data.approval;
    expect(held.status).toBe(0);
    expect((await mall.post(`/api/company/approval/approve/${held.approval_id}`, { comment: '' }, tokens.admin)).status).toBe(200);
    expect(await detail(id)).toMatchObject({ state: 'ordered', state_name: '已下单', order_id: accepted.data.order_id });
  });
});

describe('expiry', () => {
  it('a quote past its validity reads 已过期 and cannot be accepted, but may be countered', async () => {
    const id = await request();
    expect((await answer(id, ['2.00', '3.00'], today())).statusCode).toBe(200);
    mall.advance(2 * 86_400_000);
    expect((await detail(id)).state).toBe('expired');
    expect(await mall.post(`/api/company/quote/accept/${id}`, {}, tokens.buyer)).toEqual({
      status: 400,
      message: '报价已过期，不能接受，请议价或重新询价',
    });
    expect(mall.context.trade.orders.unpaidGroupsOf('company:1')).toHaveLength(0);
  });
});

describe('who may act', () => {
  it('the requester and 管理员 act; another 采购员 is refused; 财务 and 只读 read only', async () => {
    const id = await request();
    for (const token of [tokens.finance, tokens.viewer]) {
      expect((await detail(id, token)).state).toBe('pending');
      expect(await mall.post(`/api/company/quote/withdraw/${id}`, { reason: '不要了' }, token)).toEqual({
        status: 400,
        message: '您的企业角色无权进行此操作',
      });
    }
    expect(await mall.post(`/api/company/quote/withdraw/${id}`, { reason: '不要了' }, tokens.buyer2)).toEqual({
      status: 400,
      message: '只有询价人或企业管理员可以操作此询价单',
    });
    expect(await mall.post(`/api/company/quote/withdraw/${id}`, {}, tokens.admin)).toEqual({ status: 400, message: '请填写原因' });
    expect(await mall.post(`/api/company/quote/withdraw/${id}`, { reason: '需求取消' }, tokens.admin)).toMatchObject({ status: 200 });
    expect((await detail(id)).state).toBe('withdrawn');
    expect(await mall.post(`/api/company/quote/withdraw/${id}`, { reason: '再次' }, tokens.admin)).toEqual({
      status: 400,
      message: '询价单当前状态不能进行此操作',
    });
    // another company cannot see it
    expect(await mall.get(`/api/company/quote/detail/${id}`, memberToken(mall.context, 2, 3))).toEqual({
      status: 400,
      message: '询价单不存在',
    });
  });

  it('lists by state and finds by number or product name', async () => {
    const id = await request();
    const sn = (await detail(id)).quote_sn as string;
    const name = (await detail(id)).lines[0].store_name as string;
    const list = async (query: string) => (await mall.get(`/api/company/quote/lst?${query}`, tokens.viewer)).data;
    expect((await list('state=pending')).count).toBe(1);
    expect((await list('state=quoted')).count).toBe(0);
    expect((await list(`keyword=${encodeURIComponent(sn)}`)).count).toBe(1);
    expect((await list(`keyword=${encodeURIComponent(name.slice(0, 4))}`)).count).toBe(1);
    expect((await list('keyword=不存在的商品xyz')).count).toBe(0);
  });
});

/** Uploads a small PNG as `token` through POST /api/upload/image/file; answers its path. */
async function uploadPng(token: string): Promise<string> {
  const boundary = 'quoteboundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="图纸.png"\r\nContent-Type: image/png\r\n\r\n`),
    solidPng(8, 8),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await mall.app.inject({
    method: 'POST',
    url: '/api/upload/image/file',
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-token': token },
  });
  return (response.json() as { data: { path: string } }).data.path;
}

describe('attachments', () => {
  it('takes pictures the company uploaded and refuses those of another company', async () => {
    const own = await uploadPng(tokens.buyer);
    const made = await mall.post('/api/company/quote/create', { lines: lines(), attachments: [own] }, tokens.buyer);
    expect(made).toMatchObject({ status: 200 });
    expect((await detail(made.data.id)).attachments).toEqual([own]);
    const foreign = await uploadPng(memberToken(mall.context, 2, 3));
    expect(await mall.post('/api/company/quote/create', { lines: lines(), attachments: [foreign] }, tokens.buyer)).toEqual({
      status: 400,
      message: '附件最多 5 张，须为本站上传的图片',
    });
  });

  it("takes the member's own picture uploaded under the user token (as the storefront does under 企业), not another member's", async () => {
    const mine = await uploadPng(mall.context.signer.issue(1, 'user').token);
    const made = await mall.post('/api/company/quote/create', { lines: lines(), attachments: [mine] }, tokens.buyer);
    expect(made, made.message).toMatchObject({ status: 200 });
    expect((await detail(made.data.id)).attachments).toEqual([mine]);
    const colleagues = await uploadPng(mall.context.signer.issue(2, 'user').token);
    expect(await mall.post('/api/company/quote/create', { lines: lines(), attachments: [colleagues] }, tokens.buyer)).toEqual({
      status: 400,
      message: '附件最多 5 张，须为本站上传的图片',
    });
  });
});

describe('bad input', () => {
  it('answers each in Chinese', async () => {
    const post = (body: object) => mall.post('/api/company/quote/create', body, tokens.buyer);
    const [line] = lines();
    expect(await post({ lines: [] })).toEqual({ status: 400, message: '请选择询价商品' });
    expect(await post({ lines: [{ ...line, quantity: 0 }] })).toEqual({ status: 400, message: '询价数量须为 1-99999 的整数' });
    expect(await post({ lines: [{ ...line, target_price: '1.234' }] })).toEqual({
      status: 400,
      message: '目标单价须为大于 0 的金额，最多两位小数',
    });
    expect(await post({ lines: [line, line] })).toEqual({ status: 400, message: '同一规格只能询价一次' });
    expect(await post({ lines: [line], delivery_date: '2020-01-01' })).toEqual({
      status: 400,
      message: '期望交货日期须为今天之后一年内的日期',
    });
    expect(await post({ lines: [line], attachments: Array.from({ length: 6 }, (_, i) => `/api/demo-assets/upload/a${i}.png`) })).toEqual({
      status: 400,
      message: '附件最多 5 张，须为本站上传的图片',
    });
    expect(await post({ lines: [line], attachments: ['/api/demo-assets/upload/0123456789abcdef01234567.png'] })).toEqual({
      status: 400,
      message: '附件最多 5 张，须为本站上传的图片',
    });
    expect(await post({ lines: [line], attachments: ['https://evil.example/x.png'] })).toEqual({
      status: 400,
      message: '附件最多 5 张，须为本站上传的图片',
    });
    expect(await mall.post('/api/company/quote/create', { lines: [line] }, mall.ownerToken)).toEqual({
      status: 400,
      message: '请切换为企业身份后询价',
    });
    const id = await request();
    expect((await answer(id, ['0', '3.00'])).statusCode).toBe(400);
    expect((await answer(id, ['2.00', '3.00'], '2020-01-01')).statusCode).toBe(400);
  });
});

describe('消息中心 (docs/company-api.md §14.1)', () => {
  it('tells the requester of the answer, and once that it expires within three days', async () => {
    const id = await request();
    await answer(id, ['1.20', '2.30'], later(2));
    const quoteMessages = async () =>
      (
        (await mall.get('/api/company/message/lst?filter=quote', tokens.buyer)).data.list as { kind: string; text: string; link: string }[]
      ).map((row) => row.kind);
    // reading the quotes notices the near expiry; reading again writes nothing more
    await mall.get('/api/company/quote/lst', tokens.buyer);
    await mall.get('/api/company/quote/lst', tokens.buyer);
    expect(await quoteMessages()).toEqual(['quote_expiring', 'quote_answered']);
    const [expiring] = (await mall.get('/api/company/message/lst?filter=quote', tokens.buyer)).data.list;
    expect(expiring).toMatchObject({ kind_name: '报价即将过期', link: `/user/quotes/${id}` });
    expect(expiring.text).toContain(later(2));
    expect((await mall.get('/api/company/message/lst?filter=quote', tokens.admin)).data.list).toEqual([]);
  });
});

describe('an accepted quote whose order closes unpaid (ADR 0072)', () => {
  const quoteMessages = async () =>
    ((await mall.get('/api/company/message/lst?filter=quote', tokens.buyer)).data.list as { kind: string; text: string }[]).filter(
      (row) => row.kind === 'quote_order_closed',
    );

  async function acceptedQuote(valid = later(7)) {
    const id = await request();
    expect((await answer(id, ['2.00', '3.00'], valid)).statusCode).toBe(200);
    const addressId = await addAddress(mall, tokens.buyer);
    const accepted = await mall.post(`/api/company/quote/accept/${id}`, { address_id: addressId }, tokens.buyer);
    expect(accepted, accepted.message).toMatchObject({ status: 200 });
    return { id, addressId, groupId: accepted.data.order_id as number };
  }

  it('timed out: back to 已接受 with no order link, the requester told once, and it can be ordered again', async () => {
    const { id, addressId, groupId } = await acceptedQuote();
    mall.advance(16 * 60_000); // past the 15 minutes an unpaid order waits
    const [first, second] = await Promise.all([detail(id), detail(id)]);
    expect(first).toMatchObject({ state: 'accepted', state_name: '已接受', order_id: null, actions: ['accept'] });
    expect(second).toMatchObject({ state: 'accepted', order_id: null });
    expect(first.events.at(-1)).toMatchObject({ action: 'orderClosed', action_name: '订单已关闭', author_name: '系统' });
    await mall.get('/api/company/quote/lst', tokens.buyer);
    const told = await quoteMessages();
    expect(told).toHaveLength(1);
    expect(told[0]?.text).toContain(`报价有效期至 ${later(7)}，可重新下单`);

    const again = await mall.post(`/api/company/quote/accept/${id}`, { address_id: addressId }, tokens.buyer);
    expect(again, again.message).toMatchObject({ status: 200, data: { repeated: false } });
    expect(again.data.order_id).not.toBe(groupId);
    expect(await detail(id)).toMatchObject({ state: 'ordered', order_id: again.data.order_id, actions: [] });
  });

  it('cancelled by the buyer, twice: back to 已接受 once; past its date it reads 已过期 and is not ordered again', async () => {
    const { id, groupId } = await acceptedQuote(today());
    expect((await mall.post(`/api/order/cancel/${groupId}`, {}, tokens.buyer)).status).toBe(200);
    expect((await mall.post(`/api/order/cancel/${groupId}`, {}, tokens.buyer)).status).toBe(400);
    expect(await detail(id)).toMatchObject({ state: 'accepted', order_id: null });
    expect(await quoteMessages()).toHaveLength(1);

    mall.advance(2 * 86_400_000);
    expect(await detail(id)).toMatchObject({ state: 'expired', order_id: null, actions: ['counter', 'decline'] });
    expect(await mall.post(`/api/company/quote/accept/${id}`, { address_id: 1 }, tokens.buyer)).toEqual({
      status: 400,
      message: '报价已过期，不能接受，请议价或重新询价',
    });
    expect(await quoteMessages()).toHaveLength(1);
  });
});
