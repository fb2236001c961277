// Refusals of the after-sales calls (docs/mall-api.md §3.8): each bad field of a request with the mall's message,
// an amount above what may go back, more pieces than were bought, a tenth picture, a note too long, someone
// else's order or request (answered like a missing one), a second request while one is open, the refund window,
// and the same request clicked twice (one request).
import { PICTURE_NOT_UPLOADED } from '../../../demo-mall/core/picture-origin.ts';
import { uploadedPicture } from './picture-upload-helpers.ts';
import { beforeEach, describe, expect, it } from 'vitest';
import { applyRefund, orderProducts, paidOrderOf, sameMerchantSkus, shipOrder } from './after-sales-helpers.ts';
import { tradeMallPerTest } from '../../helpers/mall/malls.ts';

const mall = tradeMallPerTest();
let orderId: number;
let lineId: number;
let paidFen: number;
let postageFen: number;

beforeEach(async () => {
  mall.context.trade.purse.addBalance('user:1', 5_000_000);
  const [pick] = sameMerchantSkus(mall.context, 1);
  if (!pick) throw new Error('no product');
  const paid = await paidOrderOf(mall, mall.userToken, [{ pick, num: 2 }]);
  orderId = paid.orderId;
  paidFen = paid.order.pay_price_fen;
  postageFen = paid.order.total_postage_fen;
  lineId = mall.context.trade.orders.productsOf(orderId)[0]?.order_product_id ?? 0;
});

const valid = () => ({
  type: 1,
  refund_type: 1,
  num: 1,
  ids: String(lineId),
  refund_message: '与描述不符',
  mark: '',
  refund_price: '0.10',
});
const apply = (body: object, token = mall.userToken) => applyRefund(mall, token, orderId, body);
const refusal = async (body: object) => (await apply(body)).message;

describe('refund request fields', () => {
  it('answers the first broken rule, in the mall validator’s order', async () => {
    expect(await refusal({ ...valid(), type: '' })).toBe('退款类型不能为空');
    expect(await refusal({ ...valid(), type: 3 })).toBe('退款类型必须在 1,2 范围内');
    expect(await refusal({ ...valid(), refund_type: undefined })).toBe('退款方式不能为空');
    expect(await refusal({ ...valid(), refund_type: '9' })).toBe('退款方式必须在 1,2 范围内');
    expect(await refusal({ ...valid(), num: '' })).toBe('商品件数不能为空');
    expect(await refusal({ ...valid(), num: '1.5' })).toBe('商品件数必须是整数');
    expect(await refusal({ ...valid(), num: 0 })).toBe('商品件数必须大于 0');
    expect(await refusal({ ...valid(), ids: '' })).toBe('退款商品不能为空');
    expect(await refusal({ ...valid(), refund_message: '  ' })).toBe('退款原因不能为空');
    expect(await refusal({ ...valid(), refund_message: '因'.repeat(129) })).toBe('退款原因长度不能超过 128');
    expect(await refusal({ ...valid(), mark: '备'.repeat(129) })).toBe('备注长度不能超过 128');
    expect(await refusal({ ...valid(), refund_price: '' })).toBe('退款金额不能为空');
    expect(await refusal({ ...valid(), refund_price: 'abc' })).toBe('退款金额必须是浮点数');
    expect(await refusal({ ...valid(), refund_price: '-1' })).toBe('退款金额必须大于等于 0');
    expect(await refusal({ ...valid(), refund_price: '0.105' })).toBe('退款金额最多保留两位小数');
    expect(await refusal({ ...valid(), pics: 'a.png' })).toBe('凭证必须是数组');
    expect(await refusal({ ...valid(), pics: ['javascript:alert(1)'] })).toBe('凭证格式不符');
    // pictures are what the upload call answered the buyer: another site's (a tracking pixel) or another's upload is refused
    expect(await refusal({ ...valid(), pics: ['https://tracker.example.com/pixel.png'] })).toBe(PICTURE_NOT_UPLOADED);
    expect(await refusal({ ...valid(), pics: [await uploadedPicture(mall, mall.context.signer.issue(3, 'user').token)] })).toBe(
      PICTURE_NOT_UPLOADED,
    );
    const nine: string[] = [];
    for (let i = 0; i < 9; i += 1) nine.push(await uploadedPicture(mall, mall.userToken));
    expect(await refusal({ ...valid(), pics: [...nine, '/uploads/p9.png'] })).toBe('凭证长度不能超过 9');
    expect(await refusal({ ...valid(), mark: '备'.repeat(128), pics: nine })).toBe('申请退款成功');
  });

  it('refuses more than may go back: amount, pieces, products of another order, a batch of one line twice', async () => {
    // one of two pieces: half the goods and, not shipped yet, half the postage
    expect(postageFen).toBe(800);
    const perPiece = Math.floor((paidFen - postageFen) / 2) + postageFen / 2;
    expect(await refusal({ ...valid(), refund_price: ((perPiece + 1) / 100).toFixed(2) })).toBe(`最高可退款${String(perPiece / 100)}元`);
    expect(await refusal({ ...valid(), num: 3 })).toBe('可退款商品不足3件');
    expect(await refusal({ ...valid(), ids: '999999' })).toBe('请选择正确的退款商品');
    expect(await refusal({ ...valid(), ids: `${lineId},999999` })).toBe('请选择正确的退款商品');
    expect(await refusal({ ...valid(), type: 2, ids: 'x' })).toBe('请选择正确的退款商品');
    expect(await mall.get(`/api/refund/product/${orderId}`, mall.userToken)).toEqual({ status: 400, message: '请选择退款商品' });
    expect(await mall.post('/api/refund/compute', { order_id: orderId, refund: { [lineId]: 5 } }, mall.userToken)).toEqual({
      status: 400,
      message: '可退款商品不足5件',
    });
    expect(mall.context.afterSales.store.ofPrincipal('user:1')).toHaveLength(0);
  });
});

