// The presell 尾款 (docs/mall-api.md §3.2): a paid deposit order waits in 10 待付尾款 with its window on the order
// (presellOrder); POST /api/presell/pay/:id pays the tail from the balance once, only inside the window, and the
// order moves to 0 待发货.
import { describe, expect, it } from 'vitest';
import { presellStatus } from '../../../../demo-mall/catalogue/activity-clock.ts';
import { addAddress, paidOrder, placeOrder, plainSku } from './trade-helpers.ts';
import { tradeMallPerTest } from '../../../helpers/mall/malls.ts';

const mall = tradeMallPerTest();

const USER = 'user:1';
const balanceOf = () => mall.context.trade.purse.read(USER)?.balanceFen ?? -1;

/** A running deposit presell (type 2) and its first SKU. */
function depositPresell() {
  const { activities, goods } = mall.context.catalogue;
  const info = activities.presellInfos.find((p) => p.presell_type === 2 && presellStatus(p, new Date()) === 1);
  const product = info ? goods.productById.get(info.product_id) : undefined;
  const sku = product?.skus.find((s) => s.stock > 5);
  if (!info || !product || !sku) throw new Error('no running deposit presell in the seed');
  return { info, product, sku };
}

/** Buys one piece of the presell and pays the deposit from the balance: its merchant order id. */
async function paidDeposit(): Promise<number> {
  const { product, sku } = depositPresell();
  const cart = await mall.post(
    '/api/user/cart/create',
    { product_id: product.product_id, product_attr_unique: sku.unique, cart_num: 1, is_new: 1, product_type: 2 },
    mall.userToken,
  );
  expect(cart.status).toBe(200);
  const { created } = await placeOrder(mall, mall.userToken, [cart.data.cart_id], await addAddress(mall, mall.userToken));
  const groupId = created.data.order_id as number;
  const paid = await mall.post(`/api/order/pay/${groupId}`, { type: 'balance' }, mall.userToken);
  expect(paid.data.status).toBe('success');
  const order = mall.context.trade.orders.ordersOfGroup(groupId)[0];
  if (!order) throw new Error('no merchant order');
  return order.order_id;
}

describe('presell tail', () => {
  it('shows the window on the order, refuses before it, pays once inside it and moves the order to 待发货', async () => {
    const { info } = depositPresell();
    const orderId = await paidDeposit();
    const waiting = await mall.get('/api/order/list?status=10&page=1&limit=10', mall.userToken);
    expect(waiting.data.count).toBe(1);
    const row = waiting.data.list[0];
    expect(row).toMatchObject({ order_id: orderId, status: 10, activity_type: 2 });
    expect(row.presellOrder).toMatchObject({ presell_order_id: orderId, paid: 0, activeStatus: 0, pay_time: null });
    expect(row.presellOrder.pay_price).toBe(row.final_price);
    expect(Number(row.final_price)).toBeGreaterThan(0);

    const early = await mall.post(`/api/presell/pay/${orderId}`, { type: 'balance' }, mall.userToken);
    expect(early).toEqual({ status: 400, message: '未到尾款支付时间' });
    expect(await mall.post(`/api/presell/pay/${orderId}`, { type: 'weixinQr' }, mall.userToken)).toEqual({
      status: 400,
      message: '尾款请使用余额支付',
    });

    mall.advance((info.final_start_time as Date).getTime() - mall.now() + 60_000);
    expect((await mall.get(`/api/order/detail/${orderId}`, mall.userToken)).data.presellOrder.activeStatus).toBe(1);
    // someone else cannot pay it
    expect((await mall.post(`/api/presell/pay/${orderId}`, { type: 'balance' }, mall.ownerToken)).message).toBe('订单不存在或已支付');

    // too little balance: a payment error, nothing changes
    const balance = balanceOf();
    mall.context.trade.purse.addBalance(USER, -balance);
    const short = await mall.post(`/api/presell/pay/${orderId}`, { type: 'balance' }, mall.userToken);
    expect(short).toMatchObject({ status: 200, message: '余额不足', data: { status: 'error' } });
    mall.context.trade.purse.addBalance(USER, balance);

    const tailFen = Math.round(Number(row.final_price) * 100);
    const paid = await mall.post(`/api/presell/pay/${orderId}`, { type: 'balance' }, mall.userToken);
    expect(paid).toMatchObject({ status: 200, message: '余额支付成功', data: { status: 'success', result: { order_id: orderId } } });
    expect(balanceOf()).toBe(balance - tailFen);
    const detail = (await mall.get(`/api/order/detail/${orderId}`, mall.userToken)).data;
    expect(detail.status).toBe(0);
    expect(detail.presellOrder).toMatchObject({ paid: 1, pay_type: 'balance' });
    expect(detail.presellOrder.pay_time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect((await mall.get('/api/order/list?status=10', mall.userToken)).data.count).toBe(0);
    expect((await mall.get('/api/order/list?status=0', mall.userToken)).data.list.map((o: { order_id: number }) => o.order_id)).toContain(
      orderId,
    );
    // a second payment is refused and takes nothing
    expect((await mall.post(`/api/presell/pay/${orderId}`, { type: 'balance' }, mall.userToken)).message).toBe('订单不存在或已支付');
    expect(balanceOf()).toBe(balance - tailFen);
  });

  it('refuses after the window; a normal order carries no presellOrder', async () => {
    const { info } = depositPresell();
    const orderId = await paidDeposit();
    const normal = await paidOrder(mall, mall.userToken, plainSku(mall.context));
    mall.advance((info.final_end_time as Date).getTime() - mall.now() + 60_000);
    const late = await mall.post(`/api/presell/pay/${orderId}`, { type: 'balance' }, mall.userToken);
    expect(late).toEqual({ status: 400, message: '尾款支付时间已过' });
    expect((await mall.get(`/api/order/detail/${orderId}`, mall.userToken)).data).toMatchObject({
      status: 10,
      presellOrder: { activeStatus: 2, paid: 0 },
    });
    expect((await mall.get(`/api/order/detail/${normal.orderId}`, mall.userToken)).data.presellOrder).toBeNull();
  });
});
