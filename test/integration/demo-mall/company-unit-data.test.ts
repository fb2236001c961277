// Each unit's own addresses, invoice titles and cost centres (docs/company-api.md §13.6, ADR 0053) at the API:
// the company's root → 华东子公司 → 采购部/生产部, the 采购员 (uid 1) in 采购部. A member sees those of their unit and every unit
// above it, never a sibling's; order/create refuses a sibling's address or cost centre; a company with only its
// root unit orders as before; only 管理员 keep them; a personal token never reaches them.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { invite, memberToken } from './company-members-helpers.ts';
import { addressBody, buildTradeMall, buyNow, placeOrder, plainSku, type TradeMall } from './trade/trade-helpers.ts';

let mall: TradeMall;
let admin: string;
let buyer: string;

const post = (path: string, body: object, token = admin) => mall.post(path, body, token);
const special = {
  receipt_type: 2,
  receipt_title_type: 2,
  receipt_title: '上海东联华东子公司',
  duty_paragraph: '91310000MA1FL0XXXX',
  bank_name: '招商银行上海分行',
  bank_code: '6225880212345678',
  address: '上海市浦东新区张江路 1 号',
  tel: '021-55550000',
};

async function unitsOf() {
  const root = (await mall.get('/api/company/org/tree', admin)).data.list[0].unit_id as number;
  const add = async (parent: number, name: string) =>
    (await post('/api/company/org/create', { parent_id: parent, name })).data.unit_id as number;
  const east = await add(root, '华东子公司');
  return { root, east, buying: await add(east, '采购部'), making: await add(east, '生产部') };
}

const addUnitAddress = async (unit: number, detail: string) =>
  (await post(`/api/company/org/unit_address/save/${unit}`, addressBody({ address_id: 0, detail }))).data.address_id as number;
const addUnitCostCenter = async (unit: number, name: string) =>
  (await post(`/api/company/org/unit_cost_center/save/${unit}`, { name, code: '' })).data.cost_center_id as number;

async function order(addressId: number, extra: object = {}) {
  const cart = await buyNow(mall, buyer, plainSku(mall.context, 30), 1);
  return (await placeOrder(mall, buyer, [cart], addressId, extra)).created;
}

beforeEach(async () => {
  mall = await buildTradeMall();
  admin = memberToken(mall.context, 1, 2);
  expect((await invite(mall.app, admin, '13800000001', 'buyer')).message).toBe('邀请成功');
  buyer = memberToken(mall.context, 1, 1);
});
afterEach(async () => mall.close());