describe('whose order, whose request', () => {
  it('answers someone else’s order and request like a missing one', async () => {
    const other = mall.ownerToken;
    expect(await apply(valid(), other)).toEqual({ status: 400, message: '订单状态错误' });
    expect(await mall.get(`/api/refund/product/${orderId}?ids=${lineId}&type=1`, other)).toEqual({ status: 400, message: '订单状态有误' });
    expect(await mall.get(`/api/refund/batch_product/${orderId}`, other)).toEqual({ status: 400, message: '订单不存在' });
    expect(await mall.post('/api/refund/compute', { order_id: orderId, refund: { [lineId]: 1 } }, other)).toEqual({
      status: 400,
      message: '订单状态有误',
    });
    // the company account is not its owner either
    expect((await apply(valid(), mall.companyToken)).message).toBe('订单状态错误');

    const refundId = (await apply(valid())).data.refund_order_id as number;
    const missing = { status: 400, message: '退款单不存在' };
    expect(await mall.get(`/api/refund/detail/${refundId}`, other)).toEqual(missing);
    expect(await mall.get(`/api/refund/express/${refundId}`, other)).toEqual(missing);
    expect(await mall.post(`/api/refund/cancel/${refundId}`, {}, other)).toEqual(missing);
    expect(await mall.post(`/api/refund/del/${refundId}`, {}, other)).toEqual(missing);
    const shipment = { delivery_type: '顺丰速运', delivery_id: 'SF1234567890', delivery_phone: '13912345678' };
    expect(await mall.post(`/api/refund/back_goods/${refundId}`, shipment, other)).toEqual(missing);
    expect((await mall.get('/api/refund/list', other)).data).toEqual({ list: [], count: 0 });
    expect(await mall.get(`/api/refund/detail/${refundId}`, '')).toEqual({ status: 400, message: '请登录' });
    expect(await mall.get(`/api/refund/detail/${refundId + 1000}`, mall.userToken)).toEqual(missing);
  });
});

