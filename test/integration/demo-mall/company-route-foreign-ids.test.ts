// The route table walked with foreign ids (docs/company-api.md §1.3, docs/adr/0063-foreign-ids-and-picture-origin.md):
// every company write of COMPANY_ROUTE_PERMISSIONS that takes an id, in its path or its body, is called by company
// A's 管理员 (who may make every call) with an id of company B's. Each must be refused with a Chinese message and
// write nothing (every table's rows hashed before and after). A write row with an id in its path that the walk does
// not call must say why in NOT_FOREIGN, so a new row cannot slip past.
import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { mallDate } from '#shared/company/replenishment-rules.ts';
import { formatDateTime } from '../../../demo-mall/core/envelope.ts';
import { COMPANY_ROUTE_PERMISSIONS, type CompanyRouteKey } from '#shared/company/company-route-permissions.ts';
import type { Body } from './accounts-helpers.ts';
import { companyOrder } from './company-finance-helpers.ts';
import { memberToken } from './company-members-helpers.ts';
import { uploadedPicture } from './picture-upload-helpers.ts';
import { addAddress, addressBody, buyNow, plainSku } from './trade/trade-helpers.ts';
import { tradeMallPerBlock } from '../../helpers/mall/malls.ts';

const mall = tradeMallPerBlock();
const A = () => memberToken(mall.context, 1, 2);
const B = () => memberToken(mall.context, 2, 3);

const TITLE = {
  receipt_type: 1,
  receipt_title_type: 2,
  receipt_title: '苏州恒泰精密机械有限公司',
  duty_paragraph: '91350100M000100Y43',
  email: 'cw@example.com',
};

/** A reorder list line any company may add. */
function ownLine() {
  const pick = plainSku(mall.context, 50);
  return { product_id: pick.product.product_id, product_attr_unique: pick.sku.unique, quantity: 1 };
}

/** Company B's rows, by kind, made through the API in beforeAll. */
const ids: Record<string, number> = {};

/** The newest id of `column` in `table` for company B (`company_id = 2`, or `principal` when given). */
function newest(table: string, column: string, where = 'company_id = 2'): number {
  const row = mall.context.db.prepare(`SELECT MAX(${column}) AS id FROM ${table} WHERE ${where}`).get() as { id: number | null };
  if (!row.id) throw new Error(`company B has no ${table} row`);
  return row.id;
}

async function expectOk(what: string, answer: Body): Promise<Body> {
  expect(answer.status, `${what}: ${answer.message}`).toBe(200);
  return answer;
}

