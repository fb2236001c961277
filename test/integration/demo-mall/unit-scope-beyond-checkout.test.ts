// A unit's address (docs/company-api.md §13.6, ADR 0053) is checked wherever a company order is placed, not only
// by order/create: accepting a quote with a sibling unit's address is refused, a 定期采购 schedule cannot be saved
// with one, and a run whose member has moved out of the address's unit is refused and reported, placing nothing.
// The company: root → 华东子公司 → 采购部/生产部, the 采购员 (uid 1) in 采购部.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addDays, firstRunOnOrAfter, mallDate } from '../../../shared/company/replenishment-rules.ts';
import { invite, memberToken } from './company-members-helpers.ts';
import { addressBody, buildTradeMall, consolePost, plainSku, type TradeMall } from './trade/trade-helpers.ts';

const OUTSIDE = '该收货地址不属于您所在的部门，请重新选择';

let mall: TradeMall;
let admin: string;
let buyer: string;
let units: { buying: number; making: number };
let addresses: { buying: number; making: number };

const post = (path: string, body: object, token = admin) => mall.post(path, body, token);
const addUnitAddress = async (unit: number, detail: string) =>
  (await post(`/api/company/org/unit_address/save/${unit}`, addressBody({ address_id: 0, detail }))).data.address_id as number;
const groupOrders = () =>
  (mall.context.db.prepare("SELECT COUNT(*) AS n FROM group_orders WHERE principal = 'company:1'").get() as { n: number }).n;

beforeEach(async () => {
  mall = await buildTradeMall();
  admin = memberToken(mall.context, 1, 2);
  expect((await invite(mall.app, admin, '13800000001', 'buyer')).message).toBe('邀请成功');
  buyer = memberToken(mall.context, 1, 1);
  const root = (await mall.get('/api/company/org/tree', admin)).data.list[0].unit_id as number;
  const add = async (parent: number, name: string) =>
    (await post('/api/company/org/create', { parent_id: parent, name })).data.unit_id as number;
  const east = await add(root, '华东子公司');
  units = { buying: await add(east, '采购部'), making: await add(east, '生产部') };
  expect((await post('/api/company/org/member/1', { unit_id: units.buying })).message).toBe('保存成功');
  addresses = {
    buying: await addUnitAddress(units.buying, '采购部收货点'),
    making: await addUnitAddress(units.making, '生产基地 2 号门'),
  };
});
afterEach(async () => mall.close());

describe('accepting a quote', () => {
  async function quoted(): Promise<number> {
    const pick = plainSku(mall.context, 50);
    const lines = [{ product_id: pick.product.product_id, product_attr_unique: pick.sku.unique, quantity: 10, target_price: '' }];
    const valid = new Date(mall.now() + 8 * 3_600_000 + 7 * 86_400_000).toISOString().slice(0, 10);
    const made = await mall.post('/api/company/quote/create', { lines, note: '', source: 'cart', request_key: 'unit-scope-q1' }, buyer);
    expect(made, made.message).toMatchObject({ status: 200 });
    const id = made.data.id as number;
    const answered = await consolePost(mall, '/demo/merchant/quotes/answer', { quote_id: id, note: '', price_1: '2.00', valid_1: valid });
    expect(answered.statusCode).toBe(200);
    return id;
  }

  it('refuses a sibling unit’s address and places nothing, then accepts with the buyer’s own unit’s address', async () => {
    const id = await quoted();
    const before = groupOrders();
    const refused = await mall.post(`/api/company/quote/accept/${id}`, { address_id: addresses.making }, buyer);
    expect(refused).toMatchObject({ status: 400, message: OUTSIDE });
    expect(groupOrders()).toBe(before);
    expect((await mall.get(`/api/company/quote/detail/${id}`, buyer)).data.state).toBe('quoted');
    const accepted = await mall.post(`/api/company/quote/accept/${id}`, { address_id: addresses.buying }, buyer);
    expect(accepted, accepted.message).toMatchObject({ status: 200 });
    expect(groupOrders()).toBe(before + 1);
  });
});

describe('定期采购', () => {
  async function schedule(addressId: number, name = '办公耗材') {
    const pick = plainSku(mall.context, 50);
    const lines = [{ product_id: pick.product.product_id, product_attr_unique: pick.sku.unique, quantity: 2 }];
    const list = await mall.post('/api/company/reorder_list/create', { name, lines }, buyer);
    expect(list, list.message).toMatchObject({ status: 200 });
    const body = { list_id: list.data.list_id, cadence: 'monthly', month_day: 15, tolerance: 10, address_id: addressId };
    return mall.post('/api/company/replenishment/create', body, buyer);
  }

  it('refuses to save a schedule with a sibling unit’s address', async () => {
    expect(await schedule(addresses.making)).toMatchObject({ status: 400, message: OUTSIDE });
    expect((await schedule(addresses.buying, '采购部耗材')).status).toBe(200);
  });

  it('refuses the run once its member has moved out of the address’s unit, and says why in the inbox', async () => {
    expect((await schedule(addresses.buying)).status).toBe(200);
    expect((await post('/api/company/org/member/1', { unit_id: units.making })).message).toBe('保存成功');
    const firstRun = firstRunOnOrAfter({ cadence: 'monthly', monthDay: 15, weekday: 0, everyWeeks: 1 }, addDays(mallDate(mall.now()), 1));
    mall.advance(Date.parse(`${firstRun}T12:00:00+08:00`) - mall.now());
    const before = groupOrders();
    const tick = await mall.app.inject({ method: 'POST', url: '/__test/company/replenishment/tick', payload: {} });
    expect(tick.json()).toEqual({ placed: 0, held: 0, skipped: 0, failed: 1 });
    expect(groupOrders()).toBe(before);
    const inbox = (await mall.get('/api/company/message/lst?filter=replenishment', buyer)).data.list as { text: string }[];
    expect(inbox[0]?.text).toContain(OUTSIDE);
  });
});
