// The company account (docs/company-api.md §3.1–§3.3): who may read the account and the ledger, paying company
// orders from the balance (企业余额) and on credit (企业账期) through the ledger, refunds going back where the money
// came from, and the ledger's invariant: each row's net position is the previous one plus its amount.
import { describe, expect, it } from 'vitest';
import { netAfter } from '../../../demo-mall/company/company-ledger.ts';
import { applyRefund, consoleRefund, orderProducts } from './after-sales-helpers.ts';
import {
  account,
  addMember,
  COMPANY,
  companyOrder,
  confirmRemittance,
  ledgerRows,
  ownerUserToken,
  setAccount,
  submitRemittance,
  yuanOf,
} from './company-finance-helpers.ts';
import { companyTwoMallPerTest } from '../../helpers/mall/malls.ts';

const mall = companyTwoMallPerTest();

const pay = (groupId: number, type: string, as = mall.token) => mall.post(`/api/order/pay/${groupId}`, { type, return_url: '' }, as);

/** Refunds the whole (unshipped) order through the merchant console: the refund order id. */
async function refundAll(orderId: number, payFen: number, as = mall.token): Promise<number> {
  const [line] = await orderProducts(mall, as, orderId);
  const applied = await applyRefund(mall, as, orderId, {
    type: 2,
    refund_type: 1,
    ids: String(line?.order_product_id),
    refund_message: '其它原因',
    refund_price: yuanOf(payFen),
  });
  expect(applied.status).toBe(200);
  const id = applied.data.refund_order_id as number;
  expect((await consoleRefund(mall, 'agree', { refund_order_id: id })).statusCode).toBe(200);
  return id;
}

describe('GET /api/company/account', () => {
  it('answers the real figures to any active member, with a company or a user mall.token', async () => {
    setAccount(mall, { balance: 800_000, used: 150_000, limit: 2_000_000 });
    const expected = {
      company_id: COMPANY,
      company_name: '苏州恒泰精密机械有限公司',
      now_money: '8000.00',
      credit_line: '20000.00',
      used_credit: '1500.00',
      available_credit: '18500.00',
      frozen_money: '0.00',
      total_recharge: '0.00',
    };
    expect((await mall.get('/api/company/account', mall.token)).data).toMatchObject(expected);
    expect((await mall.get('/api/company/account', ownerUserToken(mall))).data).toMatchObject(expected);
    addMember(mall, 1, 'buyer');
    expect((await mall.get('/api/company/account', mall.userToken)).data).toMatchObject(expected);
  });

  it('refuses a user without a company and a disabled member', async () => {
    expect(await mall.get('/api/company/account', mall.userToken)).toEqual({ status: 400, message: '暂无企业账号' });
    addMember(mall, 1, 'finance', 0);
    expect(await mall.get('/api/company/account', mall.userToken)).toEqual({ status: 400, message: '您的企业成员身份已停用' });
    expect(await mall.get('/api/company/account', '')).toEqual({ status: 400, message: '请登录' });
  });
});

describe('permissions of the ledger and remittances', () => {
  it('a 采购员 or 只读 forging the calls is refused; 财务 may', async () => {
    for (const role of ['buyer', 'viewer']) {
      addMember(mall, 1, role);
      for (const path of ['/api/company/ledger', '/api/company/remittance/lst', '/api/company/remittance/prepare']) {
        expect(await mall.get(path, mall.userToken)).toEqual({ status: 400, message: '您的企业角色无权进行此操作' });
      }
      expect(await mall.post('/api/company/remittance/create', {}, mall.userToken)).toEqual({
        status: 400,
        message: '您的企业角色无权进行此操作',
      });
    }
    addMember(mall, 1, 'finance');
    expect((await mall.get('/api/company/ledger', mall.userToken)).status).toBe(200);
    expect((await mall.get('/api/company/remittance/lst', mall.userToken)).status).toBe(200);
  });
});