beforeAll(async () => {
  const b = B();
  ids.address = await addAddress(mall, b);
  const title = TITLE;
  await expectOk('receipt title', await mall.post('/api/user/receipt/create', title, b));
  ids.receiptTitle = newest('user_receipts', 'user_receipt_id', "principal = 'company:2'");
  const pick = plainSku(mall.context, 50);
  const lines = [{ product_id: pick.product.product_id, product_attr_unique: pick.sku.unique, quantity: 2 }];
  await expectOk('reorder list', await mall.post('/api/company/reorder_list/create', { name: '恒泰常购', lines }, b));
  ids.list = newest('company_reorder_lists', 'list_id');
  ids.listLine = newest('company_reorder_list_lines', 'line_id', `list_id = ${ids.list}`);
  await expectOk('cost centre', await mall.post('/api/company/cost_center/create', { name: '恒泰研发部', code: 'HT-RD' }, b));
  ids.costCenter = newest('company_cost_centers', 'cost_center_id');
  await mall.get('/api/company/org/tree', b);
  const root = newest('company_units', 'unit_id', 'company_id = 2 AND parent_id IS NULL');
  await expectOk('unit', await mall.post('/api/company/org/create', { parent_id: root, name: '恒泰采购部' }, b));
  ids.unit = newest('company_units', 'unit_id', 'company_id = 2 AND parent_id IS NOT NULL');
  await expectOk('unit address', await mall.post(`/api/company/org/unit_address/save/${ids.unit}`, addressBody(), b));
  ids.unitAddress = newest('addresses', 'address_id', `principal = 'unit:${ids.unit}'`);
  await expectOk('unit title', await mall.post(`/api/company/org/unit_receipt/save/${ids.unit}`, title, b));
  ids.unitReceipt = newest('user_receipts', 'user_receipt_id', `principal = 'unit:${ids.unit}'`);
  await expectOk('unit cost centre', await mall.post(`/api/company/org/unit_cost_center/save/${ids.unit}`, { name: '采购部成本' }, b));
  ids.unitCostCenter = newest('company_cost_centers', 'cost_center_id', `company_id = 2 AND unit_id = ${ids.unit}`);
  const budget = { unit_id: ids.unit, period: 'month', amount: '1000', start_date: mallDate(mall.now()) };
  await expectOk('budget', await mall.post('/api/company/budget/create', budget, b));
  ids.budget = newest('company_budgets', 'budget_id');
  const schedule = { list_id: ids.list, cadence: 'monthly', month_day: 15, address_id: ids.address };
  await expectOk('schedule', await mall.post('/api/company/replenishment/create', schedule, b));
  ids.schedule = newest('replenishment_schedules', 'schedule_id');
  const prepared = await mall.get('/api/company/remittance/prepare', b);
  const remittance = {
    remittance_no: prepared.data.remittance_no,
    amount: '100.00',
    payer_name: '苏州恒泰精密机械有限公司',
    payer_bank: '中国工商银行苏州分行',
    transfer_date: formatDateTime(new Date(mall.now())).slice(0, 10),
    vouchers: [await uploadedPicture(mall, b)],
  };
  await expectOk('remittance', await mall.post('/api/company/remittance/create', remittance, b));
  ids.remittance = newest('company_remittances', 'remittance_id');
  await expectOk('cart line', await mall.post('/api/user/cart/create', { ...lines[0], cart_num: 1, is_new: 0 }, b));
  ids.cartLine = newest('cart_lines', 'cart_id', "principal = 'company:2'");
  const { groupId, order } = await companyOrder(mall, b, 1);
  ids.groupOrder = groupId;
  ids.order = order.order_id;
  ids.orderProduct = newest('order_products', 'order_product_id', `order_id = ${order.order_id}`);
  ids.member = 3;
  const rule = { name: '恒泰审批', levels: [{ kind: 'role', role: 'admin' }] };
  await expectOk('approval rule', await mall.post('/api/company/approval_rule/save', rule, b));
  ids.rule = newest('company_approval_rules', 'rule_id');
  const quote = { lines: [{ product_id: pick.product.product_id, product_attr_unique: pick.sku.unique, quantity: 5 }], source: 'cart' };
  await expectOk('quote', await mall.post('/api/company/quote/create', quote, b));
  ids.quote = newest('company_quotes', 'quote_id');
  await expectOk(
    'open client',
    await mall.post('/api/company/open_client/create', { name: '恒泰 ERP', role: 'buyer', scopes: ['orders'] }, b),
  );
  ids.openClient = newest('open_clients', 'id');
  // paid from B's balance, then 仅退款 asked: B's refund
  await expectOk('pay', await mall.post(`/api/order/pay/${groupId}`, { type: 'balance', return_url: '' }, b));
  const price = (await mall.post('/api/refund/compute', { order_id: order.order_id, refund: { [ids.orderProduct]: 1 } }, b)).data;
  const refund = { type: 1, refund_type: 1, num: 1, ids: ids.orderProduct, refund_message: '不要了', refund_price: price.totalRefundPrice };
  await expectOk('refund', await mall.post(`/api/refund/apply/${order.order_id}`, refund, b));
  ids.refund = newest('refund_orders', 'refund_order_id', "principal = 'company:2'");
  // states reached by longer flows (a held order, an issued invoice with a red confirmation, a webhook delivery),
  // written as those flows leave them
  const db = mall.context.db;
  const time = formatDateTime(new Date(mall.now()));
  ids.approval = Number(
    db
      .prepare(`INSERT INTO company_approvals (company_id, group_order_id, requester_uid, order_fen, month_spent_fen, excesses, create_time)
        VALUES (2, ?, 3, 100, 0, '[]', ?)`)
      .run(groupId, time).lastInsertRowid,
  );
  const invoice = db
    .prepare(`INSERT INTO company_statement_invoices (company_id, period, mer_id, kind, buyer, lines, total_fen, create_time)
      VALUES (2, '202601', 1, 'normal', '{}', '[]', 100, ?)`)
    .run(time).lastInsertRowid;
  ids.redConfirmation = Number(
    db
      .prepare(`INSERT INTO company_red_confirmations (confirmation_no, company_id, invoice_id, order_product_id, refund_order_id,
        reason_code, quantity, amount_fen, expire_time, create_time) VALUES ('HZ-B-1', 2, ?, ?, ?, '01', 1, 100, '2099-01-01 00:00:00', ?)`)
      .run(invoice, ids.orderProduct, ids.refund, time).lastInsertRowid,
  );
  ids.webhook = Number(
    db
      .prepare(`INSERT INTO webhook_endpoints (company_id, url, secret, kinds, create_time)
        VALUES (2, 'https://hooks.example.com/b', 'secret-of-company-b-0001', '["member_invited"]', ?)`)
      .run(time).lastInsertRowid,
  );
  const event = db
    .prepare("INSERT INTO member_events (company_id, kind, text, create_time) VALUES (2, 'member_invited', 'x', ?)")
    .run(time);
  ids.delivery = Number(
    db
      .prepare(`INSERT INTO webhook_deliveries (endpoint_id, event_id, state, first_try_ms, next_try_ms, update_time)
        VALUES (?, ?, 'failed', 0, 0, ?)`)
      .run(ids.webhook, event.lastInsertRowid, time).lastInsertRowid,
  );
});

