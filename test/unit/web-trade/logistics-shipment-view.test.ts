// A paid order as the logistics pages read it: how it travels, whether it has left the store, its lines and
// the order id of the address.
import { describe, expect, it } from 'vitest';
import { deliveryHref, logisticsHref, orderDetailHref, orderIdFrom, positiveId } from '../../../web/features/logistics/logistics-links.ts';
import { type RawPaidOrder, shipmentKind, toShipmentView } from '../../../web/features/logistics/shipment-view.ts';
import { payTypeText } from '../../../web/features/order/pay-type-text.ts';

const raw: RawPaidOrder = {
  order_id: 41,
  order_sn: 'wx41',
  mer_id: 3,
  status: 1,
  order_type: 0,
  delivery_type: '1',
  delivery_name: '顺丰速运',
  delivery_id: 'SF123456',
  real_name: '王采购',
  user_phone: '13912345678',
  user_address: '北京市东城区1号',
  mark: '放门卫室',
  pay_price: '31.50',
  pay_type: 'balance',
  pay_time: '2026-11-23 10:00:00',
  create_time: '2026-11-23 09:59:00',
  merchant: { mer_name: '安护劳保用品专营店' },
  orderProduct: [
    {
      order_product_id: 7,
      product_id: 12,
      product_num: 2,
      product_price: '23.50',
      cart_info: JSON.stringify({ product: { store_name: '安全帽', image: '/p.png' }, productAttr: { sku: '红色', image: '/sku.png' } }),
    },
    {
      order_product_id: 8,
      product_id: 13,
      product_num: 1,
      product_price: '8',
      cart_info: { product: { store_name: '手套', image: '/g.png' } },
    },
  ],
};

describe('toShipmentView', () => {
  it('reads a courier order on its way: carrier, waybill, receiver, note, payment and lines', () => {
    const view = toShipmentView(raw);
    expect(view).toMatchObject({
      orderId: 41,
      sn: 'wx41',
      statusText: '待收货',
      kind: 'express',
      shipped: true,
      carrier: '顺丰速运',
      carrierRef: 'SF123456',
      receiver: { name: '王采购', phone: '13912345678', address: '北京市东城区1号' },
      mark: '放门卫室',
      storeName: '安护劳保用品专营店',
      payFen: 3150,
      payType: '余额支付',
    });
    expect(view.lines).toEqual([
      { orderProductId: 7, productId: 12, name: '安全帽', image: '/sku.png', sku: '红色', priceFen: 2350, num: 2, replied: false },
      { orderProductId: 8, productId: 13, name: '手套', image: '/g.png', sku: '', priceFen: 800, num: 1, replied: false },
    ]);
  });

  it('counts an order as shipped only once it has left the store', () => {
    for (const status of [0, 9, 10]) expect(toShipmentView({ ...raw, status }).shipped).toBe(false);
    for (const status of [1, 2, 3]) expect(toShipmentView({ ...raw, status }).shipped).toBe(true);
    // paid and waiting: no delivery type yet
    expect(toShipmentView({ ...raw, status: 0, delivery_type: null, delivery_name: null }).kind).toBe('unknown');
    expect(toShipmentView({ ...raw, status: 0, delivery_type: '' }).statusText).toBe('待发货');
  });

  it('tells courier, rider, the store’s own delivery, virtual goods and pickup apart', () => {
    expect(shipmentKind({ delivery_type: '1' })).toBe('express');
    expect(shipmentKind({ delivery_type: 4 })).toBe('express');
    expect(shipmentKind({ delivery_type: '5' })).toBe('rider');
    expect(shipmentKind({ delivery_type: '2' })).toBe('deliverer');
    expect(shipmentKind({ delivery_type: '3' })).toBe('virtual');
    expect(shipmentKind({ order_type: 1, delivery_type: '1' })).toBe('pickup');
    expect(toShipmentView({ ...raw, order_type: 1, status: 2 }).shipped).toBe(false);
  });

  it('survives a sparse order and broken cart info', () => {
    const view = toShipmentView({
      order_id: 5,
      mer_id: 1,
      status: 2,
      orderProduct: [{ order_product_id: 1, product_id: 2, product_num: 1, product_price: 'x', cart_info: '{broken' }],
    });
    expect(view).toMatchObject({ sn: '', carrier: '', receiver: { name: '', phone: '', address: '' }, payFen: 0, storeName: '' });
    expect(view.lines[0]).toMatchObject({ name: '', image: '', priceFen: 0 });
  });

  it('words the pay types the mall uses', () => {
    expect(payTypeText('balance')).toBe('余额支付');
    // under 企业 the balance is the company's, as the payment page calls it
    expect(payTypeText('balance', 'COMPANY')).toBe('企业余额');
    expect(payTypeText('credit', 'COMPANY')).toBe('企业账期');
    expect(payTypeText('weixinQr')).toBe('微信支付');
    expect(payTypeText('routine')).toBe('微信支付');
    expect(payTypeText('alipayQr')).toBe('支付宝支付');
    expect(payTypeText('offline')).toBe('offline');
    expect(payTypeText(undefined)).toBe('');
  });
});

describe('logistics addresses', () => {
  it('use the original’s orderId and read order_id too', () => {
    expect(logisticsHref(41)).toBe('/logistics?orderId=41');
    expect(deliveryHref(41)).toBe('/logistics_delivery?orderId=41');
    expect(orderDetailHref(41)).toBe('/order_detail?orderId=41');
    expect(orderIdFrom({ orderId: '41' })).toBe(41);
    expect(orderIdFrom({ order_id: '42' })).toBe(42);
    expect(orderIdFrom({ orderId: '41', order_id: '42' })).toBe(41);
  });

  it('take only a positive whole number', () => {
    for (const bad of [undefined, '', '0', '-3', '1.5', '12abc', '1e3', ' ', '9'.repeat(16)]) expect(positiveId(bad)).toBeNull();
    expect(positiveId(' 7 ')).toBe(7);
  });
});