describe('paying company orders', () => {
  it('企业余额: the balance falls in the order’s transaction, one balance_pay row linked to the order', async () => {
    const before = account(mall);
    const { groupId, order, payFen } = await companyOrder(mall);
    expect(await pay(groupId, 'balance')).toMatchObject({ message: '余额支付成功', data: { status: 'success' } });
    expect(account(mall).now_money_fen).toBe(before.now_money_fen - payFen);
    expect(mall.context.trade.orders.group(groupId)?.paid).toBe(1);
    const row = ledgerRows(mall).at(-1);
    expect(row).toMatchObject({
      kind: 'balance_pay',
      amount_fen: -payFen,
      link_type: 'order',
      link_id: order.order_id,
      link_no: order.order_sn,
      member_uid: 3,
    });
    // the owner's personal purse is untouched, the company's bills keep their row (我的余额 under 企业)
    expect((await mall.get('/api/user', ownerUserToken(mall))).data.now_money).toBe('0.00');
    expect((await mall.get('/api/user/bill', mall.token)).data.count).toBe(1);
    const listed = await mall.get('/api/company/ledger', mall.token);
    expect(listed.data.list[0]).toMatchObject({
      kind: 'balance_pay',
      kind_name: '余额支付',
      pm: 0,
      amount: `-${yuanOf(payFen)}`,
      link_no: order.order_sn,
      member_name: '陈工',
    });
  });

  it('企业账期: used credit rises, the balance stays; a second click pays nothing more', async () => {
    const before = account(mall);
    const { groupId, order, payFen } = await companyOrder(mall);
    expect(await pay(groupId, 'credit')).toMatchObject({ message: '账期支付成功', data: { status: 'success' } });
    expect(await pay(groupId, 'credit')).toEqual({ status: 400, message: '订单不存在或已支付' });
    const after = account(mall);
    expect(after.credit_used_fen).toBe(before.credit_used_fen + payFen);
    expect(after.now_money_fen).toBe(before.now_money_fen);
    expect(ledgerRows(mall).filter((row) => row.kind === 'credit_pay')).toEqual([
      expect.objectContaining({ amount_fen: -payFen, link_id: order.order_id, credit_used_after_fen: after.credit_used_fen }),
    ]);
    expect(mall.context.trade.orders.order(order.order_id)?.pay_type).toBe('credit');
    expect((await mall.get('/api/company/account', mall.token)).data.used_credit).toBe(yuanOf(after.credit_used_fen));
  });

  it('order creation accepts pay_type credit', async () => {
    const { groupId } = await companyOrder(mall);
    expect(mall.context.trade.orders.group(groupId)?.paid).toBe(0);
    expect((await pay(groupId, 'credit')).data.status).toBe('success');
  });

  it('refuses clearly: 余额不足, 可用额度不足, and credit with a personal mall.token', async () => {
    const { groupId, payFen } = await companyOrder(mall);
    setAccount(mall, { balance: payFen - 1, used: 0, limit: payFen - 1 });
    expect(await pay(groupId, 'balance')).toMatchObject({ status: 200, message: '余额不足', data: { status: 'error' } });
    expect(await pay(groupId, 'credit')).toMatchObject({ status: 200, message: '可用额度不足', data: { status: 'error' } });
    expect(account(mall)).toMatchObject({ now_money_fen: payFen - 1, credit_used_fen: 0 });
    expect(mall.context.trade.orders.group(groupId)?.paid).toBe(0);
    expect(ledgerRows(mall).filter((row) => row.kind !== 'opening')).toEqual([]);

    const personal = await companyOrder(mall, mall.userToken);
    expect(await pay(personal.groupId, 'credit', mall.userToken)).toMatchObject({
      message: '请切换为企业身份后使用账期支付',
      data: { status: 'error' },
    });
  });

  it('a personal balance payment stays personal: the user’s purse and bills, no company ledger row', async () => {
    const rows = ledgerRows(mall).length;
    const before = mall.context.trade.purse.read('user:1')?.balanceFen ?? 0;
    const { groupId, payFen } = await companyOrder(mall, mall.userToken);
    expect((await pay(groupId, 'balance', mall.userToken)).data.status).toBe('success');
    expect(mall.context.trade.purse.read('user:1')?.balanceFen).toBe(before - payFen);
    expect(ledgerRows(mall)).toHaveLength(rows);
  });

  it('20 concurrent credit payments on a small credit line never exceed it', async () => {
    const orders = [];
    for (let i = 0; i < 20; i++) orders.push(await companyOrder(mall));
    const price = orders[0]?.payFen ?? 0;
    setAccount(mall, { used: 0, limit: 3 * price + price - 1 });
    const answers = await Promise.all(orders.map(({ groupId }) => pay(groupId, 'credit')));
    expect(answers.filter((answer) => answer.data?.status === 'success')).toHaveLength(3);
    expect(new Set(answers.filter((answer) => answer.data?.status === 'error').map((answer) => answer.message))).toEqual(
      new Set(['可用额度不足']),
    );
    expect(account(mall).credit_used_fen).toBe(3 * price);
    expect(ledgerRows(mall).filter((row) => row.kind === 'credit_pay')).toHaveLength(3);
  });
});

