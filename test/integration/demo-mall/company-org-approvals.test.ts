// Units, approval rules and budgets (docs/company-api.md §13) at the API, as 上海东联 would use them: 集团 →
// 华东子公司 → 采购部/生产部; a rule for 采购部 orders from a threshold (unit head, then any 财务); a monthly
// budget. Each scope rule of the issue is checked here: approvers see only their units' orders, nobody approves
// their own order at any level, rule changes never reach a held order, one decision per level, approved levels
// never flip back, budgets are positive and exact under concurrent orders, and no budget leaves ordering as is.
import { beforeEach, describe, expect, it } from 'vitest';
import { formatFen } from '#shared/money.ts';
import { memberToken } from './company-members-helpers.ts';
import { addAddress, buildTradeMall, buyNow, placeOrder, plainSku } from './trade/trade-helpers.ts';
import { tradeMallPerTest } from '../../helpers/mall/malls.ts';
import { companyOneWith, tokensOf } from '../../helpers/mall/company-members.ts';

const mall = tradeMallPerTest();
let t: { admin: string; buyer: string; head: string; otherHead: string; finance: string };
let uids: { head: number; otherHead: number; finance: number };
let units: { root: number; east: number; buying: number; making: number };

const post = (path: string, body: object, token = t.admin) => mall.post(path, body, token);
const pick = () => plainSku(mall.context, 30);
const priceFen = () => pick().sku.price;
const monthStart = () => {
  const d = new Date(mall.now());
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-01`;
};

beforeEach(async () => {
  const seated = await companyOneWith(mall, {
    head: ['13900000911', 'approver'],
    otherHead: ['13900000912', 'approver'],
    finance: ['13900000913', 'finance'],
  });
  const { head, otherHead, finance } = seated;
  t = tokensOf(seated);
  uids = { head: head.uid, otherHead: otherHead.uid, finance: finance.uid };
  const tree = (await mall.get('/api/company/org/tree', t.admin)).data;
  const root = tree.list[0].unit_id as number;
  const add = async (parent: number, name: string) =>
    (await post('/api/company/org/create', { parent_id: parent, name })).data.unit_id as number;
  const east = await add(root, '华东子公司');
  units = { root, east, buying: await add(east, '采购部'), making: await add(east, '生产部') };
  for (const [uid, unit] of [
    [1, units.buying],
    [head.uid, units.buying],
    [otherHead.uid, units.making],
  ]) {
    expect((await post(`/api/company/org/member/${uid}`, { unit_id: unit })).message).toBe('保存成功');
  }
  expect((await post(`/api/company/org/head/${units.buying}`, { uid: head.uid })).message).toBe('保存成功');
  expect((await post(`/api/company/org/head/${units.making}`, { uid: otherHead.uid })).message).toBe('保存成功');
});

async function order(token: string, num: number) {
  const { created } = await placeOrder(mall, token, [await buyNow(mall, token, pick(), num)], await addAddress(mall, token));
  const groupId = Number(created.data?.order_id ?? created.data?.result?.order_id ?? 0);
  return { created, groupId };
}

/** ≥ two pieces' price from 采购部: the unit head, then any 财务 */
const saveRule = (extra: object = {}) =>
  post('/api/company/approval_rule/save', {
    name: '大额采购',
    min_amount: formatFen(priceFen() * 2),
    unit_id: units.buying,
    levels: [
      { kind: 'head', mode: 'any' },
      { kind: 'role', role: 'finance', mode: 'any' },
    ],
    ...extra,
  });

const lst = async (token: string, query = '') => (await mall.get(`/api/company/approval/lst?${query}`, token)).data;

describe('组织架构', () => {
  it('a company without units reads one root holding every member; the tree keeps its rules', async () => {
    const fresh = await buildTradeMall();
    try {
      const tree = (await fresh.get('/api/company/org/tree', memberToken(fresh.context, 1, 2))).data;
      expect(tree.list).toHaveLength(1);
      expect(tree.list[0]).toMatchObject({ parent_id: 0, depth: 1, disabled: 0 });
    } finally {
      await fresh.close();
    }
    let parent = units.making;
    for (const name of ['一组', '一班']) parent = (await post('/api/company/org/create', { parent_id: parent, name })).data.unit_id;
    expect(await post('/api/company/org/create', { parent_id: parent, name: '太深' })).toEqual({
      status: 400,
      message: '组织架构最多 5 级',
    });
    expect(await post('/api/company/org/create', { parent_id: units.east, name: '采购部' })).toEqual({
      status: 400,
      message: '同一上级下已有同名部门',
    });
    expect(await post('/api/company/org/create', { parent_id: units.east, name: ' ' })).toEqual({ status: 400, message: '请填写部门名称' });
    expect(await post(`/api/company/org/move/${units.east}`, { parent_id: units.buying })).toEqual({
      status: 400,
      message: '不能移动到自身或其下级部门',
    });
    expect(await post(`/api/company/org/status/${units.buying}`, { disabled: 1 })).toEqual({
      status: 400,
      message: '该部门还有成员，请先调出成员再停用',
    });
    expect(await post(`/api/company/org/head/${units.buying}`, { uid: 99999 })).toEqual({
      status: 400,
      message: '负责人须为本企业在职成员',
    });
    expect((await post(`/api/company/org/update/${units.making}`, { name: '生产制造部' })).message).toBe('保存成功');
    expect(await post('/api/company/org/create', { parent_id: units.root, name: '行政部' }, t.buyer)).toEqual({
      status: 400,
      message: '您的企业角色无权进行此操作',
    });
  });

  it('a unit with open orders is not disabled', async () => {
    const spare = (await post('/api/company/org/create', { parent_id: units.east, name: '临时组' })).data.unit_id;
    await post(`/api/company/org/member/1`, { unit_id: spare });
    await order(t.buyer, 1);
    await post(`/api/company/org/member/1`, { unit_id: units.buying });
    expect(await post(`/api/company/org/status/${spare}`, { disabled: 1 })).toEqual({
      status: 400,
      message: '该部门还有未完成的订单，暂不能停用',
    });
  });
});

describe('审批流程', () => {
  it('holds by the first matching rule, level by level, within the units each approver covers', async () => {
    expect((await saveRule()).message).toBe('规则已保存');
    const forecast = (await post('/api/company/approval/forecast', { amount: formatFen(priceFen() * 3) }, t.buyer)).data;
    expect(forecast).toMatchObject({ held: true, refused: false, rule_name: '大额采购' });
    expect(forecast.reason).toContain('符合审批规则「大额采购」');
    // a smaller order passes; so does a 生产部 member's order of the same amount
    expect((await order(t.buyer, 1)).created.data.status).not.toBe('approval');
    const { created, groupId } = await order(t.buyer, 3);
    expect(created.message).toBe('订单需按审批规则审批，已提交审批');
    const approvalId = created.data.result.approval_id as number;
    expect(created.data.result.approval.levels.map((l: { label: string; status: number }) => [l.label, l.status])).toEqual([
      ['部门负责人', 0],
      ['财务', 0],
    ]);

    // 生产部's head neither sees nor decides it; 财务 waits for the first level; the buyer never approves their own
    expect((await lst(t.otherHead)).list).toEqual([]);
    expect((await mall.get(`/api/company/approval/detail/${approvalId}`, t.otherHead)).message).toBe('审批单不存在');
    expect(await post(`/api/company/approval/approve/${approvalId}`, {}, t.otherHead)).toEqual({ status: 400, message: '审批单不存在' });
    expect(await post(`/api/company/approval/approve/${approvalId}`, {}, t.finance)).toEqual({
      status: 400,
      message: '尚未轮到您审批，请等待前一级审批完成',
    });
    expect(await post(`/api/company/approval/approve/${approvalId}`, {}, t.buyer)).toEqual({
      status: 400,
      message: '您的企业角色无权进行此操作',
    });
    expect((await lst(t.head, `unit_id=${units.buying}`)).list.map((r: { approval_id: number }) => r.approval_id)).toEqual([approvalId]);
    expect((await lst(t.head, `unit_id=${units.making}`)).list).toEqual([]);

    // a rule change does not reach the held order
    await saveRule({ rule_id: 1, levels: [{ kind: 'members', uids: [uids.otherHead], mode: 'any' }] });
    const head = await post(`/api/company/approval/approve/${approvalId}`, { comment: '同意' }, t.head);
    expect(head.message).toBe('本级已通过，等待下一级审批');
    expect(await post(`/api/company/approval/approve/${approvalId}`, {}, t.head)).toEqual({
      status: 400,
      message: '该级审批已由他人处理，无需重复操作',
    });
    expect(await post(`/api/company/approval/approve/${approvalId}`, {}, t.otherHead)).toEqual({ status: 400, message: '审批单不存在' });
    expect(await mall.post(`/api/order/pay/${groupId}`, { type: 'balance' }, t.buyer)).toEqual({
      status: 400,
      message: '该订单待审批，审批通过后才能支付',
    });

    const done = await post(`/api/company/approval/approve/${approvalId}`, { comment: '财务同意' }, t.finance);
    expect(done.message).toBe('已通过');
    const levels = done.data.levels as { status: number; votes: { name: string; comment: string; time: string }[] }[];
    expect(levels.map((l) => l.status)).toEqual([1, 1]);
    expect(levels[0]?.votes[0]).toMatchObject({ comment: '同意' });
    expect((await mall.post(`/api/order/pay/${groupId}`, { type: 'balance' }, t.buyer)).data.status).toBe('success');
    const view = (await mall.get(`/api/order/group_order_detail/${groupId}`, t.buyer)).data;
    expect(view.approval).toMatchObject({ rule_name: '大额采购', current_level: 0 });
  });

  it('the queue says who may decide each order now (can_decide), as approve itself judges it', async () => {
    expect((await saveRule()).message).toBe('规则已保存');
    const { created } = await order(t.buyer, 3);
    const approvalId = created.data.result.approval_id as number;
    const canDecide = async (token: string) =>
      (await lst(token)).list.map((r: { approval_id: number; can_decide: boolean }) => [r.approval_id, r.can_decide]);
    // 财务 sees the order in the queue, but the first level is the unit head's: no 通过 for 财务 yet
    expect(await canDecide(t.finance)).toEqual([[approvalId, false]]);
    expect((await mall.get(`/api/company/approval/detail/${approvalId}`, t.finance)).data.can_decide).toBe(false);
    expect(await canDecide(t.head)).toEqual([[approvalId, true]]);
    expect(await canDecide(t.admin)).toEqual([]); // the named levels leave the 管理员 out of this order
    expect((await post(`/api/company/approval/approve/${approvalId}`, {}, t.head)).message).toBe('本级已通过，等待下一级审批');
    expect(await canDecide(t.head)).toEqual([[approvalId, false]]);
    expect(await canDecide(t.finance)).toEqual([[approvalId, true]]);
  });

  it('concurrent decisions on one level: one wins, the others are told; an approved level stays approved after a rejection', async () => {
    await saveRule({
      levels: [
        { kind: 'role', role: 'approver', mode: 'any' },
        { kind: 'role', role: 'finance', mode: 'any' },
      ],
    });
    await post(`/api/company/org/member/${uids.otherHead}`, { unit_id: units.east });
    const { created } = await order(t.buyer, 3);
    const approvalId = created.data.result.approval_id as number;
    // 消息中心: the level the order waits at is told, the next level only once the first has passed
    const waitingFor = async (token: string) =>
      (await mall.get('/api/company/message/lst?filter=approval', token)).data.list.map((m: { kind: string }) => m.kind);
    expect(await waitingFor(t.head)).toEqual(['approval_needed']);
    expect(await waitingFor(t.finance)).toEqual([]);
    const answers = await Promise.all([
      post(`/api/company/approval/approve/${approvalId}`, {}, t.head),
      post(`/api/company/approval/approve/${approvalId}`, {}, t.otherHead),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    expect(await waitingFor(t.finance)).toEqual(['approval_needed']);
    expect(answers.find((a) => a.status === 400)?.message).toBe('该级审批已由他人处理，无需重复操作');
    const rejected = await post(`/api/company/approval/reject/${approvalId}`, { comment: '超标' }, t.finance);
    expect(rejected.message).toBe('已驳回');
    expect(rejected.data.levels.map((l: { status: number }) => l.status)).toEqual([1, 2]);
  });

  it('refuses bad rules in Chinese', async () => {
    expect(await saveRule({ levels: [] })).toEqual({ status: 400, message: '请至少设置一级审批' });
    expect(await saveRule({ min_amount: '-1' })).toEqual({ status: 400, message: '金额格式不正确' });
    expect(await saveRule({ levels: [{ kind: 'boss' }] })).toEqual({ status: 400, message: '审批人类型不正确' });
    expect(await saveRule({ levels: [{ kind: 'members', uids: [99999] }] })).toEqual({
      status: 400,
      message: '审批成员须为本企业在职成员',
    });
  });
});

describe('预算', () => {
  const budget = (extra: object = {}) =>
    post('/api/company/budget/create', { unit_id: units.buying, period: 'month', amount: '20000', start_date: monthStart(), ...extra });

  it('positive amounts only, no overlapping periods; 财务 manages them, a buyer does not', async () => {
    expect(await budget({ amount: '-100' })).toEqual({ status: 400, message: '预算金额须大于 0' });
    expect(await budget({ amount: '0' })).toEqual({ status: 400, message: '预算金额须大于 0' });
    expect(await budget({ period: 'week' })).toEqual({ status: 400, message: '预算周期不正确' });
    expect(await budget({ cost_center_id: 1 })).toEqual({ status: 400, message: '请选择部门或成本中心（二选一）' });
    expect((await budget({})).message).toBe('预算已添加');
    expect(
      await post('/api/company/budget/create', { unit_id: units.buying, period: 'year', amount: '5', start_date: monthStart() }, t.finance),
    ).toEqual({
      status: 400,
      message: '该部门或成本中心在这段时间已有预算，期间不能重叠',
    });
    expect(
      (await post('/api/company/budget/create', { unit_id: units.root, period: 'month', amount: '5', start_date: monthStart() }, t.buyer))
        .message,
    ).toBe('您的企业角色无权进行此操作');
  });

  it('a buyer with no budget orders as before; refuse mode refuses and frees on cancel; concurrent orders cannot overspend the last bit', async () => {
    const first = await order(t.buyer, 1);
    expect(first.created.status).toBe(200);
    const payFen = mall.context.trade.orders.group(first.groupId)?.pay_price_fen ?? 0;
    // what is left after the first order: one and a half orders
    const amount = formatFen(payFen + payFen + Math.floor(payFen / 2));
    expect((await budget({ amount, mode: 'refuse' })).message).toBe('预算已添加');
    const answers = await Promise.all([1, 2, 3, 4].map(() => order(t.buyer, 1)));
    expect(answers.filter((a) => a.created.status === 200)).toHaveLength(1);
    const refused = answers.filter((a) => a.created.status === 400);
    expect(refused).toHaveLength(3);
    expect(refused[0]?.created.message).toMatch(/^超出预算，无法下单：采购部月度预算剩余/);
    const list = (await mall.get('/api/company/budget/lst', t.finance)).data.list;
    expect(list[0]).toMatchObject({ used: formatFen(payFen * 2), remaining: formatFen(Math.floor(payFen / 2)) });
    // two orders of two and a half is 80 %: 财务 (budgets.manage) is told once, the buyer not at all
    const budgetNews = async (token: string) =>
      (await mall.get('/api/company/message/lst?filter=budget', token)).data.list.map((m: { kind: string }) => m.kind);
    expect(await budgetNews(t.finance)).toEqual(['budget_80']);
    expect(await budgetNews(t.buyer)).toEqual([]);
    // cancelling frees it
    expect((await mall.post(`/api/order/cancel/${first.groupId}`, {}, t.buyer)).status).toBe(200);
    expect((await order(t.buyer, 1)).created.status).toBe(200);
  });

  it('hold mode holds an order over the budget for approval', async () => {
    expect((await budget({ amount: formatFen(priceFen()), mode: 'hold' })).message).toBe('预算已添加');
    const { created } = await order(t.buyer, 3);
    expect(created.data.status).toBe('approval');
    expect(created.data.result.approval.reason).toMatch(/^超出预算：采购部月度预算剩余/);
  });
});
