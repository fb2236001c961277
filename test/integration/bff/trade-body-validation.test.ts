// The buying bodies are checked before forwarding (docs/bff-contract.md §5) with the shared trade schemas: what
// the pages send (built here with the pages' own body builders) and what the mall accepts (ids as numbers or digit
// strings, forms, fields in the query) pass through unchanged; each broken field answers 400 with its Chinese
// message and never reaches the mall, in every spelling of the path and whether the field came in the body or the
// query.
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { validateBody } from '../../../server/proxy/request-validation.ts';
import { canonicalPathname } from '../../../server/rules/canonical-path.ts';
import { ruleFor } from '../../../server/rules/rule-for.ts';
import { cityList } from '../../../demo-mall/trade/regions/regions.ts';
import { DEMO_PASSWORD } from '../../../demo-mall/accounts/demo-accounts.ts';
import { addressBody } from '../../../web/features/address/address-form.ts';
import { checkInvoice } from '../../../web/features/order/invoice-check.ts';
import { newInvoiceForm } from '../../../web/features/order/invoice.ts';
import { checkBody, createBody } from '../../../web/pages/(trade)/order_confirm/confirm-view.ts';
import { closeAll, setup, type Kit } from './bff-kit.ts';
import { closeThroughBff, CookieJar, startThroughBff, shipByExpress } from '../demo-through-bff/through-bff-kit.ts';

const CHECK = '/api/v2/order/check';
const CREATE = '/api/v2/order/create';
const PAY = '/api/order/pay/15';
const RECEIPT = '/api/order/receipt/21';
const REPLY = '/api/reply/33';
const ADDRESS = '/api/user/address/create';
const TITLE = '/api/user/receipt/create';
const TITLE_EDIT = '/api/user/receipt/update/4';
const ENDPOINTS = [CHECK, CREATE, PAY, RECEIPT, REPLY, ADDRESS, TITLE, TITLE_EDIT];

const AREA = [
  { id: 310000, name: '上海市', leaf: false },
  { id: 310100, name: '上海市', leaf: false },
  { id: 310115, name: '浦东新区', leaf: false },
  { id: 310115125000, name: '张江镇', leaf: true },
];

/** An invoice as the 发票信息 dialog hands it on (checked, typed). */
function invoice(choice: 1 | 2, fields: Record<string, string>) {
  const checked = checkInvoice({ ...newInvoiceForm(choice, choice === 2 ? '上海东联工业设备有限公司' : null), ...fields });
  if (!checked.request) throw new Error(`invoice refused: ${checked.error?.message}`);
  return checked.request;
}

const PERSONAL_INVOICE = invoice(1, { receipt_title: '王采购', email: 'wang@example.cn' });
const SPECIAL_INVOICE = invoice(2, {
  duty_paragraph: '91350100M000100Y43',
  bank_name: '招商银行上海分行',
  bank_code: '6225880123456789',
  address: '上海市浦东新区张江路 88 号',
  tel: '021-88888888',
});

const CHOICES = { addressId: 7, storeCoupons: { 2: [11] }, platformCouponId: 0, useIntegral: true };
/** What the order confirmation sends. */
const PAGE_CHECK = checkBody([3, 4], CHOICES);
const PAGE_CREATE = createBody([3, 4], CHOICES, 'a1b2c3', { 2: '工作日送货' }, { 2: PERSONAL_INVOICE, 5: SPECIAL_INVOICE });
/** What the payment page sends (web/features/order/order-api.ts payOrder). */
const PAGE_PAY = { type: 'balance', return_url: '' };
/** The evaluation body of the mall's API (stars, text, at most six pictures). */
const REVIEW = {
  product_score: 5,
  service_score: 4,
  postage_score: 3,
  comment: '质量不错，发货快',
  pics: ['/api/demo-assets/upload/a.png'],
};
/** What the address dialog sends: a new address and an edit. */
const PAGE_ADDRESS = addressBody({ id: 0, realName: '王采购', phone: '13912345678', area: AREA, detail: '张江路 88 号', isDefault: true });
const PAGE_ADDRESS_EDIT = addressBody({
  id: 12,
  realName: '王采购',
  phone: '13912345678',
  area: AREA,
  detail: '张江路 88 号',
  isDefault: false,
});