type Case = [key: CompanyRouteKey, id: string, body?: () => Record<string, unknown>];

/** Writes with an id in the path, each called with company B's id of that kind. */
const PATH_CASES: Case[] = [
  ['POST /api/company/member/role/:uid', 'member', () => ({ role: 'viewer' })],
  ['POST /api/company/approval/approve/:id', 'approval'],
  ['POST /api/company/approval/reject/:id', 'approval', () => ({ comment: '不同意' })],
  ['POST /api/company/approval_rule/delete/:id', 'rule'],
  ['POST /api/company/quote/counter/:id', 'quote', () => ({ note: '再便宜些' })],
  ['POST /api/company/quote/accept/:id', 'quote'],
  ['POST /api/company/quote/decline/:id', 'quote', () => ({ reason: '不要了' })],
  ['POST /api/company/quote/withdraw/:id', 'quote', () => ({ reason: '不要了' })],
  ['POST /api/company/red_confirmation/confirm/:id', 'redConfirmation'],
  ['POST /api/company/red_confirmation/reject/:id', 'redConfirmation', () => ({ reason: '不同意' })],
  ['POST /api/company/webhook/update/:id', 'webhook', () => ({ url: 'https://hooks.example.com/a', kinds: ['member_invited'] })],
  ['POST /api/company/webhook/delete/:id', 'webhook'],
  ['POST /api/company/webhook/delivery/resend/:id', 'delivery'],
  ['POST /api/company/open_client/update/:id', 'openClient', () => ({ name: '改名' })],
  ['POST /api/company/open_client/rotate/:id', 'openClient'],
  ['POST /api/company/open_client/revoke/:id', 'openClient'],
  ['POST /api/order/express/:id', 'order'],
  [
    'POST /api/refund/back_goods/:id',
    'refund',
    () => ({ delivery_type: '顺丰速运', delivery_id: 'SF1234567890', delivery_phone: '13912345678' }),
  ],
  ['POST /api/refund/cancel/:id', 'refund'],
  ['POST /api/refund/del/:id', 'refund'],
  ['POST /api/company/member/status/:uid', 'member', () => ({ status: 0 })],
  ['POST /api/company/member/delete/:uid', 'member'],
  ['POST /api/company/remittance/cancel/:id', 'remittance'],
  ['POST /api/company/approval/limit/:uid', 'member', () => ({ per_order: '100', monthly: '1000' })],
  ['POST /api/company/org/update/:id', 'unit', () => ({ name: '改名' })],
  ['POST /api/company/org/move/:id', 'unit', () => ({ parent_id: ids.unit })],
  ['POST /api/company/org/status/:id', 'unit', () => ({ disabled: 1 })],
  ['POST /api/company/org/head/:id', 'unit', () => ({ uid: 2 })],
  ['POST /api/company/org/member/:uid', 'member', () => ({ unit_id: ids.unit })],
  ['POST /api/company/org/unit_address/save/:id', 'unit', () => addressBody()],
  ['POST /api/company/org/unit_address/delete/:id', 'unitAddress'],
  ['POST /api/company/org/unit_receipt/save/:id', 'unit', () => ({ receipt_type: 1, receipt_title_type: 1, receipt_title: '个人' })],
  ['POST /api/company/org/unit_receipt/delete/:id', 'unitReceipt'],
  ['POST /api/company/org/unit_cost_center/save/:id', 'unit', () => ({ name: '别处成本' })],
  ['POST /api/company/org/unit_cost_center/delete/:id', 'unitCostCenter'],
  ['POST /api/company/budget/delete/:id', 'budget'],
  ['POST /api/company/reorder_list/lines/:id', 'list', () => ({ lines: [ownLine()] })],
  ['POST /api/company/reorder_list/line/update/:id', 'listLine', () => ({ quantity: 3 })],
  ['POST /api/company/reorder_list/line/delete/:id', 'listLine'],
  ['POST /api/company/reorder_list/rename/:id', 'list', () => ({ name: '改名' })],
  ['POST /api/company/reorder_list/delete/:id', 'list'],
  ['POST /api/company/reorder_list/cart/:id', 'list'],
  ['POST /api/company/replenishment/update/:id', 'schedule', () => ({ cadence: 'monthly', month_day: 3 })],
  ['POST /api/company/replenishment/pause/:id', 'schedule'],
  ['POST /api/company/replenishment/resume/:id', 'schedule'],
  ['POST /api/company/replenishment/skip/:id', 'schedule'],
  ['POST /api/company/replenishment/unskip/:id', 'schedule'],
  ['POST /api/company/replenishment/delete/:id', 'schedule'],
  ['POST /api/company/cost_center/update/:id', 'costCenter', () => ({ name: '改名' })],
  ['POST /api/company/cost_center/status/:id', 'costCenter', () => ({ status: 0 })],
  ['POST /api/company/cost_center/delete/:id', 'costCenter'],
  ['POST /api/company/acceptance/accept/:id', 'order'],
  ['POST /api/user/address/update/:id', 'address', () => addressBody()],
  ['POST /api/user/address/delete/:id', 'address'],
  ['POST /api/user/receipt/update/:id', 'receiptTitle', () => ({ ...TITLE, receipt_title: '改名' })],
  ['POST /api/user/receipt/is_default/:id', 'receiptTitle'],
  ['POST /api/user/receipt/delete/:id', 'receiptTitle'],
  ['POST /api/user/cart/change/:id', 'cartLine', () => ({ cart_num: 2 })],
  ['POST /api/order/pay/:id', 'groupOrder', () => ({ type: 'balance', return_url: '' })],
  ['POST /api/order/cancel/:id', 'groupOrder'],
  ['POST /api/order/take/:id', 'order'],
  ['POST /api/order/del/:id', 'order'],
  ['POST /api/order/receipt/:id', 'order', () => ({ receipt_type: 1, receipt_title_type: 1, receipt_title: '个人' })],
  ['POST /api/presell/pay/:id', 'order', () => ({ type: 'balance' })],
  ['POST /api/reply/:id', 'orderProduct', () => ({ product_score: 5, service_score: 5, postage_score: 5, comment: '好' })],
  [
    'POST /api/refund/apply/:id',
    'order',
    () => ({ type: 1, refund_type: 1, num: 1, ids: ids.orderProduct, refund_message: '不要了', refund_price: '0.01' }),
  ],
];

