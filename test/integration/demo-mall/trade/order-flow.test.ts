// Checkout, create, pay, close (docs/mall-api.md §3.7): keys used once, stock reserved atomically, balance
// never below zero, one payment per order, unpaid orders close and give stock, coupons and points back.
import { describe, expect, it } from 'vitest';
import { addAddress, buyNow, placeOrder, plainSku } from './trade-helpers.ts';
import { tradeMallPerTest } from '../../../helpers/mall/malls.ts';

const mall = tradeMallPerTest({ orderCloseMinutes: 15 });

const balanceOf = (key: string) => mall.context.trade.purse.read(key)?.balanceFen ?? -1;

describe('order check and create', () => {
  it('answers CRMEB’s check shape with a key, noAddress without an address, and refuses foreign carts', async () => {
    const pick = plainSku(mall.context);
    const cartId = await buyNow(mall, mall.userToken, pick, 2);
    const noAddress = await mall.post('/api/v2/order/check', { cart_id: [cartId] }, mall.userToken);
    expect(noAddress.data.status).toBe('noAddress');
    const addressId = await addAddress(mall, mall.userToken);
    const check = await mall.post('/api/v2/order/check', { cart_id: [cartId], address_id: addressId }, mall.userToken);
    expect(check.data).toMatchObject({ status: 'finish', order_type: 0 });
    expect(check.data.key).toMatch(/^[0-9a-f]{32}$/);
    expect(check.data.order[0].mer_id).toBe(pick.product.mer_id);
    expect(await mall.post('/api/v2/order/check', { cart_id: [cartId] }, mall.ownerToken)).toEqual({ status: 400, message: '数据无效' });
  });

  it('creates one order per merchant, removes the cart lines, reserves stock; a repeated key makes no second order', async () => {
    const pick = plainSku(mall.context);
    const before = mall.context.trade.stock.skuStock(pick.sku);
    const cartId = await buyNow(mall, mall.userToken, pick, 3);
    const addressId = await addAddress(mall, mall.userToken);
    const { check, created } = await placeOrder(mall, mall.userToken, [cartId], addressId, {
      mark: { [pick.product.mer_id]: '请尽快发货' },
    });
    expect(created).toMatchObject({ status: 200, data: { order_id: expect.any(Number) } });
    const groupId = created.data.order_id as number;
    expect(mall.context.trade.stock.skuStock(pick.sku)).toBe(before - 3);
    const again = await mall.post(
      '/api/v2/order/create',
      { cart_id: [cartId], address_id: addressId, key: check.data.key, pay_type: 'pc' },
      mall.userToken,
    );
    expect(again.data.order_id).toBe(groupId);
    expect(mall.context.trade.orders.ordersOfGroup(groupId)).toHaveLength(1);
    expect(mall.context.trade.stock.skuStock(pick.sku)).toBe(before - 3);
    const detail = await mall.get(`/api/order/group_order_detail/${groupId}`, mall.userToken);
    expect(detail.data.orderList[0]).toMatchObject({ mark: '请尽快发货', paid: 0, total_num: 3 });
    expect(detail.data.cancel_unix).toBeGreaterThan(Date.now() / 1000);
    expect((await mall.post('/api/v2/order/create', { cart_id: [cartId], key: 'nope', pay_type: 'pc' }, mall.userToken)).message).toBe(
      '订单已过期,请刷新当前页面',
    );
    expect((await mall.post('/api/v2/order/create', { cart_id: [cartId], key: 'x', pay_type: 'cash' }, mall.userToken)).message).toBe(
      '请选择正确的支付方式',
    );
  });

  it('20 concurrent creates at a SKU with 5 left make exactly 5 orders and leave stock 0', async () => {
    const pick = plainSku(mall.context, 30);
    mall.context.trade.stock.adjust(pick.sku.unique, mall.context.trade.stock.skuStock(pick.sku) - 20);
    const addressId = await addAddress(mall, mall.ownerToken);
    const cartIds: number[] = [];
    for (let i = 0; i < 20; i++) cartIds.push(await buyNow(mall, mall.ownerToken, pick, 1));
    const keys: string[] = [];
    for (const id of cartIds) {
      keys.push((await mall.post('/api/v2/order/check', { cart_id: [id], address_id: addressId }, mall.ownerToken)).data.key as string);
    }
    mall.context.trade.stock.adjust(pick.sku.unique, 15);
    expect(mall.context.trade.stock.skuStock(pick.sku)).toBe(5);
    const answers = await Promise.all(
      cartIds.map((id, i) =>
        mall.post('/api/v2/order/create', { cart_id: [id], address_id: addressId, key: keys[i], pay_type: 'pc' }, mall.ownerToken),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(5);
    expect(answers.filter((a) => a.status === 400).map((a) => a.message)).toEqual(Array(15).fill('库存不足'));
    expect(mall.context.trade.stock.skuStock(pick.sku)).toBe(0);
  });
});

describe('payment', () => {
  it('pays from the balance once, writes a 购买商品 bill, and reports paid', async () => {
    const pick = plainSku(mall.context);
    const addressId = await addAddress(mall, mall.ownerToken);
    const { created } = await placeOrder(mall, mall.ownerToken, [await buyNow(mall, mall.ownerToken, pick, 1)], addressId);
    const groupId = created.data.order_id as number;
    const price = mall.context.trade.orders.group(groupId)?.pay_price_fen ?? 0;
    const before = balanceOf('user:2');
    const paid = await mall.post(`/api/order/pay/${groupId}`, { type: 'balance' }, mall.ownerToken);
    expect(paid).toEqual({ status: 200, message: '余额支付成功', data: { status: 'success', result: { order_id: groupId } } });
    expect(balanceOf('user:2')).toBe(before - price);
    expect(await mall.post(`/api/order/pay/${groupId}`, { type: 'balance' }, mall.ownerToken)).toEqual({
      status: 400,
      message: '订单不存在或已支付',
    });
    expect(balanceOf('user:2')).toBe(before - price);
    expect(mall.context.trade.orders.billsOf('user:2')).toHaveLength(1);
    expect(mall.context.trade.orders.billsOf('user:2')[0]).toMatchObject({ title: '购买商品', number_fen: price, pm: 0 });
    expect((await mall.get(`/api/order/status/${groupId}`, mall.ownerToken)).data.paid).toBe(1);
  });

  it('concurrent balance payments never take the balance below zero', async () => {
    const pick = plainSku(mall.context);
    const addressId = await addAddress(mall, mall.userToken);
    const groups: number[] = [];
    for (let i = 0; i < 8; i++) {
      const { created } = await placeOrder(mall, mall.userToken, [await buyNow(mall, mall.userToken, pick, 1)], addressId);
      groups.push(created.data.order_id as number);
    }
    const price = mall.context.trade.orders.group(groups[0] ?? 0)?.pay_price_fen ?? 0;
    // leave room for exactly three payments
    mall.context.trade.purse.addBalance('user:1', 3 * price - balanceOf('user:1'));
    const answers = await Promise.all(groups.map((id) => mall.post(`/api/order/pay/${id}`, { type: 'balance' }, mall.userToken)));
    expect(answers.filter((a) => a.data?.status === 'success')).toHaveLength(3);
    expect(answers.filter((a) => a.data?.status === 'error').map((a) => a.message)).toEqual(Array(5).fill('余额不足'));
    expect(balanceOf('user:1')).toBe(0);
  });

  it('a QR payment answers a demo page that completes it once', async () => {
    const pick = plainSku(mall.context);
    const addressId = await addAddress(mall, mall.userToken);
    const { created } = await placeOrder(mall, mall.userToken, [await buyNow(mall, mall.userToken, pick, 1)], addressId);
    const groupId = created.data.order_id as number;
    const qr = await mall.post(`/api/order/pay/${groupId}`, { type: 'weixinQr' }, mall.userToken);
    expect(qr.data.status).toBe('weixinQr');
    const url = qr.data.result.config as string;
    expect(url).toMatch(/^\/demo\/pay\?key=[0-9a-f]{32}$/);
    expect((await mall.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    const key = url.split('=')[1];
    const confirm = () => mall.app.inject({ method: 'POST', url: '/demo/pay/confirm', payload: { key } });
    expect((await confirm()).statusCode).toBe(200);
    expect((await confirm()).statusCode).toBe(400);
    expect((await mall.get(`/api/order/status/${groupId}`, mall.userToken)).data).toMatchObject({ paid: 1, pay_type: 'weixinQr' });
  });

  it('a company order belongs to the company and is paid from the company’s balance', async () => {
    const pick = plainSku(mall.context);
    const addressId = await addAddress(mall, mall.companyToken);
    const { created } = await placeOrder(mall, mall.companyToken, [await buyNow(mall, mall.companyToken, pick, 1)], addressId);
    const groupId = created.data.order_id as number;
    const owner = balanceOf('user:2');
    const company = balanceOf('company:1');
    expect((await mall.post(`/api/order/pay/${groupId}`, { type: 'balance' }, mall.ownerToken)).message).toBe('订单不存在或已支付');
    await mall.post(`/api/order/pay/${groupId}`, { type: 'balance' }, mall.companyToken);
    expect(balanceOf('user:2')).toBe(owner);
    expect(balanceOf('company:1')).toBeLessThan(company);
    expect((await mall.get(`/api/order/status/${groupId}`, mall.ownerToken)).message).toBe('订单不存在');
  });
});

describe('closing unpaid orders', () => {
  it('closes after its time and gives stock, coupon and points back; cancel does it at once', async () => {
    const pick = plainSku(mall.context);
    const wallet = mall.context.shopping.wallet;
    const coupon = mall.context.catalogue.coupons.coupons.find(
      (c) => c.mer_id === pick.product.mer_id && c.type === 0 && c.use_min_price === 0,
    );
    if (coupon) wallet.receive('user:2', coupon);
    const addressId = await addAddress(mall, mall.ownerToken);
    const stockBefore = mall.context.trade.stock.skuStock(pick.sku);
    const pointsBefore = mall.context.trade.purse.read('user:2')?.points ?? 0;
    const { created } = await placeOrder(mall, mall.ownerToken, [await buyNow(mall, mall.ownerToken, pick, 2)], addressId, {
      use_integral: true,
    });
    const groupId = created.data.order_id as number;
    const group = mall.context.trade.orders.group(groupId);
    expect(group?.integral).toBeGreaterThan(0);
    expect(mall.context.trade.purse.read('user:2')?.points).toBe(pointsBefore - (group?.integral ?? 0));
    if (coupon) expect(wallet.find('user:2', coupon.coupon_id)?.status).toBe(1);
    expect(mall.context.trade.stock.skuStock(pick.sku)).toBe(stockBefore - 2);

    mall.advance(14 * 60_000);
    expect((await mall.get('/api/order/group_order_list', mall.ownerToken)).data.count).toBe(1);
    mall.advance(61_000);
    expect((await mall.get('/api/order/group_order_list', mall.ownerToken)).data.count).toBe(0);
    expect(mall.context.trade.stock.skuStock(pick.sku)).toBe(stockBefore);
    expect(mall.context.trade.purse.read('user:2')?.points).toBe(pointsBefore);
    if (coupon) expect(wallet.find('user:2', coupon.coupon_id)?.status).toBe(0);
    expect((await mall.post(`/api/order/pay/${groupId}`, { type: 'balance' }, mall.ownerToken)).message).toBe('订单不存在或已支付');

    const second = await placeOrder(mall, mall.ownerToken, [await buyNow(mall, mall.ownerToken, pick, 1)], addressId);
    const secondId = second.created.data.order_id as number;
    expect(await mall.post(`/api/order/cancel/${secondId}`, {}, mall.ownerToken)).toEqual({ status: 200, message: '取消成功' });
    expect(await mall.post(`/api/order/cancel/${secondId}`, {}, mall.ownerToken)).toEqual({ status: 400, message: '订单不存在' });
    expect(mall.context.trade.stock.skuStock(pick.sku)).toBe(stockBefore);
  });

  it('the effective stock shows in the product detail and limits the cart', async () => {
    const pick = plainSku(mall.context);
    mall.context.trade.stock.adjust(pick.sku.unique, mall.context.trade.stock.skuStock(pick.sku) - 1);
    const detail = await mall.get(`/api/store/product/detail/${pick.product.product_id}`, mall.userToken);
    expect(detail.data.sku[pick.sku.sku].stock).toBe(1);
    const refused = await mall.post(
      '/api/user/cart/create',
      { product_id: pick.product.product_id, product_attr_unique: pick.sku.unique, cart_num: 2, product_type: 0 },
      mall.userToken,
    );
    expect(refused.message).toBe('库存不足');
  });
});