const VALID: [name: string, path: string, body: object][] = [
  ['the confirmation page’s check', CHECK, PAGE_CHECK],
  [
    'a check with digit-string ids and a single cart id',
    CHECK,
    { cart_id: '3', address_id: '7', use_coupon: { 0: ['12'] }, use_integral: '1' },
  ],
  ['a check without an address yet', CHECK, { cart_id: [3] }],
  ['the confirmation page’s create with two invoices and a note', CREATE, PAGE_CREATE],
  ['a create with a QR pay type and string ids', CREATE, { cart_id: ['3'], address_id: '7', key: 'k', pay_type: 'weixinQr', mark: {} }],
  ['the payment page’s balance payment', PAY, PAGE_PAY],
  ['a 微信 QR payment without return_url', PAY, { type: 'weixinQr' }],
  ['an 支付宝 QR payment', PAY, { type: 'alipayQr', return_url: '/user/order_list' }],
  ['the invoice dialog’s ordinary invoice', RECEIPT, PERSONAL_INVOICE],
  ['the invoice dialog’s special invoice', RECEIPT, SPECIAL_INVOICE],
  ['an invoice with the types as digit strings', RECEIPT, { ...PERSONAL_INVOICE, receipt_type: '1', receipt_title_type: '1' }],
  ['an evaluation', REPLY, REVIEW],
  ['a saved invoice title (抬头管理)', TITLE, { ...PERSONAL_INVOICE, is_default: 1 }],
  ['a saved special-invoice title changed', TITLE_EDIT, { ...SPECIAL_INVOICE, is_default: 0 }],
  [
    'an evaluation with string stars, six pictures and an outside picture',
    REPLY,
    {
      ...REVIEW,
      product_score: '5',
      pics: [...Array(5).fill('/api/demo-assets/upload/b.jpg'), 'https://img.example.com/c.png'],
    },
  ],
  ['an evaluation without pictures', REPLY, { ...REVIEW, pics: undefined }],
  ['the address dialog’s new address', ADDRESS, PAGE_ADDRESS],
  ['the address dialog’s edit', ADDRESS, PAGE_ADDRESS_EDIT],
  [
    'an address with string ids and a post code',
    ADDRESS,
    {
      ...PAGE_ADDRESS,
      address_id: '12',
      area: AREA.map(({ id, name }) => ({ id: String(id), name })),
      post_code: 201203,
      is_default: '0',
    },
  ],
];

const long = (char: string, count: number) => char.repeat(count);

