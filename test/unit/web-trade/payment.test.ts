import { describe, expect, it } from 'vitest';
import { productNames, toGroupOrderView, type RawGroupOrder } from '../../../web/features/order/group-order-view.ts';
import { remainingParts, secondsLeft } from '../../../web/features/order/remaining-time.ts';
import { balanceCovers, PAY_QR_TTL_MS, payMethods, qrWording } from '../../../web/features/order/pay-rules.ts';

const raw: RawGroupOrder = {
  group_order_id: 5,
  group_order_sn: 'wxo1',
  total_num: 3,
  total_price: '181.60',
  total_postage: '8.00',
  pay_price: '184.60',
  coupon_price: '5.00',
  integral: 0,
  integral_price: '0.00',
  real_name: '王五',
  user_phone: '13912345678',
  user_address: '北京市东城区1号',
  paid: 0,
  create_time: '2026-11-23 10:00:00',
  cancel_unix: 1_000_900,
  cancel_time: '2026-11-23 10:15:00',
  orderList: [
    {
      order_id: 8,
      order_sn: 'wx8',
      mer_id: 1,
      mark: '请尽快',
      merchant: { mer_name: '自营店' },
      orderProduct: [
        { order_product_id: 1, product_id: 1, product_num: 2, product_price: '90.80', cart_info: { product: { store_name: '复印纸' } } },
        {
          order_product_id: 2,
          product_id: 1,
          product_num: 1,
          product_price: '0.00',
          cart_info: '{"product":{"store_name":"复印纸","image":"/p.svg"},"productAttr":{"sku":"A3"}}',
        },
      ],
    },
    {
      order_id: 9,
      mer_id: 2,
      orderProduct: [{ order_product_id: 3, product_id: 4, product_num: 1, product_price: '1', cart_info: 'oops' }],
    },
  ],
};

describe('group order view', () => {
  it('reads money in fen, the receiver, the closing time and the lines by store', () => {
    const view = toGroupOrderView(raw);
    expect(view).toMatchObject({
      id: 5,
      sn: 'wx8',
      paySn: 'wxo1',
      payFen: 18460,
      postageFen: 800,
      couponFen: 500,
      paid: false,
      closesAt: 1_000_900,
    });
    expect(view.receiver).toEqual({ name: '王五', phone: '13912345678', address: '北京市东城区1号' });
    expect(view.stores[0]).toMatchObject({ orderId: 8, orderSn: 'wx8', name: '自营店', mark: '请尽快' });
    // a store's order without a number answers '' (the payment page then lists none)
    expect(view.stores[1]?.orderSn).toBe('');
    expect(view.stores[0]?.lines[1]).toMatchObject({ name: '复印纸', image: '/p.svg', sku: 'A3', priceFen: 0, num: 1 });
    expect(view.stores[1]?.lines[0]?.name).toBe('');
    expect(productNames(view)).toBe('复印纸');
  });

  it('counts down to the closing time in hours, minutes and seconds, never below zero', () => {
    expect(secondsLeft(1_000_900, 1_000_000_000)).toBe(900);
    expect(secondsLeft(1_000_900, 1_000_901_000)).toBe(0);
    expect(remainingParts(900)).toEqual({ hours: '00', minutes: '15', seconds: '00' });
    expect(remainingParts(3723)).toEqual({ hours: '01', minutes: '02', seconds: '03' });
  });
});

describe('payment rules', () => {
  const ALL_ON = { yue_pay_status: '1', balance_func_status: '1', alipay_open: '1' };

  it('shows the methods the mall has on', () => {
    expect(payMethods(ALL_ON, true).map((method) => method.label)).toEqual(['余额支付', '微信支付', '支付宝支付']);
    expect(payMethods({ ...ALL_ON, yue_pay_status: '0' }, true).map((method) => method.type)).toEqual(['weixinQr', 'alipayQr']);
    expect(payMethods({ balance_func_status: 0, pay_weixin_open: '0', alipay_open: '0' }, true)).toEqual([]);
  });

  it('reads a switch as CRMEB does: on only for 1, off for "", "0" and a missing key', () => {
    // what a stock /api/config answered: every switch ''
    expect(payMethods({ yue_pay_status: '', balance_func_status: '', alipay_open: '' }, false)).toEqual([]);
    expect(payMethods({}, false)).toEqual([]);
    expect(payMethods({ yue_pay_status: 1, balance_func_status: 1, alipay_open: 1 }, false).map((m) => m.type)).toEqual([
      'balance',
      'alipayQr',
    ]);
    expect(payMethods({ ...ALL_ON, balance_func_status: '0' }, false).map((m) => m.type)).toEqual(['alipayQr']);
  });

  it('offers 微信支付 by the pay_weixin_open a backend reports, else by the storefront setting', () => {
    expect(payMethods({}, true).map((m) => m.type)).toEqual(['weixinQr']);
    expect(payMethods({ pay_weixin_open: '' }, true)).toEqual([]);
    expect(payMethods({ pay_weixin_open: '1' }, false).map((m) => m.type)).toEqual(['weixinQr']);
  });

  it('the balance must cover the whole amount', () => {
    expect(balanceCovers('98.80', 9880)).toBe(true);
    expect(balanceCovers('98.79', 9880)).toBe(false);
    expect(balanceCovers(undefined, 1)).toBe(false);
  });

  it('a QR code expires after 180 s, with the words of its provider', () => {
    expect(PAY_QR_TTL_MS).toBe(180 * 1000);
    expect(qrWording('alipayQr').scan).toBe('请使用支付宝扫一扫');
    expect(qrWording('weixinQr')).toEqual({ title: '微信支付', scan: '请使用微信扫一扫' });
  });
});
