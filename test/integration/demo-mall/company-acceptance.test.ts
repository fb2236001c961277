// Goods receipt and credit terms of company orders (docs/company-api.md §11): accepting a delivered order line by
// line, the refund a shortfall opens, accepting twice, automatic acceptance after the company's days, due dates,
// the open items and the refusal of new credit payments while one is overdue, and repaying from the balance.
import { describe, expect, it } from 'vitest';
import { formatFen } from '#shared/money.ts';
import { shipOrder } from './after-sales-helpers.ts';
import { addMember, COMPANY, companyOrder } from './company-finance-helpers.ts';
import { consolePost } from './trade/trade-helpers.ts';
import { companyTwoMallPerTest } from '../../helpers/mall/malls.ts';
import { PICTURE_NOT_UPLOADED } from '../../../demo-mall/core/picture-origin.ts';
import { uploadedPicture } from './picture-upload-helpers.ts';
import { memberToken } from './company-members-helpers.ts';

const DAY = 86_400_000;
const mall = companyTwoMallPerTest({ balance: 800_000, used: 0, limit: 2_000_000 });

/** A company order of `num` pieces paid on credit, shipped and delivered: its merchant order. */
async function deliveredCreditOrder(num = 10) {
  const { groupId, order } = await companyOrder(mall, mall.token, num);
  const paid = await mall.post(`/api/order/pay/${groupId}`, { type: 'credit', return_url: '' }, mall.token);
  expect(paid.status).toBe(200);
  await shipOrder(mall, order.order_id);
  const delivered = await consolePost(mall, '/demo/merchant/delivered', { order_id: order.order_id });
  expect(delivered.statusCode).toBe(200);
  const line = mall.context.trade.orders.productsOf(order.order_id)[0];
  if (!line) throw new Error('no line');
  return { groupId, orderId: order.order_id, orderSn: order.order_sn, line, payFen: order.pay_price_fen };
}

const accept = (orderId: number, lines: object[], as = mall.token) => mall.post(`/api/company/acceptance/accept/${orderId}`, { lines }, as);

