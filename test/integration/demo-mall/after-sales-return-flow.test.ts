// After-sales, the whole way (docs/mall-api.md §3.8): a 退货退款 with pictures is approved with a return address,
// the buyer sends the goods back, the merchant confirms they arrived and refunds: the balance rises by exactly
// the refund with a 退款 bill, the stock comes back and the order reads 已退款 (-1). Also refusal with a reason,
// cancelling, the list tabs and removing a finished request.
import { uploadedPicture } from './picture-upload-helpers.ts';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  applyRefund,
  balanceOf,
  billsOf,
  consoleRefund,
  orderProducts,
  paidOrderOf,
  RETURN_ADDRESS,
  sameMerchantSkus,
  shipOrder,
} from './after-sales-helpers.ts';
import { tradeMallPerTest } from '../../helpers/mall/malls.ts';

const mall = tradeMallPerTest();
beforeEach(() => {
  mall.context.trade.purse.addBalance('user:1', 5_000_000);
});

const detailOf = async (id: number) => (await mall.get(`/api/refund/detail/${id}`, mall.userToken)).data;

describe('退货退款: apply → agree with address → back goods → received → refund', () => {
  it('refunds exactly what was asked to the balance, with a bill, stock back and the order 已退款', async () => {
    const [pick] = sameMerchantSkus(mall.context, 1);
    if (!pick) throw new Error('no product');
    const stockBefore = mall.context.trade.stock.skuStock(pick.sku);
    const { orderId, order } = await paidOrderOf(mall, mall.userToken, [{ pick, num: 2 }]);
    expect(mall.context.trade.stock.skuStock(pick.sku)).toBe(stockBefore - 2);
    await shipOrder(mall, orderId);
    const [line] = await orderProducts(mall, mall.userToken, orderId);
    if (!line) throw new Error('no order product');
    expect(line).toMatchObject({ is_refund: 0, refund_num: 2 });

    // shipped: postage no longer goes back, the goods may
    const quote = await mall.get(`/api/refund/product/${orderId}?ids=${line.order_product_id}&type=1`, mall.userToken);
    expect(quote.status).toBe(200);
    expect(quote.data.postage_price).toBe(0);
    expect(quote.data.status).toBe(1);
    expect(quote.data.product[0]).toMatchObject({ order_product_id: line.order_product_id, refund_num: 2, is_refund: 0 });
    expect(quote.data.product[0].cart_info.productAttr.price).toMatch(/^\d+\.\d{2}$/);
    const goodsFen = order.pay_price_fen - order.total_postage_fen;
    expect(Math.round(quote.data.total_refund_price * 100)).toBe(goodsFen);

    const asked = goodsFen - 100;
    const PICS = [await uploadedPicture(mall, mall.userToken), await uploadedPicture(mall, mall.userToken)];
    const waybill = await uploadedPicture(mall, mall.userToken);
    const applied = await applyRefund(mall, mall.userToken, orderId, {
      type: 1,
      refund_type: 2,
      num: 2,
      ids: String(line.order_product_id),
      refund_message: '收到商品损坏了',
      mark: '外箱压坏，两件都有裂痕',
      refund_price: (asked / 100).toFixed(2),
      pics: PICS,
    });
    expect(applied.status).toBe(200);
    expect(applied.message).toBe('申请退款成功');
    const refundId = applied.data.refund_order_id as number;
    expect(await detailOf(refundId)).toMatchObject({
      status: 0,
      refund_type: 2,
      refund_num: 2,
      refund_price: (asked / 100).toFixed(2),
      refund_message: '收到商品损坏了',
      mark: '外箱压坏，两件都有裂痕',
      pics: PICS,
      order_id: orderId,
    });
    expect((await orderProducts(mall, mall.userToken, orderId))[0]).toMatchObject({ is_refund: 1, refund_num: 0 });
    expect((await mall.get('/api/refund/list?type=1', mall.userToken)).data.count).toBe(1);

    // the buyer cannot send goods back before the merchant agreed
    const early = await mall.post(
      `/api/refund/back_goods/${refundId}`,
      { delivery_type: '顺丰速运', delivery_id: 'SF0987654321', delivery_phone: '13912345678' },
      mall.userToken,
    );
    expect(early).toEqual({ status: 400, message: '退款单状态有误' });

    const noAddress = await consoleRefund(mall, 'agree', { refund_order_id: refundId, ...RETURN_ADDRESS, mer_delivery_address: '' });
    expect(noAddress.statusCode).toBe(400);
    expect(noAddress.body).toContain('请输入收货地址');
    const agreed = await consoleRefund(mall, 'agree', { refund_order_id: refundId, ...RETURN_ADDRESS });
    expect(agreed.statusCode).toBe(200);
    expect(agreed.body).toContain('已同意退货');
    expect(await detailOf(refundId)).toMatchObject({ status: 1, ...RETURN_ADDRESS });

    const companies = (await mall.get('/api/common/express', mall.userToken)).data as { label: string; value: string }[];
    expect(companies.map((c) => c.label)).toContain('中通快递');
    const shipment = {
      delivery_type: '中通快递',
      delivery_id: 'ZT7654321098',
      delivery_phone: '13912345678',
      delivery_mark: '已打包原箱',
      delivery_pics: [waybill],
    };
    expect(await mall.post(`/api/refund/back_goods/${refundId}`, shipment, mall.userToken)).toEqual({ status: 200, message: '提交成功' });
    // a double click on 提交 changes nothing and still says 提交成功
    expect(await mall.post(`/api/refund/back_goods/${refundId}`, shipment, mall.userToken)).toEqual({ status: 200, message: '提交成功' });
    expect(await detailOf(refundId)).toMatchObject({
      status: 2,
      delivery_type: '中通快递',
      delivery_id: 'ZT7654321098',
      delivery_phone: '13912345678',
      delivery_mark: '已打包原箱',
      delivery_pics: [waybill],
    });
    const tracking = await mall.get(`/api/refund/express/${refundId}`, mall.userToken);
    expect(tracking.data.express.map((s: { status: string }) => s.status)).toEqual(['买家已寄出退货，等待中通快递揽收']);
    expect(tracking.data.refund).toMatchObject({ refund_order_id: refundId, delivery_id: 'ZT7654321098' });

    const tooSoon = await consoleRefund(mall, 'refund', { refund_order_id: refundId });
    expect(tooSoon.statusCode).toBe(400);
    expect(tooSoon.body).toContain('请先确认收到退货');
    mall.advance(26 * 3600_000);
    const received = await consoleRefund(mall, 'received', { refund_order_id: refundId });
    expect(received.statusCode).toBe(200);
    expect(received.body).toContain('已确认收到退货');
    const signed = (await mall.get(`/api/refund/express/${refundId}`, mall.userToken)).data.express;
    expect(signed[0].status).toBe('商家已签收退货，感谢使用中通快递');

    const before = balanceOf(mall, 'user:1');
    const refunded = await consoleRefund(mall, 'refund', { refund_order_id: refundId });
    expect(refunded.statusCode).toBe(200);
    expect(refunded.body).toContain('已原路退回余额');
    // the merchant clicks again: nothing more moves
    expect((await consoleRefund(mall, 'refund', { refund_order_id: refundId })).statusCode).toBe(200);
    expect(balanceOf(mall, 'user:1')).toBe(before + asked);
    const refundBills = billsOf(mall, 'user:1').filter((bill) => bill.type === 'refund');
    expect(refundBills).toHaveLength(1);
    expect(refundBills[0]).toMatchObject({ pm: 1, title: '退款增加余额', category: 'now_money', number_fen: asked, link_id: refundId });

    expect(await detailOf(refundId)).toMatchObject({ status: 3, refund_channel: 'balance' });
    const orderDetail = (await mall.get(`/api/order/detail/${orderId}`, mall.userToken)).data;
    expect(orderDetail.status).toBe(-1);
    expect(orderDetail.orderProduct[0]).toMatchObject({ is_refund: 3, refund_num: 0 });
    expect((await mall.get('/api/order/list?status=-1', mall.userToken)).data.list.map((o: { order_id: number }) => o.order_id)).toContain(
      orderId,
    );
    expect(mall.context.trade.stock.skuStock(pick.sku)).toBe(stockBefore);

    // 已处理 tab, then removed from the list
    expect((await mall.get('/api/refund/list?type=1', mall.userToken)).data.count).toBe(0);
    const finished = (await mall.get('/api/refund/list?type=2', mall.userToken)).data;
    expect(finished.count).toBe(1);
    expect(finished.list[0]).toMatchObject({ refund_order_id: refundId, status: 3, refund_price: (asked / 100).toFixed(2) });
    expect(finished.list[0].refundProduct[0]).toMatchObject({ order_product_id: line.order_product_id, refund_num: 2 });
    expect(await mall.post(`/api/refund/del/${refundId}`, {}, mall.userToken)).toEqual({ status: 200, message: '删除成功' });
    expect((await mall.get('/api/refund/list', mall.userToken)).data.count).toBe(0);
    expect(await mall.get(`/api/refund/detail/${refundId}`, mall.userToken)).toEqual({ status: 400, message: '退款单不存在' });
  });
});

