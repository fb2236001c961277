// Goods receipt after a partial refund (docs/company-api.md §11.2): pieces a refund already holds are no longer
// owed, so a shortfall counts only the pieces neither received nor refunded.
import { describe, expect, it } from 'vitest';
import { applyRefund, consoleRefund, shipOrder } from './after-sales-helpers.ts';
import { companyOrder } from './company-finance-helpers.ts';
import { uploadedPicture } from './picture-upload-helpers.ts';
import { consolePost } from './trade/trade-helpers.ts';
import { companyTwoMallPerTest } from '../../helpers/mall/malls.ts';

const mall = companyTwoMallPerTest({ balance: 800_000, used: 0, limit: 2_000_000 });

/** A company order of 2 paid from the balance, shipped, one piece refunded and paid out, then delivered. */
async function deliveredWithOnePieceRefunded() {
  const { groupId, order } = await companyOrder(mall, mall.token, 2);
  expect((await mall.post(`/api/order/pay/${groupId}`, { type: 'balance', return_url: '' }, mall.token)).status).toBe(200);
  await shipOrder(mall, order.order_id);
  const line = mall.context.trade.orders.productsOf(order.order_id)[0];
  if (!line) throw new Error('no line');
  const preview = await mall.post('/api/refund/compute', { order_id: order.order_id, refund: { [line.order_product_id]: 1 } }, mall.token);
  const applied = await applyRefund(mall, mall.token, order.order_id, {
    type: 1,
    num: 1,
    ids: line.order_product_id,
    refund_type: 1,
    refund_message: '收到破损',
    refund_price: preview.data.totalRefundPrice,
  });
  expect(applied.message).toBe('申请退款成功');
  expect((await consoleRefund(mall, 'agree', { refund_order_id: applied.data.refund_order_id as number })).statusCode).toBe(200);
  expect((await consolePost(mall, '/demo/merchant/delivered', { order_id: order.order_id })).statusCode).toBe(200);
  return { orderId: order.order_id, line };
}

const refundsOf = (orderId: number) =>
  mall.context.db.prepare('SELECT refund_num, status FROM refund_orders WHERE order_id = ? ORDER BY refund_order_id').all(orderId);

describe('accepting an order after one piece was refunded', () => {
  it('order of 2, one refunded, 0 received: a shortfall of 1 and a refund for the piece not yet refunded', async () => {
    const { orderId, line } = await deliveredWithOnePieceRefunded();
    const photo = await uploadedPicture(mall, mall.token);
    const lines = [{ order_product_id: line.order_product_id, received_num: 0, reason: '整件未到', pics: [photo] }];
    const accepted = await mall.post(`/api/company/acceptance/accept/${orderId}`, { lines }, mall.token);
    expect(accepted.message).toBe('验收成功');
    expect(accepted.data.shortfall_num).toBe(1);
    expect(refundsOf(orderId)).toEqual([
      { refund_num: 1, status: 3 },
      { refund_num: 1, status: 0 },
    ]);
    expect((await mall.get(`/api/company/acceptance/detail/${orderId}`, mall.token)).data.shortfall_num).toBe(1);
  });

  it('order of 2, one refunded, 1 received: nothing is short and no refund opens', async () => {
    const { orderId, line } = await deliveredWithOnePieceRefunded();
    const lines = [{ order_product_id: line.order_product_id, received_num: 1 }];
    const accepted = await mall.post(`/api/company/acceptance/accept/${orderId}`, { lines }, mall.token);
    expect(accepted.message).toBe('验收成功');
    expect(accepted.data.shortfall_num).toBe(0);
    expect(accepted.data.refund_order_id).toBe(0);
    expect(refundsOf(orderId)).toEqual([{ refund_num: 1, status: 3 }]);
  });
});
