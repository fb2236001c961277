// Reviews after receipt (docs/screens.md a.8 评价): only a received order, each product once, the last review
// finishes the order (2 → 3), and the review shows on the product page, its list and its counts.
import { describe, expect, it } from 'vitest';
import { paidOrder, plainSku } from './trade-helpers.ts';
import { tradeMallPerTest } from '../../../helpers/mall/malls.ts';
import { PICTURE_NOT_UPLOADED } from '../../../../demo-mall/core/picture-origin.ts';
import { uploadedPicture } from '../picture-upload-helpers.ts';

const mall = tradeMallPerTest();

const review = {
  product_score: 5,
  service_score: 4,
  postage_score: 3,
  comment: '包装完好，发货很快，公司同事都说好用。',
  pics: [] as string[],
};

/** The review with two pictures the buyer uploaded. */
const withPictures = async () => ({
  ...review,
  pics: [await uploadedPicture(mall, mall.userToken), await uploadedPicture(mall, mall.userToken)],
});

async function receivedOrder(pick = plainSku(mall.context)) {
  const { orderId } = await paidOrder(mall, mall.userToken, pick);
  mall.context.trade.fulfilment.ship(orderId, {
    delivery_type: '1',
    delivery_name: '中通快递',
    delivery_id: 'ZT99887766',
    delivery_time: '2026-11-23 09:00:00',
  });
  const orderProductId = mall.context.trade.orders.productsOf(orderId)[0]!.order_product_id;
  return { orderId, orderProductId, pick };
}

describe('reviewing an order', () => {
  it('refuses before receipt, then reviews once and finishes the order', async () => {
    const { orderId, orderProductId, pick } = await receivedOrder();
    const review = await withPictures();
    expect(await mall.get(`/api/reply/product/${orderProductId}`, mall.userToken)).toEqual({ status: 400, message: '订单状态有误' });
    expect(await mall.post(`/api/reply/${orderProductId}`, review, mall.userToken)).toEqual({ status: 400, message: '订单状态有误' });
    await mall.post(`/api/order/take/${orderId}`, {}, mall.userToken);

    const open = await mall.get(`/api/reply/product/${orderProductId}`, mall.userToken);
    expect(open.data).toMatchObject({ order_product_id: orderProductId, product_id: pick.product.product_id, is_reply: 0 });
    expect(open.data.orderInfo).toMatchObject({ order_id: orderId, status: 2 });
    expect(await mall.get(`/api/reply/product/${orderProductId}`, mall.ownerToken)).toEqual({ status: 400, message: '订单不存在' });
    expect(await mall.post(`/api/reply/${orderProductId}`, { ...review, pics: [] }, mall.ownerToken)).toEqual({
      status: 400,
      message: '订单不存在',
    });

    expect(await mall.post(`/api/reply/${orderProductId}`, review, mall.userToken)).toEqual({ status: 200, message: '评价成功' });
    expect(mall.context.trade.orders.order(orderId)?.status).toBe(3);
    expect(await mall.post(`/api/reply/${orderProductId}`, review, mall.userToken)).toEqual({ status: 400, message: '该商品已评价' });
    expect(await mall.get(`/api/reply/product/${orderProductId}`, mall.userToken)).toEqual({ status: 400, message: '该商品已评价' });
    expect((await mall.get('/api/order/number', mall.userToken)).data).toMatchObject({ noComment: 0, done: 1 });
    expect((await mall.get(`/api/order/detail/${orderId}`, mall.userToken)).data.orderProduct[0].is_reply).toBe(1);
  });

  it('checks stars, text and pictures with the shared schema', async () => {
    const { orderId, orderProductId } = await receivedOrder();
    await mall.post(`/api/order/take/${orderId}`, {}, mall.userToken);
    const refused = async (body: object) =>
      (await mall.post(`/api/reply/${orderProductId}`, { ...review, ...body }, mall.userToken)).message;
    expect(await refused({ comment: '' })).toBe('评论不能为空');
    expect(await refused({ comment: '好'.repeat(129) })).toBe('评论长度不能超过 128');
    expect(await refused({ product_score: 6 })).toBe('商品分数只能在 1 - 5 之间');
    expect(await refused({ service_score: undefined })).toBe('服务分数不能为空');
    expect(await refused({ postage_score: 0 })).toBe('物流分数只能在 1 - 5 之间');
    expect(await refused({ pics: Array.from({ length: 7 }, (_, i) => `/uploads/${i}.png`) })).toBe('评价最多上传6张图片');
    expect(await refused({ pics: ['javascript:alert(1)'] })).toBe('评价图片格式不符');
    // shown on the product page to every visitor: only the reviewer's own uploads, never another site's picture
    expect(await refused({ pics: ['https://img.example.com/review-2.jpg'] })).toBe(PICTURE_NOT_UPLOADED);
    expect(await refused({ pics: [await uploadedPicture(mall, mall.ownerToken)] })).toBe(PICTURE_NOT_UPLOADED);
    expect(mall.context.trade.orders.order(orderId)?.status).toBe(2);
  });
});

describe('the review on the product page', () => {
  it('comes first in the review list, counts in reply_count and shows as the top review', async () => {
    const pick = plainSku(mall.context);
    const id = pick.product.product_id;
    const before = await mall.get(`/api/store/product/reply/lst/${id}?page=1&limit=10`, mall.userToken);
    const detailBefore = await mall.get(`/api/store/product/detail/${id}`, mall.userToken);
    const { orderId, orderProductId } = await receivedOrder(pick);
    await mall.post(`/api/order/take/${orderId}`, {}, mall.userToken);
    const review = await withPictures();
    await mall.post(`/api/reply/${orderProductId}`, review, mall.userToken);

    const after = await mall.get(`/api/store/product/reply/lst/${id}?page=1&limit=10`, mall.userToken);
    expect(after.data.count).toBe(before.data.count + 1);
    expect(after.data.stat.best).toBe(before.data.stat.best + 1);
    expect(after.data.list[0]).toMatchObject({
      product_id: id,
      comment: review.comment,
      pics: review.pics,
      rate: 5,
      product_score: 5,
      service_score: 4,
      postage_score: 3,
      sku: pick.sku.sku,
      unique: pick.sku.unique,
      uid: 1,
    });
    expect(after.data.list[0].nickname).toMatch(/^.\*\*$/);
    const detail = await mall.get(`/api/store/product/detail/${id}`, mall.userToken);
    expect(detail.data.reply_count).toBe(detailBefore.data.reply_count + 1);
    expect(detail.data.topReply.comment).toBe(review.comment);
    const spu = await mall.get(`/api/store/product/show/${id}`, mall.userToken);
    expect(spu.data.reply_count).toBe(detailBefore.data.reply_count + 1);
    // another product's list is untouched
    const other = [...mall.context.catalogue.goods.eachNormalProduct()].find((p) => p.product_id !== id)!.product_id;
    const list = await mall.get(`/api/store/product/reply/lst/${other}`, mall.userToken);
    expect(list.data.list.some((r: { comment: string }) => r.comment === review.comment)).toBe(false);
  });
});