describe('refusal and cancelling', () => {
  it('a refused request shows its reason and frees the pieces; a cancelled one too', async () => {
    const [pick] = sameMerchantSkus(mall.context, 1);
    if (!pick) throw new Error('no product');
    const { orderId } = await paidOrderOf(mall, mall.userToken, [{ pick, num: 1 }]);
    const [line] = await orderProducts(mall, mall.userToken, orderId);
    if (!line) throw new Error('no order product');
    const ask = { type: 1, refund_type: 1, num: 1, ids: line.order_product_id, refund_message: '信息填错了，重新拍', refund_price: '0.01' };
    const first = (await applyRefund(mall, mall.userToken, orderId, ask)).data.refund_order_id as number;

    const noReason = await consoleRefund(mall, 'refuse', { refund_order_id: first, fail_message: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.body).toContain('请输入拒绝原因');
    const refused = await consoleRefund(mall, 'refuse', { refund_order_id: first, fail_message: '商品已发出，请收货后申请' });
    expect(refused.statusCode).toBe(200);
    expect(await detailOf(first)).toMatchObject({ status: -1, fail_message: '商品已发出，请收货后申请' });
    expect((await orderProducts(mall, mall.userToken, orderId))[0]).toMatchObject({ is_refund: 0, refund_num: 1 });
    expect(await mall.post(`/api/refund/cancel/${first}`, {}, mall.userToken)).toEqual({ status: 400, message: '当前状态不可取消' });

    mall.advance(11_000);
    const second = (await applyRefund(mall, mall.userToken, orderId, ask)).data.refund_order_id as number;
    expect(second).not.toBe(first);
    expect(await mall.post(`/api/refund/del/${second}`, {}, mall.userToken)).toEqual({ status: 400, message: '当前状态不可删除' });
    expect(await mall.post(`/api/refund/cancel/${second}`, {}, mall.userToken)).toEqual({ status: 200, message: '取消成功' });
    expect(await mall.post(`/api/refund/cancel/${second}`, {}, mall.userToken)).toEqual({ status: 200, message: '取消成功' });
    expect(await detailOf(second)).toMatchObject({ status: -10 });
    const agreeCancelled = await consoleRefund(mall, 'agree', { refund_order_id: second });
    expect(agreeCancelled.statusCode).toBe(400);
    expect(agreeCancelled.body).toContain('退款单状态有误');
    expect((await orderProducts(mall, mall.userToken, orderId))[0]).toMatchObject({ is_refund: 0, refund_num: 1 });
    const all = (await mall.get('/api/refund/list?type=2', mall.userToken)).data;
    expect(all.list.map((row: { status: number }) => row.status)).toEqual([-10, -1]);

    const console = await mall.app.inject({ method: 'GET', url: '/demo/merchant/refunds' });
    expect(console.statusCode).toBe(200);
    expect(console.body).toContain('审核未通过');
    expect(console.body).toContain('已取消');
    expect((await mall.app.inject({ method: 'GET', url: '/demo/merchant' })).body).toContain('href="/demo/merchant/refunds"');
  });
});
