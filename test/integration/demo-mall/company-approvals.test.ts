// Spending limits and approvals (docs/company-api.md §5): limits per member; a company order over a limit is
// held (待审批: not payable, not closing), approved or rejected once with a comment by 管理员 / 审批人 (never by
// its requester); a rejection closes it and gives its stock back; 财务 may pay an approved order on credit.
import { beforeEach, describe, expect, it } from 'vitest';
import { memberToken } from './company-members-helpers.ts';
import { addAddress, buyNow, placeOrder, plainSku } from './trade/trade-helpers.ts';
import { tradeMallPerTest } from '../../helpers/mall/malls.ts';
import { companyOneWith, tokensOf } from '../../helpers/mall/company-members.ts';

const mall = tradeMallPerTest();
/** company 1: 管理员 (owner, uid 2), 采购员 (uid 1), 审批人, 财务, and a second 管理员 */
let tokens: { admin: string; buyer: string; approver: string; finance: string; admin2: string };
let buyerUid: number;

const FORBIDDEN = { status: 400, message: '您的企业角色无权进行此操作' };

beforeEach(async () => {
  const seated = await companyOneWith(mall, {
    approver: ['13900000901', 'approver'],
    finance: ['13900000902', 'finance'],
    admin2: ['13900000903', 'admin'],
  });
  buyerUid = seated.buyer.uid;
  tokens = tokensOf(seated);
});

const setLimits = (uid: number, body: object, token = tokens.admin) => mall.post(`/api/company/approval/limit/${uid}`, body, token);

/** Places a company order of `num` pieces of a plain SKU; answers order/create's envelope and the group id. */
async function order(token: string, num = 1, skip = 0) {
  const pick = plainSku(mall.context, 30, skip);
  const { created } = await placeOrder(mall, token, [await buyNow(mall, token, pick, num)], await addAddress(mall, token));
  expect(created.status, created.message).toBe(200);
  const groupId = Number(created.data.order_id ?? created.data.result?.order_id);
  return { created, groupId, pick, payFen: mall.context.trade.orders.group(groupId)?.pay_price_fen ?? 0 };
}

/** The buyer's checked order of `num` pieces of a plain SKU: order/create's body (not sent yet) and the SKU. */
async function checkedOverLimit(num: number, payType: string) {
  const pick = plainSku(mall.context, 30);
  const cartIds = [await buyNow(mall, tokens.buyer, pick, num)];
  const addressId = await addAddress(mall, tokens.buyer);
  const check = await mall.post('/api/v2/order/check', { cart_id: cartIds, address_id: addressId }, tokens.buyer);
  return { pick, body: { cart_id: cartIds, address_id: addressId, key: check.data.key, pay_type: payType } };
}

const groupDetail = (groupId: number, token = tokens.buyer) => mall.get(`/api/order/group_order_detail/${groupId}`, token);
const queue = async (status = '', token = tokens.admin) => (await mall.get(`/api/company/approval/lst?status=${status}`, token)).data;
const approvalIdOf = async (groupId: number) => (await groupDetail(groupId)).data.approval.approval_id as number;

describe('member limits', () => {
  it('are read and saved by 管理员 (blank = 不限), validated, and refused to other roles', async () => {
    expect((await mall.get(`/api/company/approval/limit/${buyerUid}`, tokens.admin)).data).toMatchObject({
      uid: 1,
      per_order_limit: '',
      monthly_budget: '',
      month_spent: '0.00',
    });
    const saved = await setLimits(buyerUid, { per_order_limit: '1000', monthly_budget: '' });
    expect(saved).toMatchObject({ status: 200, message: '限额已保存', data: { per_order_limit: '1000.00', monthly_budget: '' } });
    expect(await setLimits(buyerUid, { per_order_limit: '12.345' })).toEqual({ status: 400, message: '限额格式不正确' });
    expect(await setLimits(buyerUid, { monthly_budget: '-5' })).toEqual({ status: 400, message: '限额格式不正确' });
    expect(await setLimits(9999, { per_order_limit: '1' })).toEqual({ status: 400, message: '成员不存在' });
    expect(await setLimits(buyerUid, { per_order_limit: '1' }, tokens.buyer)).toEqual(FORBIDDEN);
    expect(await setLimits(buyerUid, { per_order_limit: '1' }, tokens.approver)).toEqual(FORBIDDEN);
    // unchanged by the refusals; the member reads their own
    expect((await mall.get('/api/company/approval/my_limit', tokens.buyer)).data).toMatchObject({
      per_order_limit: '1000.00',
      monthly_budget: '',
    });
  });
});

