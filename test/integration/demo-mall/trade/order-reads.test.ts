// The buyer's paid orders (docs/mall-api.md §3.7): the list by tab with paging, one order, the tab counts,
// confirming receipt, deleting a finished order, and buying again into buy-now cart lines.
import { describe, expect, it } from 'vitest';
import { addAddress, buyNow, paidOrder, placeOrder, plainSku } from './trade-helpers.ts';
import { tradeMallPerTest } from '../../../helpers/mall/malls.ts';

const mall = tradeMallPerTest();

const ship = (orderId: number) =>
  mall.context.trade.fulfilment.ship(orderId, {
    delivery_type: '1',
    delivery_name: '顺丰速运',
    delivery_id: 'SF1234567890',
    delivery_time: '2026-11-23 10:00:00',
  });

describe('order list, detail and counts', () => {
  it('lists paid orders by tab with products and merchant, pages them and counts the tabs', async () => {
    const pick = plainSku(mall.context);
    const first = await paidOrder(mall, mall.userToken, pick, 2);
    const second = await paidOrder(mall, mall.userToken, plainSku(mall.context, 30, 1));
    ship(second.orderId);
    // an unpaid order shows only in 待付款
    await placeOrder(mall, mall.userToken, [await buyNow(mall, mall.userToken, pick, 1)], await addAddress(mall, mall.userToken));

    const all = await mall.get('/api/order/list?page=1&limit=10', mall.userToken);
    expect(all.data.count).toBe(2);
    expect(all.data.list.map((o: { order_id: number }) => o.order_id)).toEqual([second.orderId, first.orderId]);
    const row = all.data.list[1];
    expect(row).toMatchObject({ status: 0, paid: 1, total_num: 2, merchant: { mer_id: pick.product.mer_id } });
    expect(row.merchant.mer_name).not.toBe('');
    expect(row.orderProduct[0]).toMatchObject({ product_id: pick.product.product_id, product_num: 2, is_reply: 0 });
    expect(row.orderProduct[0].cart_info.product.store_name).toBe(pick.product.store_name);

    const toShip = await mall.get('/api/order/list?status=0', mall.userToken);
    expect(toShip.data.list.map((o: { order_id: number }) => o.order_id)).toEqual([first.orderId]);
    const toReceive = await mall.get('/api/order/list?status=1', mall.userToken);
    expect(toReceive.data.list.map((o: { order_id: number }) => o.order_id)).toEqual([second.orderId]);
    expect((await mall.get('/api/order/list?status=2', mall.userToken)).data).toEqual({ count: 0, list: [] });
    const paged = await mall.get('/api/order/list?page=2&limit=1', mall.userToken);
    expect(paged.data.count).toBe(2);
    expect(paged.data.list.map((o: { order_id: number }) => o.order_id)).toEqual([first.orderId]);
    const named = await mall.get(`/api/order/list?store_name=${encodeURIComponent(pick.product.store_name)}`, mall.userToken);
    expect(named.data.list.map((o: { order_id: number }) => o.order_id)).toContain(first.orderId);

    const numbers = await mall.get('/api/order/number', mall.userToken);
    expect(numbers.data).toMatchObject({ noPay: 1, noPostage: 1, noDeliver: 1, noComment: 0, done: 0, orderCount: 2, all: 2 });
    const paidFen =
      mall.context.trade.orders.order(first.orderId)!.pay_price_fen + mall.context.trade.orders.order(second.orderId)!.pay_price_fen;
    expect(numbers.data.orderPrice).toBe((paidFen / 100).toFixed(2));
    // someone else sees none of it
    expect((await mall.get('/api/order/list', mall.ownerToken)).data.count).toBe(0);
    expect((await mall.get('/api/order/number', mall.companyToken)).data).toMatchObject({ orderCount: 0, noPay: 0 });
  });

  it('answers one order with the store’s service phone, and 订单不存在 for someone else’s', async () => {
    const { orderId } = await paidOrder(mall, mall.userToken, plainSku(mall.context));
    const detail = await mall.get(`/api/order/detail/${orderId}`, mall.userToken);
    expect(detail.data).toMatchObject({ order_id: orderId, status: 0, paid: 1, takeOrderList: [] });
    expect(detail.data.merchant.service_phone).toMatch(/\d/);
    expect(await mall.get(`/api/order/detail/${orderId}`, mall.ownerToken)).toEqual({ status: 400, message: '订单不存在' });
    expect(await mall.get(`/api/order/detail/${orderId}`, mall.companyToken)).toEqual({ status: 400, message: '订单不存在' });
    expect(await mall.get('/api/order/detail/999999', mall.userToken)).toEqual({ status: 400, message: '订单不存在' });
  });
});