/** Writes with a foreign id in the body: company A's own path (if any), company B's id in a field. */
const BODY_CASES: [name: string, key: CompanyRouteKey, path: string, body: () => Record<string, unknown>][] = [
  [
    'B’s address',
    'POST /api/company/replenishment/create',
    '',
    () => ({ list_id: ownList, cadence: 'monthly', month_day: 9, address_id: ids.address }),
  ],
  [
    'B’s unit address',
    'POST /api/company/replenishment/create',
    '',
    () => ({ list_id: ownList, cadence: 'monthly', month_day: 9, address_id: ids.unitAddress }),
  ],
  ['B’s list', 'POST /api/company/replenishment/create', '', () => ({ list_id: ids.list, cadence: 'monthly', month_day: 9 })],
  [
    'B’s unit for a client',
    'POST /api/company/open_client/create',
    '',
    () => ({ name: 'A ERP', role: 'buyer', scopes: ['orders'], unit_id: ids.unit }),
  ],
  [
    'B’s unit',
    'POST /api/company/budget/create',
    '',
    () => ({ unit_id: ids.unit, period: 'month', amount: '10', start_date: mallDate(mall.now()) }),
  ],
  [
    'B’s cost centre',
    'POST /api/company/budget/create',
    '',
    () => ({ cost_center_id: ids.costCenter, period: 'month', amount: '10', start_date: mallDate(mall.now()) }),
  ],
  ['B’s unit as parent', 'POST /api/company/org/create', '', () => ({ parent_id: ids.unit, name: '越界' })],
  ['B’s unit as parent', 'POST /api/company/org/move/:id', `/${0}`, () => ({ parent_id: ids.unit })],
  ['B’s unit', 'POST /api/company/org/member/:uid', '/1', () => ({ unit_id: ids.unit })],
  ['B’s member as head', 'POST /api/company/org/head/:id', '', () => ({ uid: ids.member })],
  ['B’s address', 'POST /api/v2/order/create', '', () => ({ ...ownOrder(), address_id: ids.address })],
  ['B’s unit address', 'POST /api/v2/order/create', '', () => ({ ...ownOrder(), address_id: ids.unitAddress })],
  ['B’s cost centre', 'POST /api/v2/order/create', '', () => ({ ...ownOrder(), cost_center_id: ids.costCenter })],
  [
    'B’s unit',
    'POST /api/company/approval_rule/save',
    '',
    () => ({ name: '越界规则', unit_id: ids.unit, levels: [{ kind: 'role', role: 'admin' }] }),
  ],
];