describe('holding orders', () => {
  it('a member with no limits is never held and pays at once', async () => {
    const { created, groupId } = await order(tokens.buyer);
    expect(created.data).toEqual({ order_id: groupId });
    expect((await groupDetail(groupId)).data.approval).toBeNull();
    const paid = await mall.post(`/api/order/pay/${groupId}`, { type: 'balance' }, tokens.buyer);
    expect(paid.data.status).toBe('success');
  });

  it('an order over the per-order limit is 待审批: not payable, not closing, in the queue; personal orders never held', async () => {
    await setLimits(buyerUid, { per_order_limit: '0.01' });
    const { created, groupId, payFen } = await order(tokens.buyer, 2);
    expect(created.data.status).toBe('approval');
    expect(created.message).toBe('订单金额超出采购限额，已提交审批');
    expect(created.data.result).toMatchObject({ order_id: groupId });
    expect(created.data.result.limit_text).toContain('订单金额超出单笔限额 0.01 元，超出 ');

    const approval = (await groupDetail(groupId)).data.approval;
    expect(approval).toMatchObject({ status: 0, status_name: '待审批', requester_uid: 1, per_order_limit: '0.01' });
    expect(approval.exceeded).toEqual([{ kind: 'order', kind_name: '单笔限额', limit: '0.01', over: ((payFen - 1) / 100).toFixed(2) }]);

    for (const type of ['balance', 'credit', 'alipayQr']) {
      expect(await mall.post(`/api/order/pay/${groupId}`, { type }, tokens.buyer)).toEqual({
        status: 400,
        message: '该订单待审批，审批通过后才能支付',
      });
    }
    // still open long after the payment timeout
    mall.advance(60 * 60_000);
    mall.context.trade.service.sweep();
    expect(mall.context.trade.orders.group(groupId)?.is_del).toBe(0);

    const rows = (await queue('0')).list as { group_order_id: number; requester_name: string; goods_summary: string }[];
    expect(rows.map((row) => row.group_order_id)).toContain(groupId);
    expect(rows.find((row) => row.group_order_id === groupId)?.goods_summary).not.toBe('');

    // the same user buying personally is never held
    const personal = await order(mall.userToken);
    expect(personal.created.data).toEqual({ order_id: personal.groupId });
  });

  it('repeating order/create with the same key answers the same held order', async () => {
    await setLimits(buyerUid, { per_order_limit: '0.01' });
    const { body } = await checkedOverLimit(1, 'balance');
    const [first, second] = await Promise.all([
      mall.post('/api/v2/order/create', body, tokens.buyer),
      mall.post('/api/v2/order/create', body, tokens.buyer),
    ]);
    expect(first.data.status).toBe('approval');
    expect(second.data.status).toBe('approval');
    expect(second.data.result.order_id).toBe(first.data.result.order_id);
    expect((await queue('0')).count).toBe(1);
  });

  it('an order whose hold cannot be written is not created at all: no order, stock, cart and key as before', async () => {
    await setLimits(buyerUid, { per_order_limit: '0.01' });
    const { body, pick } = await checkedOverLimit(2, 'pc');
    const stockBefore = mall.context.trade.stock.skuStock(pick.sku);
    const { store } = mall.context.company.approvals;
    const insert = store.insert;
    store.insert = () => {
      throw new Error('disk full');
    };
    try {
      const failed = await mall.app.inject({
        method: 'POST',
        url: '/api/v2/order/create',
        payload: body,
        headers: { 'x-token': tokens.buyer },
      });
      expect(failed.statusCode).toBe(500);
    } finally {
      store.insert = insert;
    }
    expect(mall.context.trade.stock.skuStock(pick.sku)).toBe(stockBefore);
    expect((await queue('0')).count).toBe(0);
    // the key was not used up and the cart line is still there: the same create now goes through, held
    const again = await mall.post('/api/v2/order/create', body, tokens.buyer);
    expect(again.data.status).toBe('approval');
    expect(mall.context.trade.stock.skuStock(pick.sku)).toBe(stockBefore - 2);
    expect((await queue('0')).count).toBe(1);
  });

  it("the monthly budget counts this month's standing company orders of the member, held ones included", async () => {
    const first = await order(tokens.buyer);
    // budget: what the first order cost plus one fen → the second order goes over by its price minus one fen
    await setLimits(buyerUid, { monthly_budget: ((first.payFen + 1) / 100).toFixed(2) });
    expect((await mall.get('/api/company/approval/my_limit', tokens.buyer)).data.month_spent).toBe((first.payFen / 100).toFixed(2));
    const second = await order(tokens.buyer);
    expect(second.created.data.status).toBe('approval');
    const approval = (await groupDetail(second.groupId)).data.approval;
    expect(approval.exceeded).toEqual([
      { kind: 'month', kind_name: '月度预算', limit: ((first.payFen + 1) / 100).toFixed(2), over: ((second.payFen - 1) / 100).toFixed(2) },
    ]);
    expect(approval.month_spent).toBe((first.payFen / 100).toFixed(2));
    // a cancelled order stops counting: cancelling the first leaves room for another order like it
    expect((await mall.post(`/api/order/cancel/${first.groupId}`, {}, tokens.buyer)).status).toBe(200);
    expect((await mall.post(`/api/order/cancel/${second.groupId}`, {}, tokens.buyer)).status).toBe(200);
    const third = await order(tokens.buyer);
    expect(third.created.data).toEqual({ order_id: third.groupId });
    // the admin's own orders do not count toward the buyer's month
    expect((await mall.get(`/api/company/approval/limit/${buyerUid}`, tokens.admin)).data.month_spent).toBe(
      (third.payFen / 100).toFixed(2),
    );
  });
});