const INVALID: [path: string, body: object, message: string][] = [
  [CHECK, { ...PAGE_CHECK, cart_id: undefined }, '数据无效'],
  [CHECK, { ...PAGE_CHECK, cart_id: [] }, '数据无效'],
  [CHECK, { ...PAGE_CHECK, cart_id: ['a'] }, '数据无效'],
  [CHECK, { ...PAGE_CHECK, cart_id: [0] }, '数据无效'],
  [CHECK, { ...PAGE_CHECK, address_id: 'x' }, '请选择正确的收货地址'],
  [CHECK, { ...PAGE_CHECK, address_id: -1 }, '请选择正确的收货地址'],
  [CHECK, { ...PAGE_CHECK, use_coupon: { 2: ['x'] } }, '数据无效'],
  [CHECK, { ...PAGE_CHECK, takes: ['x'] }, '数据无效'],
  [CREATE, { ...PAGE_CREATE, pay_type: undefined }, '请选择正确的支付方式'],
  [CREATE, { ...PAGE_CREATE, pay_type: 'cash' }, '请选择正确的支付方式'],
  [CREATE, { ...PAGE_CREATE, receipt_data: 'x' }, '发票信息有误'],
  [CREATE, { ...PAGE_CREATE, receipt_data: [PERSONAL_INVOICE] }, '发票信息有误'],
  [CREATE, { ...PAGE_CREATE, receipt_data: [{ ...PERSONAL_INVOICE, mer_id: 2, email: '' }] }, '邮箱不能为空'],
  [CREATE, { ...PAGE_CREATE, cart_id: [] }, '数据无效'],
  [CREATE, { ...PAGE_CREATE, mark: { 2: long('字', 151) } }, '买家留言长度不能超过 150'],
  [PAY, {}, '请选择正确的支付方式'],
  [PAY, { type: 'cash' }, '请选择正确的支付方式'],
  // The payment page offers three ways to pay; app and mini-program payments are not among them.
  [PAY, { type: 'weixin' }, '请选择正确的支付方式'],
  [PAY, { type: ['balance'] }, '请选择正确的支付方式'],
  [RECEIPT, {}, '发票类型不能为空'],
  [RECEIPT, { ...PERSONAL_INVOICE, receipt_type: 3 }, '发票类型必须在 1,2 范围内'],
  [RECEIPT, { ...PERSONAL_INVOICE, receipt_title: ' ' }, '发票抬头不能为空'],
  [TITLE, { ...PERSONAL_INVOICE, receipt_title: ' ', is_default: 0 }, '发票抬头不能为空'],
  [TITLE_EDIT, { ...SPECIAL_INVOICE, receipt_type: 3, is_default: 0 }, '发票类型必须在 1,2 范围内'],
  [RECEIPT, { ...PERSONAL_INVOICE, receipt_title_type: '' }, '发票抬头类型不能为空'],
  [RECEIPT, { ...PERSONAL_INVOICE, receipt_title_type: 'company' }, '发票抬头类型必须在 1,2 范围内'],
  [RECEIPT, { ...SPECIAL_INVOICE, receipt_title_type: 1 }, '增值税专用发票抬头类型必须为企业'],
  [RECEIPT, { ...SPECIAL_INVOICE, duty_paragraph: '' }, '税号不能为空'],
  [RECEIPT, { ...SPECIAL_INVOICE, duty_paragraph: '1234' }, '税号格式不符'],
  [RECEIPT, { ...PERSONAL_INVOICE, email: '' }, '邮箱不能为空'],
  [RECEIPT, { ...PERSONAL_INVOICE, email: 'wang@example' }, '邮箱格式不符'],
  [RECEIPT, { ...SPECIAL_INVOICE, bank_name: '' }, '开户行不能为空'],
  [RECEIPT, { ...SPECIAL_INVOICE, bank_code: '' }, '银行卡号不能为空'],
  [RECEIPT, { ...SPECIAL_INVOICE, bank_code: '6225 8801' }, '银行卡号必须是数字'],
  [RECEIPT, { ...SPECIAL_INVOICE, address: '' }, '企业地址不能为空'],
  [RECEIPT, { ...SPECIAL_INVOICE, tel: '' }, '企业电话不能为空'],
  [REPLY, { ...REVIEW, comment: '' }, '评论不能为空'],
  [REPLY, { ...REVIEW, comment: long('好', 129) }, '评论长度不能超过 128'],
  [REPLY, { ...REVIEW, product_score: undefined }, '商品分数不能为空'],
  [REPLY, { ...REVIEW, product_score: 0 }, '商品分数只能在 1 - 5 之间'],
  [REPLY, { ...REVIEW, product_score: 6 }, '商品分数只能在 1 - 5 之间'],
  [REPLY, { ...REVIEW, product_score: 4.5 }, '商品分数必须是整数'],
  [REPLY, { ...REVIEW, service_score: 'five' }, '服务分数必须是整数'],
  [REPLY, { ...REVIEW, service_score: '' }, '服务分数不能为空'],
  [REPLY, { ...REVIEW, postage_score: 9 }, '物流分数只能在 1 - 5 之间'],
  [REPLY, { ...REVIEW, pics: Array(7).fill('/p.png') }, '评价最多上传6张图片'],
  [REPLY, { ...REVIEW, pics: ['javascript:alert(1)'] }, '评价图片格式不符'],
  [REPLY, { ...REVIEW, pics: ['//evil.example.com/x.png'] }, '评价图片格式不符'],
  [REPLY, { ...REVIEW, pics: [1] }, '评价图片格式不符'],
  [REPLY, { ...REVIEW, pics: 'a.png' }, '评价图片格式不符'],
  [ADDRESS, { ...PAGE_ADDRESS, address_id: 'x' }, '地址不存在'],
  [ADDRESS, { ...PAGE_ADDRESS, real_name: '' }, '收货人姓名不能为空'],
  [ADDRESS, { ...PAGE_ADDRESS, phone: '' }, '请输入手机号码'],
  [ADDRESS, { ...PAGE_ADDRESS, phone: '1391234' }, '请输入正确的手机号码'],
  [ADDRESS, { ...PAGE_ADDRESS, area: [] }, '收货信息不能为空'],
  [ADDRESS, { ...PAGE_ADDRESS, area: [{ id: 'x', name: '上海市' }] }, '请选择正确的收货地址'],
  [ADDRESS, { ...PAGE_ADDRESS, area: [...PAGE_ADDRESS.area, { id: 1, name: '多' }] }, '请选择正确的收货地址'],
  [ADDRESS, { ...PAGE_ADDRESS, detail: '' }, '收货人详细地址不能为空'],
];