describe('a unit sees its own and its ancestors’ data, never a sibling’s', () => {
  let units: Awaited<ReturnType<typeof unitsOf>>;
  let ids: { eastAddress: number; makingAddress: number; eastCenter: number; makingCenter: number; wideCenter: number };

  beforeEach(async () => {
    units = await unitsOf();
    expect((await post('/api/company/org/member/1', { unit_id: units.buying })).message).toBe('保存成功');
    expect((await post(`/api/company/org/unit_receipt/save/${units.root}`, special)).message).toBe('添加成功');
    ids = {
      eastAddress: await addUnitAddress(units.east, '华东仓 1 号库'),
      makingAddress: await addUnitAddress(units.making, '生产基地 2 号门'),
      eastCenter: await addUnitCostCenter(units.east, '华东项目'),
      makingCenter: await addUnitCostCenter(units.making, '生产项目'),
      wideCenter: (await post('/api/company/cost_center/create', { name: '全公司', code: '' })).data.cost_center_id,
    };
  });

  it('lists the parent’s address and the root’s title with their unit names, and the allowed cost centres', async () => {
    const choices = (await mall.get('/api/company/org/unit_choices', buyer)).data;
    expect(choices.addresses.map((a: { detail: string; unit_name: string }) => [a.unit_name, a.detail])).toEqual([
      ['华东子公司', '华东仓 1 号库'],
    ]);
    expect(choices.receipt_titles.map((t: { receipt_title: string; unit_name: string }) => [t.unit_name, t.receipt_title])).toEqual([
      ['上海东联工业设备有限公司', special.receipt_title],
    ]);
    const centres = (list: { name: string }[]) => list.map((c) => c.name).sort();
    expect(centres(choices.cost_centers)).toEqual(['全公司', '华东项目']);
    expect(centres((await mall.get('/api/company/cost_center/lst?status=1&mine=1&limit=200', buyer)).data.list)).toEqual([
      '全公司',
      '华东项目',
    ]);
    // the management list still shows all, each with its unit
    const all = (await mall.get('/api/company/cost_center/lst?limit=200', admin)).data.list as { name: string; unit_name: string }[];
    expect(all.map((c) => [c.name, c.unit_name])).toEqual([
      ['华东项目', '华东子公司'],
      ['生产项目', '生产部'],
      ['全公司', ''],
    ]);
    // the buyer's own address book is untouched
    expect((await mall.get('/api/user/address/lst', buyer)).data.list).toEqual([]);
  });

  it('places an order with the parent’s address and cost centre, and refuses a sibling’s', async () => {
    expect((await order(ids.makingAddress)).message).toBe('该收货地址不属于您所在的部门，请重新选择');
    expect((await order(ids.eastAddress, { cost_center_id: ids.makingCenter })).message).toBe('该成本中心不属于您所在的部门，请重新选择');
    const placed = await order(ids.eastAddress, { cost_center_id: ids.eastCenter });
    expect(placed.status).toBe(200);
    const detail = (await mall.get(`/api/order/group_order_detail/${placed.data.order_id}`, buyer)).data;
    expect(detail.user_address).toContain('华东仓 1 号库');
    expect(detail.cost_center_name).toBe('华东项目');
  });

  it('follows a move: once 采购部 sits under 生产部 the buyer may use 生产部’s address', async () => {
    expect((await post(`/api/company/org/move/${units.buying}`, { parent_id: units.making })).message).toBe('移动成功');
    expect((await order(ids.makingAddress, { cost_center_id: ids.makingCenter })).status).toBe(200);
  });

  it('keeps a unit’s rows with its unit: edits, deletes, refusals in Chinese', async () => {
    const edited = await post(
      `/api/company/org/unit_address/save/${units.east}`,
      addressBody({ address_id: ids.eastAddress, detail: '华东仓 3 号库' }),
    );
    expect(edited.message).toBe('保存成功');
    // another unit's path cannot edit it
    expect((await post(`/api/company/org/unit_address/save/${units.making}`, addressBody({ address_id: ids.eastAddress }))).message).toBe(
      '地址不存在',
    );
    expect((await post(`/api/company/org/unit_address/save/${units.east}`, addressBody({ real_name: '' }))).status).toBe(400);
    expect(
      (await post(`/api/company/org/unit_cost_center/save/${units.making}`, { cost_center_id: ids.eastCenter, name: 'x' })).message,
    ).toBe('成本中心不存在');
    expect((await post(`/api/company/org/unit_cost_center/delete/${ids.wideCenter}`, {})).message).toBe('成本中心不存在');
    expect((await post('/api/company/org/unit_address/save/9999', addressBody())).message).toBe('部门不存在');
    expect((await post(`/api/company/org/unit_receipt/save/${units.east}`, { ...special, receipt_title_type: 1 })).status).toBe(400);
    const data = (await mall.get(`/api/company/org/unit_data/${units.east}`, admin)).data;
    expect(data.addresses.map((a: { detail: string }) => a.detail)).toEqual(['华东仓 3 号库']);
    expect(data.cost_centers.map((c: { name: string }) => c.name)).toEqual(['华东项目']);
    expect((await post(`/api/company/org/unit_address/delete/${ids.eastAddress}`, {})).message).toBe('删除成功');
    expect((await post(`/api/company/org/unit_address/delete/${ids.eastAddress}`, {})).message).toBe('地址不存在');
    expect((await post(`/api/company/org/unit_cost_center/delete/${ids.eastCenter}`, {})).message).toBe('删除成功');
    expect((await mall.get(`/api/company/org/unit_data/${units.east}`, admin)).data).toMatchObject({ addresses: [], cost_centers: [] });
  });

  it('is kept by 管理员 only; the 采购员 may read what it may pick', async () => {
    const refused = await post(`/api/company/org/unit_address/save/${units.buying}`, addressBody({ address_id: 0 }), buyer);
    expect(refused.status).toBe(400);
    expect(refused.message).toBe('您的企业角色无权进行此操作');
    expect((await mall.get(`/api/company/org/unit_data/${units.east}`, buyer)).status).toBe(400);
  });

  it('never reaches a personal order: a unit’s address is no address of the user', async () => {
    const cart = await buyNow(mall, mall.userToken, plainSku(mall.context, 30), 1);
    const check = await mall.post('/api/v2/order/check', { cart_id: [cart], address_id: ids.eastAddress }, mall.userToken);
    expect(check.data.address).toBeNull();
  });
});

describe('a company with only its root unit', () => {
  it('orders as before with a company-wide cost centre, and sees the root’s address', async () => {
    const root = (await mall.get('/api/company/org/tree', admin)).data.list[0].unit_id as number;
    const wide = (await post('/api/company/cost_center/create', { name: '日常采购', code: 'D-1' })).data.cost_center_id;
    const address = await addUnitAddress(root, '总部前台');
    const choices = (await mall.get('/api/company/org/unit_choices', buyer)).data;
    expect(choices.addresses.map((a: { unit_name: string }) => a.unit_name)).toHaveLength(1);
    expect(choices.cost_centers.map((c: { name: string; unit_id: number }) => [c.name, c.unit_id])).toEqual([['日常采购', 0]]);
    const placed = await order(address, { cost_center_id: wide });
    expect(placed.status).toBe(200);
  });
});