describe('accepting a company order', () => {
  it('accepts 9 of 10 with a photo: a refund for 1 opens, the order is received and falls due in 30 days', async () => {
    const { orderId, line, payFen } = await deliveredCreditOrder(10);
    const waiting = await mall.get('/api/company/acceptance/lst', mall.token);
    expect(waiting.data.list.map((row: { order_id: number }) => row.order_id)).toContain(orderId);

    const photo = await uploadedPicture(mall, mall.token);
    const short = [{ order_product_id: line.order_product_id, received_num: 9, reason: '数量短缺', pics: [photo] }];
    const first = await accept(orderId, short);
    expect(first.status).toBe(200);
    expect(first.message).toBe('验收成功');
    expect(first.data.shortfall_num).toBe(1);
    expect(first.data.repeated).toBe(false);
    const refundId = first.data.refund_order_id as number;
    expect(refundId).toBeGreaterThan(0);
    // the double click: the same answer, nothing written twice
    const second = await accept(orderId, short);
    expect(second.status).toBe(200);
    expect(second.data.repeated).toBe(true);
    expect(second.data.refund_order_id).toBe(refundId);
    const refunds = mall.context.db.prepare('SELECT * FROM refund_orders WHERE order_id = ?').all(orderId) as Array<Record<string, number>>;
    expect(refunds).toHaveLength(1);
    expect(refunds[0]?.refund_num).toBe(1);
    expect(refunds[0]?.refund_price_fen).toBe(Math.floor((payFen - 0) / 10));
    expect(refunds[0]?.status).toBe(0);

    const order = mall.context.trade.orders.order(orderId);
    expect(order?.status).toBe(2);
    const detail = await mall.get(`/api/company/acceptance/detail/${orderId}`, mall.token);
    expect(detail.data.status_name).toBe('部分验收');
    expect(detail.data.lines[0].received_num).toBe(9);
    expect(detail.data.lines[0].pics).toEqual([photo]);
    const due = new Date(mall.now() + 30 * DAY);
    const pad = (n: number) => String(n).padStart(2, '0');
    expect(detail.data.due_date).toBe(`${due.getFullYear()}-${pad(due.getMonth() + 1)}-${pad(due.getDate())}`);
    // only the 9 accepted pieces are billed while the merchant handles the shortfall refund
    const items = await mall.get('/api/company/credit/items', mall.token);
    expect(items.data.list[0].open_amount).toBe(formatFen(payFen - (refunds[0]?.refund_price_fen ?? 0)));

    // overdue, repaid from the balance: what remains of the used credit is the refund's, owed by nobody
    mall.advance(31 * DAY);
    expect((await mall.get('/api/company/credit/items', mall.token)).data.overdue.count).toBe(1);
    expect((await mall.post('/api/company/credit/repay', {}, mall.token)).status).toBe(200);
    expect((await mall.post('/api/company/credit/repay', {}, mall.token)).message).toBe('没有已逾期的账期款项');
    expect((await mall.get('/api/company/credit/items', mall.token)).data.list).toEqual([]);
    expect(mall.context.company.ledger.account(COMPANY)?.credit_used_fen).toBe(refunds[0]?.refund_price_fen);
  });

  it('refuses a shortfall without a reason or a photo, and quantities outside the order, with Chinese messages', async () => {
    const { orderId, line } = await deliveredCreditOrder(10);
    const id = line.order_product_id;
    expect((await accept(orderId, [{ order_product_id: id, received_num: 9, pics: ['/a.png'] }])).message).toBe(
      '实收少于订购数量时，请填写差异原因',
    );
    expect((await accept(orderId, [{ order_product_id: id, received_num: 9, reason: '破损' }])).message).toBe(
      '实收少于订购数量时，请上传至少一张照片',
    );
    expect((await accept(orderId, [{ order_product_id: id, received_num: 11 }])).message).toBe('实收数量须为 0 到订购数量之间的整数');
    expect((await accept(orderId, [{ order_product_id: 999_999, received_num: 1 }])).message).toBe('验收明细中的商品不属于该订单');
    expect(mall.context.trade.orders.order(orderId)?.status).toBe(1);
  });

  it('takes only photos the caller uploaded here: another site’s picture or another company’s upload is refused', async () => {
    const { orderId, line } = await deliveredCreditOrder(10);
    const otherCompanys = await uploadedPicture(mall, mall.context.signer.issue(1, 'company').token);
    const shortWith = (pics: string[]) => [{ order_product_id: line.order_product_id, received_num: 9, reason: '破损', pics }];
    for (const pics of [['https://tracker.example.com/pixel.png'], ['/uploads/demo/box.png'], [otherCompanys]]) {
      expect(await accept(orderId, shortWith(pics)), pics[0]).toEqual({ status: 400, message: PICTURE_NOT_UPLOADED });
    }
    expect(mall.context.trade.orders.order(orderId)?.status).toBe(1);
    expect(mall.context.db.prepare('SELECT COUNT(*) AS n FROM refund_orders WHERE order_id = ?').get(orderId)).toEqual({ n: 0 });
    // the member's own upload under their personal token counts as theirs when they act for the company
    const personal = await uploadedPicture(mall, mall.context.signer.issue(3, 'user').token);
    expect((await accept(orderId, shortWith([personal]), memberToken(mall.context, 2, 3))).message).toBe('验收成功');
  });

  it('lets only the requester or a 管理员 accept; a 财务 cannot', async () => {
    const { orderId } = await deliveredCreditOrder(2);
    addMember(mall, 1, 'finance');
    const financeToken = mall.context.signer.issue(1, 'user').token;
    const refused = await mall.post(`/api/company/acceptance/accept/${orderId}`, {}, financeToken);
    expect(refused.message).toBe('您的企业角色无权进行此操作');
  });

  it('accepts in full automatically after the company acceptance days', async () => {
    expect((await mall.post('/api/company/terms', { accept_days: 3, credit_days: 45 }, mall.token)).status).toBe(200);
    expect((await mall.post('/api/company/terms', { accept_days: 0, credit_days: 45 }, mall.token)).message).toBe(
      '天数须为 1 到 180 之间的整数',
    );
    const { orderId } = await deliveredCreditOrder(2);
    mall.advance(2 * DAY);
    expect((await mall.get(`/api/company/acceptance/detail/${orderId}`, mall.token)).data.status).toBe(0);
    mall.advance(DAY + 1000);
    const detail = await mall.get(`/api/company/acceptance/detail/${orderId}`, mall.token);
    expect(detail.data.status).toBe(1);
    expect(detail.data.auto).toBe(true);
    expect(detail.data.lines[0].received_num).toBe(2);
    expect(mall.context.trade.orders.order(orderId)?.status).toBe(2);
  });
});