/** Spellings the mall routes to the same action (docs/adr/0012-one-resolved-path.md), for a path of ENDPOINTS. */
function spellings(path: string): string[] {
  const last = path.lastIndexOf('/') + 1;
  const escaped = `${path.slice(0, last)}%${path.charCodeAt(last).toString(16)}${path.slice(last + 1)}`;
  const spelled = [`${path}/`, `${path}//`, path.replace('/api/', '/api//'), escaped, `${path}.html`, `${path}?from=pc`];
  // an `:id` endpoint is a prefix row: a segment after the id is checked as well (the exact create rows are not)
  if (!canonicalPathname(path).startsWith('/api/v2/') && path !== ADDRESS && path !== TITLE) spelled.push(`${path}/extra`);
  return spelled;
}

const ANSWER = { status: 200, message: 'success', data: {} };

describe('trade bodies against a recording mall', () => {
  let kit: Kit;
  beforeAll(async () => {
    kit = await setup();
    for (const path of ENDPOINTS) kit.mall.on(`POST ${path}`, ANSWER);
  });
  afterAll(closeAll);
  beforeEach(() => {
    kit.mall.requests.length = 0;
  });

  it('gives every buying endpoint its shared schema', () => {
    for (const path of ENDPOINTS) expect(ruleFor('POST', canonicalPathname(path)).schema, path).toBeDefined();
    // reads and other methods are not checked
    expect(ruleFor('GET', '/api/reply/product/33').schema).toBeUndefined();
    expect(ruleFor('GET', '/api/order/pay/15').schema).toBeUndefined();
  });

  it.each(VALID)('forwards %s unchanged', async (_name, path, body) => {
    const response = await kit.api().post(path).send(body);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(kit.mall.requests).toHaveLength(1);
    expect(kit.mall.requests[0]?.url).toBe(path);
    expect(JSON.parse(kit.mall.requests[0]?.body ?? 'null')).toEqual(JSON.parse(JSON.stringify(body)));
  });

  it.each(INVALID)('POST %s %j → 400 %s, the mall not called', async (path, body, message) => {
    const response = await kit.api().post(path).send(body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ status: 400, message, code: 'VALIDATION' });
    expect(kit.mall.requests).toEqual([]);
  });

  it.each(ENDPOINTS)('checks %s in every spelling the mall treats alike', async (path) => {
    for (const spelling of spellings(path)) {
      const response = await kit
        .api()
        .post(spelling)
        .send({ comment: long('x', 200) });
      expect(response.status, spelling).toBe(400);
      expect(response.body.code, spelling).toBe('VALIDATION');
    }
    // Upper case is matched by the rules and then not routed: never forwarded either way.
    const upper = await kit.api().post(path.toUpperCase()).send({});
    expect([400, 404], path).toContain(upper.status);
    expect(kit.mall.requests).toEqual([]);
  });

  it('reads form bodies and the query the way the mall does (lists, nesting, the body winning)', async () => {
    const form = await kit.api().post(CHECK).type('form').send('cart_id[]=3&cart_id[]=4&address_id=7&use_coupon[2][]=11&use_integral=1');
    expect(form.status).toBe(200);
    const badForm = await kit.api().post(CHECK).type('form').send('cart_id[]=3&cart_id[]=x');
    expect(badForm.body).toEqual({ status: 400, message: '数据无效', code: 'VALIDATION' });
    // The mall merges the query into the parameters, so a field may come there.
    expect((await kit.api().post(`${PAY}?type=alipayQr`).send({})).status).toBe(200);
    // …and a broken field there is refused like one in the body,
    expect((await kit.api().post(`${PAY}?type=cash`).send({})).body.message).toBe('请选择正确的支付方式');
    const smuggledNote = `${CREATE}?mark[2]=${encodeURIComponent(long('字', 151))}`;
    const { mark: _mark, ...withoutNote } = PAGE_CREATE;
    expect((await kit.api().post(smuggledNote).send(withoutNote)).body.message).toBe('买家留言长度不能超过 150');
    const smuggledPicture = `${REPLY}?pics[]=${encodeURIComponent('javascript:alert(1)')}`;
    expect(
      (
        await kit
          .api()
          .post(smuggledPicture)
          .send({ ...REVIEW, pics: undefined })
      ).body.message,
    ).toBe('评价图片格式不符');
    expect(kit.mall.requests.map((sent) => sent.url)).toEqual([CHECK, `${PAY}?type=alipayQr`]);
    // …unless the body names it too: the mall reads the body's value.
    expect((await kit.api().post(`${PAY}?type=cash`).send(PAGE_PAY)).status).toBe(200);
  });

  it('answers a hostile 1 MB body quickly (every check is linear)', async () => {
    const bodies: [string, object][] = [
      [REPLY, { ...REVIEW, pics: [`http://${long('a', 900_000)} x`] }],
      [RECEIPT, { ...PERSONAL_INVOICE, email: `a@${long('.', 900_000)} x` }],
      [CHECK, { cart_id: Array(150_000).fill(1), address_id: long('1', 100_000) }],
    ];
    for (const [path, body] of bodies) {
      const started = Date.now();
      const response = await kit.api().post(path).send(body);
      expect(response.status, path).toBe(400);
      expect(Date.now() - started, path).toBeLessThan(5_000);
    }
    const started = Date.now();
    const form = await kit.api().post(CHECK).type('form').send('cart_id[]=1&'.repeat(80_000));
    expect(form.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

describe('every refusal is a Chinese message', () => {
  const FIELDS = [
    'cart_id',
    'address_id',
    'use_coupon',
    'takes',
    'use_integral',
    'pay_type',
    'receipt_data',
    'mark',
    'key',
    'type',
    'return_url',
    'receipt_type',
    'receipt_title',
    'receipt_title_type',
    'duty_paragraph',
    'email',
    'bank_code',
    'comment',
    'product_score',
    'pics',
    'real_name',
    'phone',
    'area',
    'detail',
    'is_default',
  ];
  const value = fc.oneof(
    fc.jsonValue({ maxDepth: 3 }),
    fc.constantFrom('1', '2', '0', '-1', '1.5', '13912345678', 'balance', 'pc', '/p.png', [1, 2], [{ id: 1, name: '市' }]),
  );
  const body = fc.dictionary(fc.constantFrom(...FIELDS), value, { maxKeys: 8 });

  it.each(ENDPOINTS)('%s', (path) => {
    const schema = ruleFor('POST', canonicalPathname(path)).schema;
    fc.assert(
      fc.property(body, fc.constantFrom('', '?type=x&pics[0][a]=1', '?cart_id[]=a&mark[2][]=1'), (fields, query) => {
        const message = validateBody(schema, fields, query);
        if (message !== null) expect(message, JSON.stringify(fields)).toMatch(/^[^A-Za-z]*[\u4e00-\u9fff][^A-Za-z]*$/);
      }),
      { numRuns: 300 },
    );
  });
});

describe('the pages’ bodies through the BFF into the demo mall', () => {
  afterAll(closeThroughBff);

  function leafChain(): { id: number; name: string; leaf: boolean }[] {
    const chain: { id: number; name: string; leaf: boolean }[] = [];
    let pid = 0;
    for (;;) {
      const node = cityList(pid)[0];
      if (!node) break;
      chain.push({ id: node.id, name: node.name, leaf: node.snum === 0 });
      if (node.snum === 0) break;
      pid = node.id;
    }
    return chain;
  }

  it('places, pays, invoices and reviews an order with them; a refused body changes nothing', async () => {
    const t = await startThroughBff();
    const jar = new CookieJar();
    jar.take(await t.api().post('/api/auth/login').send({ account: '13800000001', password: DEMO_PASSWORD, user_type: 'pc' }));
    const post = async (path: string, body: object) => (await t.api().post(path).set('cookie', jar.header).send(body)).body;
    const get = async (path: string) => (await t.api().get(path).set('cookie', jar.header)).body;

    // a product of ¥10–¥200 bought one at a time, and a SKU with stock
    const list = await get('/api/product/spu/lst?price_on=10&price_off=200&page=1&limit=20');
    let picked: { productId: number; merId: number; unique: string } | undefined;
    for (const item of list.data.list as { product_id: number }[]) {
      const detail = (await get(`/api/store/product/detail/${item.product_id}`)).data;
      const sku = Object.values(detail.sku as Record<string, { unique: string; stock: number }>).find((s) => s.stock >= 5);
      if (detail.once_min_count <= 1 && sku) picked = { productId: item.product_id, merId: detail.mer_id, unique: sku.unique };
      if (picked) break;
    }
    if (!picked) throw new Error('no affordable product in the seed');
    const cart = await post('/api/user/cart/create', {
      product_id: picked.productId,
      product_attr_unique: picked.unique,
      cart_num: 1,
      is_new: 1,
      product_type: 0,
    });
    expect(cart.status).toBe(200);

    const address = await post(
      ADDRESS,
      addressBody({ id: 0, realName: '王采购', phone: '13912345678', area: leafChain(), detail: '张江路 88 号', isDefault: true }),
    );
    expect(address.message).toBe('添加成功');
    const choices = { addressId: address.data.address_id as number, storeCoupons: {}, platformCouponId: undefined, useIntegral: false };
    const check = await post(CHECK, checkBody([cart.data.cart_id], choices));
    expect(check.data.status).toBe('finish');
    const created = await post(CREATE, createBody([cart.data.cart_id], choices, check.data.key, { [picked.merId]: '工作日送货' }, {}));
    const groupId = created.data.order_id as number;
    expect(groupId).toBeGreaterThan(0);

    // A refused payment reaches nothing: the order stays unpaid.
    expect(await post(`/api/order/pay/${groupId}`, { type: 'cash' })).toEqual({
      status: 400,
      message: '请选择正确的支付方式',
      code: 'VALIDATION',
    });
    expect((await get(`/api/order/status/${groupId}`)).data.paid).toBe(0);
    expect(await post(`/api/order/pay/${groupId}`, PAGE_PAY)).toMatchObject({ message: '余额支付成功', data: { status: 'success' } });

    const orderId = (await get('/api/order/list?status=0&page=1&limit=10')).data.list[0].order_id as number;
    expect(await post(`/api/order/receipt/${orderId}`, { ...PERSONAL_INVOICE, email: 'wang@' })).toMatchObject({ message: '邮箱格式不符' });
    expect(await post(`/api/order/receipt/${orderId}`, PERSONAL_INVOICE)).toEqual({ status: 200, message: '操作成功' });

    await shipByExpress(t, orderId, 'SF2026112399');
    expect(await post(`/api/order/take/${orderId}`, {})).toEqual({ status: 200, message: '确认收货成功' });
    const orderProductId = (await get(`/api/order/detail/${orderId}`)).data.orderProduct[0].order_product_id as number;
    expect(await post(`/api/reply/${orderProductId}`, { ...REVIEW, pics: Array(7).fill('/p.png') })).toMatchObject({
      status: 400,
      message: '评价最多上传6张图片',
    });
    expect((await get(`/api/reply/product/${orderProductId}`)).data.is_reply).toBe(0);
    expect(await post(`/api/reply/${orderProductId}`, { ...REVIEW, pics: [] })).toEqual({ status: 200, message: '评价成功' });
  });
});