let ownList = 0;
let ownUnit = 0;
/** company A's buy-now line, its address and the key of its order/check */
const own = { cart: 0, address: 0, key: '' };
const ownOrder = () => ({ cart_id: [own.cart], address_id: own.address, key: own.key, pay_type: 'pc' });

/** Every table's rows, hashed: a refused write changes none. */
function digest(): Record<string, string> {
  const db = mall.context.db;
  const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").all() as { name: string }[];
  return Object.fromEntries(
    tables.map(({ name }) => [
      name,
      createHash('sha256')
        .update(JSON.stringify(db.prepare(`SELECT * FROM "${name}"`).all()))
        .digest('hex'),
    ]),
  );
}

const CHINESE = /[\u4e00-\u9fa5]/;

async function expectRefusedAndUnwritten(what: string, url: string, body: Record<string, unknown>) {
  const before = digest();
  const answer = await mall.post(url, body, A());
  expect(answer.status, `${what}: ${JSON.stringify(answer)}`).toBe(400);
  expect(answer.message, what).toMatch(CHINESE);
  expect(digest(), what).toEqual(before);
}

describe('company A’s 管理员 names company B’s ids', () => {
  beforeAll(async () => {
    const a = A();
    const pick = plainSku(mall.context, 50);
    const lines = [{ product_id: pick.product.product_id, product_attr_unique: pick.sku.unique, quantity: 1 }];
    ownList = (await expectOk('own list', await mall.post('/api/company/reorder_list/create', { name: '东联常购', lines }, a))).data
      .list_id;
    await mall.get('/api/company/org/tree', a);
    const root = newest('company_units', 'unit_id', 'company_id = 1 AND parent_id IS NULL');
    own.address = await addAddress(mall, a);
    own.cart = await buyNow(mall, a, pick, 1);
    const checked = await expectOk(
      'own check',
      await mall.post('/api/v2/order/check', { cart_id: [own.cart], address_id: own.address }, a),
    );
    own.key = checked.data.key as string;
    ownUnit = (await expectOk('own unit', await mall.post('/api/company/org/create', { parent_id: root, name: '东联仓储部' }, a))).data
      .unit_id;
  });

  it.each(PATH_CASES)('%s with B’s %s', async (key, kind, body) => {
    const id = ids[kind];
    expect(id, kind).toBeGreaterThan(0);
    await expectRefusedAndUnwritten(key, key.split(' ')[1]!.replace(/:\w+/, String(id)), body?.() ?? {});
  });

  it('order/check prices without B’s address: no address, as for a missing one (it stores nothing of B)', async () => {
    const checked = await mall.post('/api/v2/order/check', { cart_id: [own.cart], address_id: ids.address }, A());
    expect(checked.data).toMatchObject({ status: 'noAddress', address: null });
  });

  it.each(BODY_CASES)('%s in %s', async (what, key, path, body) => {
    const url =
      path === ''
        ? key.split(' ')[1]!.replace(/:\w+/, String(ownUnit))
        : key.split(' ')[1]!.replace(/\/:\w+$/, path.replace('/0', `/${ownUnit}`));
    await expectRefusedAndUnwritten(`${key} ${what}`, url, body());
  });
});