describe('refunds of company orders', () => {
  it('a balance payment’s refund goes back to the company balance, never a member’s purse', async () => {
    const { groupId, order, payFen } = await companyOrder(mall);
    await pay(groupId, 'balance');
    const paid = account(mall);
    const ownerBefore = (await mall.get('/api/user', ownerUserToken(mall))).data.now_money;
    const refundId = await refundAll(order.order_id, payFen);
    expect(account(mall)).toMatchObject({ now_money_fen: paid.now_money_fen + payFen, credit_used_fen: paid.credit_used_fen });
    expect(ledgerRows(mall).at(-1)).toMatchObject({ kind: 'refund', amount_fen: payFen, link_type: 'refund', link_id: refundId });
    expect((await mall.get('/api/user', ownerUserToken(mall))).data.now_money).toBe(ownerBefore);
  });

  it('a credit payment’s refund lowers the used credit; what was already repaid returns to the balance', async () => {
    const { groupId, order, payFen } = await companyOrder(mall);
    await pay(groupId, 'credit');
    const paid = account(mall);
    await refundAll(order.order_id, payFen);
    expect(account(mall)).toMatchObject({ now_money_fen: paid.now_money_fen, credit_used_fen: paid.credit_used_fen - payFen });
    expect(ledgerRows(mall).at(-1)).toMatchObject({ kind: 'refund', amount_fen: payFen });

    const second = await companyOrder(mall);
    await pay(second.groupId, 'credit');
    setAccount(mall, { used: 100 });
    const before = account(mall);
    await refundAll(second.order.order_id, second.payFen);
    expect(account(mall)).toMatchObject({ credit_used_fen: 0, now_money_fen: before.now_money_fen + second.payFen - 100 });
  });
});

describe('the ledger', () => {
  it('explains the account after any sequence of movements: net after = previous net + amount', async () => {
    const first = await companyOrder(mall);
    await pay(first.groupId, 'credit');
    const second = await companyOrder(mall);
    await pay(second.groupId, 'balance');
    const third = await companyOrder(mall);
    await pay(third.groupId, 'credit');
    await refundAll(third.order.order_id, third.payFen);
    const { id } = await submitRemittance(mall, mall.token, { amount: yuanOf(first.payFen + 12_345) });
    await confirmRemittance(mall, id);
    const rows = ledgerRows(mall);
    expect(rows.map((row) => row.kind)).toEqual(['opening', 'credit_pay', 'balance_pay', 'credit_pay', 'refund', 'remittance']);
    for (let i = 1; i < rows.length; i++) {
      const [previous, row] = [rows[i - 1], rows[i]];
      if (!previous || !row) throw new Error('missing row');
      expect(netAfter(row)).toBe(netAfter(previous) + row.amount_fen);
    }
    const last = rows.at(-1);
    expect(last && netAfter(last)).toBe(account(mall).now_money_fen - account(mall).credit_used_fen);
    expect(account(mall).credit_used_fen).toBe(0);

    const listed = await mall.get('/api/company/ledger', mall.token);
    expect(listed.data.count).toBe(6);
    for (const row of listed.data.list as { net_balance: string; balance: string; used_credit: string }[]) {
      expect(Math.round(Number(row.balance) * 100) - Math.round(Number(row.used_credit) * 100)).toBe(
        Math.round(Number(row.net_balance) * 100),
      );
    }
  });

  it('filters by income or expense, kind and dates, 10 a page', async () => {
    for (let i = 0; i < 11; i++) {
      const { groupId } = await companyOrder(mall);
      await pay(groupId, 'balance');
    }
    const all = await mall.get('/api/company/ledger', mall.token);
    expect(all.data.count).toBe(12);
    expect(all.data.list).toHaveLength(10);
    expect((await mall.get('/api/company/ledger?page=2', mall.token)).data.list).toHaveLength(2);
    expect((await mall.get('/api/company/ledger?pm=1', mall.token)).data.list.map((row: { kind: string }) => row.kind)).toEqual([
      'opening',
    ]);
    expect((await mall.get('/api/company/ledger?pm=0', mall.token)).data.count).toBe(11);
    expect((await mall.get('/api/company/ledger?kind=opening', mall.token)).data.count).toBe(1);
    expect((await mall.get('/api/company/ledger?start=2000-01-01&end=2000-01-31', mall.token)).data.count).toBe(0);
    const today = ledgerRows(mall).at(-1)?.create_time.slice(0, 10);
    expect((await mall.get(`/api/company/ledger?start=${today}&end=${today}`, mall.token)).data.count).toBe(12);
    expect(await mall.get('/api/company/ledger?kind=gift', mall.token)).toEqual({ status: 400, message: '筛选条件不正确' });
    expect(await mall.get('/api/company/ledger?start=yesterday', mall.token)).toEqual({ status: 400, message: '筛选条件不正确' });
  });
});
