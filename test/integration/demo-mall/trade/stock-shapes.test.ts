// The answers the storefront reads as stock CRMEB-MER sends them (issue 35): an order/check line carries no
// `price` of its own (the piece price is productAttr.price), /api/order/number's `all` and `orderCount` count paid
// orders only, and with points off (integral_status '') the points reads refuse with 积分功能未开启, with the
// balance off 余额支付 with 未开启余额支付.
import { describe, expect, it } from 'vitest';
import { addAddress, buyNow, placeOrder, plainSku } from './trade-helpers.ts';
import { tradeMallPerTest } from '../../../helpers/mall/malls.ts';

describe('stock shapes of the buying answers', () => {
  const mall = tradeMallPerTest();

  it('order/check: lines without price, the piece price and the SKU in productAttr', async () => {
    const pick = plainSku(mall.context);
    const cartId = await buyNow(mall, mall.userToken, pick, 2);
    const addressId = await addAddress(mall, mall.userToken);
    const check = await mall.post('/api/v2/order/check', { cart_id: [cartId], address_id: addressId }, mall.userToken);
    const line = check.data.order[0].list[0];
    expect(line).not.toHaveProperty('price');
    expect(line).toMatchObject({
      cart_num: 2,
      total_price: ((pick.sku.price * 2) / 100).toFixed(2),
      true_price: expect.any(String),
      postage_price: expect.any(String),
      coupon_price: expect.any(String),
      svip_discount: expect.any(String),
      product: { product_id: pick.product.product_id, store_name: pick.product.store_name },
      productAttr: {
        price: (pick.sku.price / 100).toFixed(2),
        ot_price: (pick.sku.ot_price / 100).toFixed(2),
        svip_price: (pick.sku.svip_price / 100).toFixed(2),
        sku: pick.sku.sku,
        image: pick.sku.image,
        stock: pick.sku.stock,
        unique: pick.sku.unique,
      },
    });
  });

  it('order/number: all and orderCount count paid orders only; the unpaid are noPay', async () => {
    const pick = plainSku(mall.context);
    await placeOrder(mall, mall.userToken, [await buyNow(mall, mall.userToken, pick, 1)], await addAddress(mall, mall.userToken));
    const numbers = (await mall.get('/api/order/number', mall.userToken)).data;
    expect(numbers).toMatchObject({ all: 0, orderCount: 0, noPay: 1 });
  });
});

describe('points off', () => {
  const mall = tradeMallPerTest({ switches: { integral_status: '', yue_pay_status: '' } });

  it('answers the switches as stock does and refuses the points reads with 积分功能未开启', async () => {
    const config = (await mall.get('/api/config', mall.userToken)).data;
    expect(config).toMatchObject({ integral_status: '', yue_pay_status: '', balance_func_status: '1' });
    expect(config).not.toHaveProperty('pay_weixin_open');
    expect(await mall.get('/api/user/integral/info', mall.userToken)).toEqual({ status: 400, message: '积分功能未开启' });
    expect(await mall.get('/api/user/integral/lst', mall.userToken)).toEqual({ status: 400, message: '积分功能未开启' });
  });

  it('refuses 余额支付 while yue_pay_status is off, as stock does', async () => {
    const pick = plainSku(mall.context);
    const addressId = await addAddress(mall, mall.userToken);
    const { created } = await placeOrder(mall, mall.userToken, [await buyNow(mall, mall.userToken, pick, 1)], addressId);
    const paid = await mall.post(`/api/order/pay/${created.data.order_id}`, { type: 'balance' }, mall.userToken);
    expect(paid).toEqual({ status: 400, message: '未开启余额支付' });
  });
});
