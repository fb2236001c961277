// A whole order through the BFF against the in-process demo mall: check → create → pay by balance → the demo
// merchant console ships → the buyer follows the courier and confirms receipt → reviews → the review shows on
// the product page.
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../demo-mall/accounts/demo-accounts.ts';
import { leafChain } from '../demo-mall/trade/trade-helpers.ts';
import type { Body } from '../demo-mall/accounts-helpers.ts';
import { closeThroughBff, CookieJar, getAs, postAs, startThroughBff, type ThroughBff, shipByExpress } from './through-bff-kit.ts';

afterEach(closeThroughBff);

interface Detail {
  product_id: number;
  once_min_count: number;
  reply_count: number;
  sku: Record<string, { unique: string; stock: number }>;
}

/** A product of ¥10–¥200 bought one at a time, and a SKU with stock. */
async function affordableProduct(t: ThroughBff): Promise<{ detail: Detail; unique: string }> {
  const list = await t.api().get('/api/product/spu/lst?price_on=10&price_off=200&page=1&limit=20');
  for (const item of list.body.data.list as { product_id: number }[]) {
    const detail = (await t.api().get(`/api/store/product/detail/${item.product_id}`)).body.data as Detail;
    const sku = Object.values(detail.sku).find((s) => s.stock >= 5);
    if (detail.once_min_count <= 1 && sku) return { detail, unique: sku.unique };
  }
  throw new Error('no affordable product in the seed');
}

describe('an order’s life through the BFF', () => {
  it('is bought, paid, shipped, received and reviewed, and the review shows on the product page', async () => {
    const t = await startThroughBff();
    const jar = new CookieJar();
    jar.take(await t.api().post('/api/auth/login').send({ account: '13800000001', password: DEMO_PASSWORD, user_type: 'pc' }));
    const call = async (method: 'get' | 'post', path: string, body: object = {}) => {
      const response = method === 'get' ? await getAs(t, jar, path) : await postAs(t, jar, path, body);
      return response.body as Body;
    };

    const { detail, unique } = await affordableProduct(t);
    const cart = await call('post', '/api/user/cart/create', {
      product_id: detail.product_id,
      product_attr_unique: unique,
      cart_num: 1,
      is_new: 1,
      product_type: 0,
    });
    expect(cart.status).toBe(200);
    const address = await call('post', '/api/user/address/create', {
      real_name: '张采购',
      phone: '13800000001',
      area: leafChain(),
      detail: '工业园区 1 号',
      post_code: '200000',
    });
    expect(address.message).toBe('添加成功');
    const order = { cart_id: [cart.data.cart_id], address_id: address.data.address_id };
    const check = await call('post', '/api/v2/order/check', order);
    expect(check.data.status).toBe('finish');
    const created = await call('post', '/api/v2/order/create', { ...order, key: check.data.key, pay_type: 'pc' });
    const groupId = created.data.order_id as number;
    const paid = await call('post', `/api/order/pay/${groupId}`, { type: 'balance' });
    expect(paid).toMatchObject({ message: '余额支付成功', data: { status: 'success' } });

    const toShip = await call('get', '/api/order/list?status=0&page=1&limit=10');
    expect(toShip.data.count).toBe(1);
    const orderId = toShip.data.list[0].order_id as number;
    expect((await call('get', '/api/order/number')).data).toMatchObject({ noPostage: 1, noDeliver: 0 });

    // the merchant's side: the demo console, straight at the demo mall
    const merchantPage = await t.hook().get('/demo/merchant');
    expect(merchantPage.text).toContain(toShip.data.list[0].order_sn);
    await shipByExpress(t, orderId, 'SF2026112301');

    const express = await call('post', `/api/order/express/${orderId}`);
    expect(express.data.express[0].status).toBe('商家已发货，等待顺丰速运揽收');
    expect(express.data.order).toMatchObject({ status: 1, delivery_id: 'SF2026112301' });
    expect(await call('post', `/api/order/take/${orderId}`)).toEqual({ status: 200, message: '确认收货成功' });

    const orderProductId = express.data.order.orderProduct[0].order_product_id as number;
    const open = await call('get', `/api/reply/product/${orderProductId}`);
    expect(open.data).toMatchObject({ product_id: detail.product_id, is_reply: 0 });
    const comment = '通过网关下单的评价：到货及时，规格准确。';
    const reviewed = await call('post', `/api/reply/${orderProductId}`, {
      product_score: 5,
      service_score: 5,
      postage_score: 4,
      comment,
      pics: [],
    });
    expect(reviewed).toEqual({ status: 200, message: '评价成功' });
    expect((await call('get', `/api/order/detail/${orderId}`)).data.status).toBe(3);

    // read as the buyer: a guest's copy of a product may lag by its public-read cache time (docs/bff-contract.md §1.1)
    const page = (await call('get', `/api/store/product/detail/${detail.product_id}`)).data;
    expect(page.reply_count).toBe(detail.reply_count + 1);
    expect(page.topReply.comment).toBe(comment);
    const replies = (await call('get', `/api/store/product/reply/lst/${detail.product_id}?page=1&limit=10`)).data;
    expect(replies.list[0]).toMatchObject({ comment, rate: 5, uid: 1, nickname: '张**' });
  });
});