/** Write rows with an id in the path that carry no other company's id, and why. */
const NOT_FOREIGN: Partial<Record<CompanyRouteKey, string>> = {
  'POST /api/company/statement/confirm/:id': 'a period (YYYYMM) of the caller’s own company, not a row id',
  'POST /api/company/statement/dispute/:id': 'a period (YYYYMM) of the caller’s own company, not a row id',
  'POST /api/company/invoice/request/:id': 'a period (YYYYMM) of the caller’s own company, not a row id',
  'POST /api/coupon/receive/:id': 'a platform coupon, the same for every buyer',
  'POST /api/user/history/delete/:id': 'a product id: the caller’s own browsing history is the only one named',
  'POST /api/intention/update/:id': 'the caller’s own application (principal-scoped), walked in the settlement tests',
};

describe('the walk covers the table', () => {
  it('every write row with an id in its path is walked with a foreign id, or says why not', () => {
    const walked = new Set<string>(PATH_CASES.map(([key]) => key));
    const unwalked = (Object.keys(COMPANY_ROUTE_PERMISSIONS) as CompanyRouteKey[]).filter(
      (key) => key.startsWith('POST ') && key.includes('/:') && !walked.has(key) && !(key in NOT_FOREIGN),
    );
    expect(unwalked).toEqual([]);
  });
});