describe('credit terms', () => {
  it('lists open items, refuses a new credit payment while one is overdue naming it, and allows it once repaid', async () => {
    const { orderId, orderSn } = await deliveredCreditOrder(2);
    expect((await accept(orderId, [])).status).toBe(200);
    const open = await mall.get('/api/company/credit/items', mall.token);
    expect(open.data.list).toHaveLength(1);
    expect(open.data.list[0].state).toBe('open');

    mall.advance(28 * DAY);
    const soon = await mall.get('/api/company/credit/reminder', mall.token);
    expect(soon.data.due_soon_count).toBe(1);

    mall.advance(3 * DAY);
    const items = await mall.get('/api/company/credit/items', mall.token);
    expect(items.data.overdue.count).toBe(1);
    expect(items.data.list[0].state_name).toBe('已逾期');

    const next = await companyOrder(mall, mall.token, 1);
    const refused = await mall.post(`/api/order/pay/${next.groupId}`, { type: 'credit', return_url: '' }, mall.token);
    // CRMEB answers a refused payment as status 200 with data.status 'error' and the reason as the message
    expect(refused.data.status).toBe('error');
    expect(refused.message).toContain(orderSn);
    expect(refused.message).toContain('已逾期');
    expect(mall.context.trade.orders.group(next.groupId)?.paid).toBe(0);

    const repaid = await mall.post('/api/company/credit/repay', {}, mall.token);
    expect(repaid.status).toBe(200);
    // the second click finds nothing overdue and moves no money
    const again = await mall.post('/api/company/credit/repay', {}, mall.token);
    expect(again.message).toBe('没有已逾期的账期款项');
    expect(mall.context.company.ledger.account(COMPANY)?.credit_used_fen).toBe(0);

    const paid = await mall.post(`/api/order/pay/${next.groupId}`, { type: 'credit', return_url: '' }, mall.token);
    expect(paid.data.status).toBe('success');
  });

  it('clears open items first due first when a remittance repays part of the used credit', async () => {
    const first = await deliveredCreditOrder(2);
    expect((await accept(first.orderId, [])).status).toBe(200);
    mall.advance(DAY);
    const second = await deliveredCreditOrder(2);
    expect((await accept(second.orderId, [])).status).toBe(200);
    // a remittance of the first order's amount plus one fen: the first is cleared, the second owes one fen less
    const moved = mall.context.company.ledger.move({
      companyId: COMPANY,
      kind: 'remittance',
      balanceFen: 0,
      creditFen: -(first.payFen + 1),
      time: '2026-01-01 00:00:00',
    });
    expect(moved.ok).toBe(true);
    const items = (await mall.get('/api/company/credit/items', mall.token)).data.list as Array<{ order_id: number; open_amount: string }>;
    expect(items.map((item) => item.order_id)).toEqual([second.orderId]);
    expect(items[0]?.open_amount).toBe(formatFen(second.payFen - 1));
  });
});