describe('one request at a time', () => {
  it('a double click makes one request; another request on the product while it is open is refused', async () => {
    const [first, second] = await Promise.all([apply(valid()), apply(valid())]);
    expect(first?.message).toBe('申请退款成功');
    expect(second?.message).toBe('申请退款成功');
    expect(second?.data.refund_order_id).toBe(first?.data.refund_order_id);
    expect(mall.context.afterSales.store.ofPrincipal('user:1')).toHaveLength(1);

    expect(await apply({ ...valid(), refund_message: '其它原因' })).toEqual({ status: 400, message: '该商品正在退款中，请勿重复申请' });
    mall.advance(11_000);
    expect(await apply(valid())).toEqual({ status: 400, message: '该商品正在退款中，请勿重复申请' });
    expect(await mall.get(`/api/refund/product/${orderId}?ids=${lineId}&type=1`, mall.userToken)).toEqual({
      status: 400,
      message: '该商品正在退款中，请勿重复申请',
    });
    expect(await mall.get(`/api/refund/batch_product/${orderId}`, mall.userToken)).toEqual({ status: 400, message: '没有可退款商品' });
    expect(mall.context.afterSales.store.ofPrincipal('user:1')).toHaveLength(1);
  });

  it('refuses a return shipment that is not well formed', async () => {
    await shipOrder(mall, orderId);
    const refundId = (await apply({ ...valid(), refund_type: 2 })).data.refund_order_id as number;
    const ship = (body: object) => mall.post(`/api/refund/back_goods/${refundId}`, body, mall.userToken);
    const good = { delivery_type: '顺丰速运', delivery_id: 'SF1234567890', delivery_phone: '13912345678' };
    expect((await ship({ ...good, delivery_type: '' })).message).toBe('快递公司不能为空');
    expect((await ship({ ...good, delivery_id: '' })).message).toBe('快递单号不能为空');
    // CRMEB's BackGoodsValidate only requires a waybill (the storefront's form check is its own): this one reaches the state check
    expect((await ship({ ...good, delivery_id: '12#' })).message).toBe('退款单状态有误');
    expect((await ship({ ...good, delivery_phone: '' })).message).toBe('联系电话不能为空');
    expect((await ship({ ...good, delivery_phone: '12345' })).message).toBe('联系电话格式不符');
    expect((await ship({ ...good, delivery_mark: '注'.repeat(129) })).message).toBe('备注长度不能超过 128');
    expect((await ship({ ...good, delivery_pics: Array.from({ length: 10 }, (_, i) => `/u/${i}.png`) })).message).toBe(
      '凭证长度不能超过 9',
    );
    expect((await ship({ ...good, delivery_pics: ['https://tracker.example.com/pixel.png'] })).message).toBe(PICTURE_NOT_UPLOADED);
    expect((await ship({ ...good, delivery_type: '某某快递' })).message).toBe('不支持该快递公司');
    expect((await ship(good)).message).toBe('退款单状态有误');
  });
});

describe('the refund window', () => {
  it('closes 15 days after the buyer confirmed receipt', async () => {
    await shipOrder(mall, orderId);
    expect((await mall.post(`/api/order/take/${orderId}`, {}, mall.userToken)).message).toBe('确认收货成功');
    mall.advance(14 * 24 * 3600_000);
    expect((await mall.get(`/api/order/detail/${orderId}`, mall.userToken)).data.refund_status).toBe(true);
    mall.advance(2 * 24 * 3600_000);
    expect((await mall.get(`/api/order/detail/${orderId}`, mall.userToken)).data.refund_status).toBe(false);
    expect(await apply(valid())).toEqual({ status: 400, message: '订单已过退款/退货期限' });
    expect((await orderProducts(mall, mall.userToken, orderId))[0]?.refund_num).toBe(2);
  });
});

describe('public lists', () => {
  it('serves the refund reasons and express companies without a login', async () => {
    const reasons = await mall.get('/api/common/refund_message', '');
    expect(reasons).toEqual({
      status: 200,
      message: 'success',
      data: ['收货地址填错了', '与描述不符', '信息填错了，重新拍', '收到商品损坏了', '未按预定时间发货', '其它原因'],
    });
    const express = await mall.get('/api/common/express', '');
    expect(express.data[0]).toEqual({ label: '顺丰速运', value: 'shunfeng' });
  });
});