describe('take and delete', () => {
  it('confirms receipt of a shipped order once: 1 → 2; refuses unshipped and foreign orders', async () => {
    const { orderId } = await paidOrder(mall, mall.userToken, plainSku(mall.context));
    expect(await mall.post(`/api/order/take/${orderId}`, {}, mall.userToken)).toEqual({ status: 400, message: '订单状态有误' });
    ship(orderId);
    expect(await mall.post(`/api/order/take/${orderId}`, {}, mall.ownerToken)).toEqual({ status: 400, message: '订单不存在' });
    expect(await mall.post(`/api/order/take/${orderId}`, {}, mall.userToken)).toEqual({ status: 200, message: '确认收货成功' });
    expect(mall.context.trade.orders.order(orderId)?.status).toBe(2);
    expect(await mall.post(`/api/order/take/${orderId}`, {}, mall.userToken)).toEqual({ status: 400, message: '订单状态有误' });
    expect((await mall.get('/api/order/number', mall.userToken)).data).toMatchObject({ noComment: 1, noDeliver: 0 });
  });

  it('deletes only finished or refunded orders, and only the buyer’s own', async () => {
    const { orderId } = await paidOrder(mall, mall.userToken, plainSku(mall.context));
    expect(await mall.post(`/api/order/del/${orderId}`, {}, mall.userToken)).toEqual({ status: 400, message: '订单状态有误' });
    mall.context.db.prepare('UPDATE orders SET status = 3 WHERE order_id = ?').run(orderId);
    expect(await mall.post(`/api/order/del/${orderId}`, {}, mall.ownerToken)).toEqual({ status: 400, message: '订单不存在' });
    expect(await mall.post(`/api/order/del/${orderId}`, {}, mall.userToken)).toEqual({ status: 200, message: '删除成功' });
    expect((await mall.get('/api/order/list', mall.userToken)).data.count).toBe(0);
    expect(await mall.get(`/api/order/detail/${orderId}`, mall.userToken)).toEqual({ status: 400, message: '订单不存在' });
    expect(await mall.post(`/api/order/del/${orderId}`, {}, mall.userToken)).toEqual({ status: 400, message: '订单不存在' });
  });
});

describe('buy again', () => {
  it('re-adds an order’s lines as buy-now lines and answers their cart ids', async () => {
    const pick = plainSku(mall.context);
    const { orderId } = await paidOrder(mall, mall.userToken, pick, 2);
    const detail = await mall.get(`/api/order/detail/${orderId}`, mall.userToken);
    const data = detail.data.orderProduct.map((p: { product_id: number; product_sku: string; product_num: number }) => ({
      product_id: p.product_id,
      product_attr_unique: p.product_sku,
      cart_num: p.product_num,
    }));
    const again = await mall.post('/api/user/cart/again', { data }, mall.userToken);
    expect(again.status).toBe(200);
    expect(again.data.cart_id).toHaveLength(1);
    const line = mall.context.shopping.carts.find('user:1', again.data.cart_id[0]);
    expect(line).toMatchObject({ product_id: pick.product.product_id, sku_unique: pick.sku.unique, cart_num: 2, is_new: 1 });
    // buy-now lines stay out of the cart count, and check accepts them
    expect((await mall.get('/api/user/cart/count', mall.userToken)).data).toEqual([{ count: 0 }]);
    const check = await mall.post('/api/v2/order/check', { cart_id: again.data.cart_id }, mall.userToken);
    expect(check.data.status).toBe('finish');
  });

  it('refuses an empty list, a vanished SKU or too many pieces, keeping no line', async () => {
    const pick = plainSku(mall.context);
    expect(await mall.post('/api/user/cart/again', { data: [] }, mall.userToken)).toEqual({ status: 400, message: '参数错误' });
    const good = { product_id: pick.product.product_id, product_attr_unique: pick.sku.unique, cart_num: 1 };
    const tooMany = { ...good, cart_num: mall.context.trade.stock.skuStock(pick.sku) + 1 };
    const before = mall.context.db.prepare('SELECT COUNT(*) AS n FROM cart_lines').get() as { n: number };
    expect(await mall.post('/api/user/cart/again', { data: [good, tooMany] }, mall.userToken)).toEqual({
      status: 400,
      message: '库存不足',
    });
    expect(await mall.post('/api/user/cart/again', { data: [{ ...good, product_attr_unique: 'gone' }] }, mall.userToken)).toEqual({
      status: 400,
      message: 'SKU不存在',
    });
    expect(mall.context.db.prepare('SELECT COUNT(*) AS n FROM cart_lines').get()).toEqual(before);
  });
});
