// Partial refunds of an unshipped two-product order (docs/mall-api.md §3.8): 仅退款 of one piece of one product
// gives back its share of goods and postage, marks that product 部分退款 and leaves the order 待发货; a batch
// request then takes everything left, and the order, refunded to the last fen, reads 已退款 (-1).
import { allocateFen } from '#shared/money.ts';
import { beforeEach, describe, expect, it } from 'vitest';
import { applyRefund, balanceOf, consoleRefund, orderProducts, paidOrderOf, sameMerchantSkus } from './after-sales-helpers.ts';
import { tradeMallPerTest } from '../../helpers/mall/malls.ts';

const mall = tradeMallPerTest();
beforeEach(() => {
  mall.context.trade.purse.addBalance('user:1', 5_000_000);
});

const yuan = (fen: number) => (fen / 100).toFixed(2);

describe('仅退款 of part of an unshipped order', () => {
  it('refunds one piece with its postage share, shows 部分退款, then a batch request refunds the rest exactly', async () => {
    const [a, b] = sameMerchantSkus(mall.context, 2);
    if (!a || !b) throw new Error('no products');
    const stockA = mall.context.trade.stock.skuStock(a.sku);
    const { orderId, order } = await paidOrderOf(mall, mall.userToken, [
      { pick: a, num: 2 },
      { pick: b, num: 1 },
    ]);
    expect(order.status).toBe(0);
    expect(order.total_postage_fen).toBe(800);
    const lines = mall.context.trade.orders.productsOf(orderId);
    const [lineA, lineB] = lines;
    if (!lineA || !lineB) throw new Error('two order products expected');
    // postage was spread by pieces, 2 : 1
    const [postageA = 0, postageB = 0] = allocateFen(800, [2, 1]);
    const goodsA = lineA.pay_price_fen - postageA;

    const quote = await mall.get(`/api/refund/product/${orderId}?ids=${lineA.order_product_id}&type=1`, mall.userToken);
    expect(quote.data).toMatchObject({ status: 0, activity_type: 0 });
    expect(Math.round(quote.data.total_refund_price * 100)).toBe(goodsA);
    expect(Math.round(quote.data.postage_price * 100)).toBe(postageA);

    const onePiece = Math.floor(goodsA / 2) + Math.floor(postageA / 2);
    const preview = await mall.post('/api/refund/compute', { order_id: orderId, refund: { [lineA.order_product_id]: 1 } }, mall.userToken);
    expect(preview.data).toEqual({ totalRefundPrice: yuan(onePiece), postage_price: yuan(Math.floor(postageA / 2)) });
    const sameByIds = await mall.post(
      '/api/refund/compute',
      { order_id: orderId, type: 1, ids: String(lineA.order_product_id), num: 1 },
      mall.userToken,
    );
    expect(sameByIds.data.totalRefundPrice).toBe(yuan(onePiece));

    const ask = { type: 1, num: 1, ids: lineA.order_product_id, refund_message: '未按预定时间发货', refund_price: yuan(onePiece) };
    expect(await applyRefund(mall, mall.userToken, orderId, { ...ask, refund_type: 2 })).toEqual({
      status: 400,
      message: '订单未发货，只能申请仅退款',
    });
    const applied = await applyRefund(mall, mall.userToken, orderId, { ...ask, refund_type: 1 });
    expect(applied.message).toBe('申请退款成功');
    const refundId = applied.data.refund_order_id as number;
    const marks = await orderProducts(mall, mall.userToken, orderId);
    expect(marks.map((p) => [p.is_refund, p.refund_num])).toEqual([
      [1, 1],
      [0, 1],
    ]);

    const before = balanceOf(mall, 'user:1');
    const agreed = await consoleRefund(mall, 'agree', { refund_order_id: refundId });
    expect(agreed.statusCode).toBe(200);
    expect(agreed.body).toContain(`已退款 ¥${yuan(onePiece)}`);
    expect(balanceOf(mall, 'user:1')).toBe(before + onePiece);
    const afterFirst = (await mall.get(`/api/order/detail/${orderId}`, mall.userToken)).data;
    expect(afterFirst.status).toBe(0);
    expect(afterFirst.orderProduct.map((p: { is_refund: number; refund_num: number }) => [p.is_refund, p.refund_num])).toEqual([
      [2, 1],
      [0, 1],
    ]);
    const listed = (await mall.get('/api/order/list?status=0', mall.userToken)).data.list.find(
      (o: { order_id: number }) => o.order_id === orderId,
    );
    expect(listed.orderProduct[0].is_refund).toBe(2);
    // goods that never left go back to stock
    expect(mall.context.trade.stock.skuStock(a.sku)).toBe(stockA - 1);

    const batch = await mall.get(`/api/refund/batch_product/${orderId}`, mall.userToken);
    expect(batch.data.map((p: { order_product_id: number; refund_num: number }) => [p.order_product_id, p.refund_num])).toEqual([
      [lineA.order_product_id, 1],
      [lineB.order_product_id, 1],
    ]);
    const ids = `${lineA.order_product_id},${lineB.order_product_id}`;
    const rest = order.pay_price_fen - onePiece;
    const both = await mall.get(`/api/refund/product/${orderId}?ids=${ids}&type=2`, mall.userToken);
    expect(Math.round((both.data.total_refund_price + both.data.postage_price) * 100)).toBe(rest);
    expect(Math.round(both.data.postage_price * 100)).toBe(postageA - Math.floor(postageA / 2) + postageB);

    const over = await applyRefund(mall, mall.userToken, orderId, {
      type: 2,
      refund_type: 1,
      ids,
      refund_message: '其它原因',
      refund_price: yuan(rest + 1),
    });
    expect(over).toEqual({ status: 400, message: `最高可退款${(rest / 100).toString()}元` });
    const all = await applyRefund(mall, mall.userToken, orderId, {
      type: 2,
      refund_type: 1,
      ids,
      refund_message: '其它原因',
      refund_price: yuan(rest),
    });
    expect(all.status).toBe(200);
    const second = await mall.get(`/api/refund/detail/${all.data.refund_order_id}`, mall.userToken);
    expect(second.data).toMatchObject({ refund_num: 2, refund_price: yuan(rest) });
    expect(second.data.refundProduct.map((p: { refund_num: number }) => p.refund_num)).toEqual([1, 1]);
    await consoleRefund(mall, 'agree', { refund_order_id: all.data.refund_order_id as number });

    expect(balanceOf(mall, 'user:1')).toBe(before + order.pay_price_fen);
    const done = (await mall.get(`/api/order/detail/${orderId}`, mall.userToken)).data;
    expect(done.status).toBe(-1);
    expect(done.orderProduct.map((p: { is_refund: number }) => p.is_refund)).toEqual([3, 3]);
    expect(mall.context.trade.stock.skuStock(a.sku)).toBe(stockA);
    expect(await mall.get(`/api/refund/batch_product/${orderId}`, mall.userToken)).toEqual({ status: 400, message: '没有可退款商品' });
    expect(await mall.get(`/api/refund/product/${orderId}?ids=${ids}&type=2`, mall.userToken)).toEqual({
      status: 400,
      message: '订单已退款',
    });
  });
});