describe('deciding', () => {
  async function heldOrder(token = tokens.buyer, num = 1) {
    await setLimits(buyerUid, { per_order_limit: '0.01' });
    const placed = await order(token, num);
    expect(placed.created.data.status).toBe('approval');
    return { ...placed, approvalId: await approvalIdOf(placed.groupId) };
  }

  it('approve with a comment once: the decision is recorded, the deadline starts, the buyer pays and sees it once', async () => {
    const { groupId, approvalId } = await heldOrder();
    const approved = await mall.post(`/api/company/approval/approve/${approvalId}`, { comment: '同意采购' }, tokens.approver);
    expect(approved).toMatchObject({ status: 200, message: '已通过', data: { status: 1, comment: '同意采购' } });
    expect(await mall.post(`/api/company/approval/approve/${approvalId}`, {}, tokens.admin)).toEqual({
      status: 400,
      message: '该订单已审批，请勿重复操作',
    });
    expect(await mall.post(`/api/company/approval/reject/${approvalId}`, { comment: '不行' }, tokens.admin)).toEqual({
      status: 400,
      message: '该订单已审批，请勿重复操作',
    });
    const view = (await groupDetail(groupId)).data;
    expect(view.approval).toMatchObject({ status: 1, status_name: '已通过', comment: '同意采购', decider_name: expect.any(String) });
    expect(view.approval.decide_time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(view.cancel_unix).toBe(Math.floor((mall.now() + 15 * 60_000) / 1000));

    const notice = (await mall.get('/api/company/approval/notice', tokens.buyer)).data;
    expect(notice.list.map((row: { group_order_id: number }) => row.group_order_id)).toEqual([groupId]);
    expect((await mall.post('/api/company/approval/notice/seen', { ids: [notice.list[0].approval_id] }, tokens.buyer)).message).toBe(
      '已读',
    );
    expect((await mall.get('/api/company/approval/notice', tokens.buyer)).data.count).toBe(0);

    const paid = await mall.post(`/api/order/pay/${groupId}`, { type: 'balance' }, tokens.buyer);
    expect(paid.data.status).toBe('success');
  });

  it('two approvers at once make exactly one decision', async () => {
    const { approvalId } = await heldOrder();
    const answers = await Promise.all([
      mall.post(`/api/company/approval/approve/${approvalId}`, { comment: 'A' }, tokens.approver),
      mall.post(`/api/company/approval/approve/${approvalId}`, { comment: 'B' }, tokens.admin),
      mall.post(`/api/company/approval/reject/${approvalId}`, { comment: 'C' }, tokens.admin2),
    ]);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.message === '该订单已审批，请勿重复操作')).toHaveLength(2);
    const decisions = mall.context.db
      .prepare('SELECT COUNT(*) AS n FROM company_approvals WHERE approval_id = ? AND status <> 0')
      .get(approvalId);
    expect(decisions).toEqual({ n: 1 });
  });

  it('reject needs a comment, closes the order and gives its stock back; the order shows 已驳回', async () => {
    const { groupId, approvalId, pick } = await heldOrder(tokens.buyer, 3);
    const stockHeld = mall.context.trade.stock.skuStock(pick.sku);
    expect(await mall.post(`/api/company/approval/reject/${approvalId}`, {}, tokens.approver)).toEqual({
      status: 400,
      message: '请填写驳回原因',
    });
    expect(await mall.post(`/api/company/approval/reject/${approvalId}`, { comment: 'x'.repeat(201) }, tokens.approver)).toEqual({
      status: 400,
      message: '审批意见长度不能超过 200',
    });
    const rejected = await mall.post(`/api/company/approval/reject/${approvalId}`, { comment: '超预算，请拆单' }, tokens.approver);
    expect(rejected).toMatchObject({ status: 200, message: '已驳回', data: { status: 2 } });
    expect(mall.context.trade.stock.skuStock(pick.sku)).toBe(stockHeld + 3);
    expect(mall.context.trade.orders.group(groupId)?.is_del).toBe(1);
    const view = (await groupDetail(groupId)).data;
    expect(view.approval).toMatchObject({ status: 2, status_name: '已驳回', comment: '超预算，请拆单' });
    expect(await mall.post(`/api/company/approval/approve/${approvalId}`, {}, tokens.admin)).toEqual({
      status: 400,
      message: '该订单已审批，请勿重复操作',
    });
    expect((await mall.post(`/api/order/pay/${groupId}`, { type: 'balance' }, tokens.buyer)).status).toBe(400);
    expect((await queue('2')).list.map((row: { approval_id: number }) => row.approval_id)).toContain(approvalId);
  });

  it('a cancelled held order cannot be approved, and nobody approves their own order', async () => {
    const { groupId, approvalId } = await heldOrder();
    expect((await mall.post(`/api/order/cancel/${groupId}`, {}, tokens.buyer)).status).toBe(200);
    expect(await mall.post(`/api/company/approval/approve/${approvalId}`, {}, tokens.admin)).toEqual({
      status: 400,
      message: '订单已取消，无法审批',
    });
    expect((await queue('-1')).list.map((row: { approval_id: number }) => row.approval_id)).toContain(approvalId);

    // the admin with a limit of their own: held, and only another approver may decide
    await setLimits(2, { per_order_limit: '0.01' });
    const own = await order(tokens.admin, 1, 1);
    expect(own.created.data.status).toBe('approval');
    const ownId = (await groupDetail(own.groupId, tokens.admin)).data.approval.approval_id;
    expect(await mall.post(`/api/company/approval/approve/${ownId}`, {}, tokens.admin)).toEqual({
      status: 400,
      message: '不能审批自己提交的订单',
    });
    expect((await mall.post(`/api/company/approval/approve/${ownId}`, {}, tokens.admin2)).status).toBe(200);
  });

  it('only 管理员 and 审批人 decide; 财务 opens the queue but sees only what a chain gives it', async () => {
    const { approvalId } = await heldOrder();
    expect(await mall.get('/api/company/approval/lst', tokens.buyer)).toEqual(FORBIDDEN);
    for (const token of [tokens.buyer, tokens.finance]) {
      expect(await mall.post(`/api/company/approval/approve/${approvalId}`, {}, token)).toEqual(FORBIDDEN);
    }
    // no rule names 财务 here: the over-limit level is 管理员 and 审批人, so its queue is empty
    const financeQueue = await mall.get('/api/company/approval/lst', tokens.finance);
    expect(financeQueue.status).toBe(200);
    expect(financeQueue.data.list).toEqual([]);
    expect((await mall.get('/api/company/approval/lst', tokens.admin)).data.list).toHaveLength(1);
    expect((await mall.get('/api/company/approval/lst?status=9', tokens.admin)).message).toBe('筛选条件不正确');
    expect((await mall.get(`/api/company/approval/detail/${approvalId}`, tokens.approver)).data.approval_id).toBe(approvalId);
    // another company's admin does not see it
    expect(await mall.get(`/api/company/approval/detail/${approvalId}`, memberToken(mall.context, 2, 3))).toEqual({
      status: 400,
      message: '审批单不存在',
    });
  });

  it('财务 pays an approved order on credit, and only that', async () => {
    const { groupId, approvalId } = await heldOrder();
    expect(await mall.post(`/api/order/pay/${groupId}`, { type: 'credit' }, tokens.finance)).toEqual(FORBIDDEN);
    await mall.post(`/api/company/approval/approve/${approvalId}`, { comment: '' }, tokens.approver);
    expect(await mall.post(`/api/order/pay/${groupId}`, { type: 'balance' }, tokens.finance)).toEqual(FORBIDDEN);
    const paid = await mall.post(`/api/order/pay/${groupId}`, { type: 'credit' }, tokens.finance);
    expect(paid).toMatchObject({ status: 200, message: '账期支付成功', data: { status: 'success' } });
    expect(mall.context.trade.orders.group(groupId)).toMatchObject({ paid: 1, pay_type: 'credit' });
    // an order never held stays out of 财务's reach
    const plain = await order(tokens.admin, 1, 1);
    expect(await mall.post(`/api/order/pay/${plain.groupId}`, { type: 'credit' }, tokens.finance)).toEqual(FORBIDDEN);
  });
});
