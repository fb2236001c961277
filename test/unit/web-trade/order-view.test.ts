import { describe, expect, it } from 'vitest';
import { type RawOrder, toMerchantOrderView } from '../../../web/features/order/order-view.ts';
import { ORDER_STATUS_TEXT, refundBadge } from '../../../web/features/order/order-status.ts';

/** A paid order as GET /api/order/list answers it: two lines, postage, a coupon and points. */
function rawOrder(overrides: Partial<RawOrder> = {}): RawOrder {
  return {
    order_id: 41,
    group_order_id: 17,
    order_sn: 'wx17000',
    mer_id: 3,
    status: 0,
    paid: 1,
    activity_type: 0,
    order_type: 0,
    total_num: 3,
    total_price: '129.80',
    total_postage: '8.00',
    pay_price: '125.30',
    pay_postage: '8.00',
    coupon_price: '10.00',
    integral: 150,
    integral_price: '1.50',
    final_price: '0.00',
    real_name: '王采购',
    user_phone: '13912345678',
    user_address: '上海市上海市浦东新区张江镇张江路 88 号',
    mark: '工作日送货',
    create_time: '2026-11-23 10:00:00',
    pay_time: '2026-11-23 10:01:00',
    pay_type: 'balance',
    delivery_type: '',
    delivery_name: '',
    delivery_id: '',
    merchant: { mer_id: 3, mer_name: '东联五金旗舰店', service_phone: '400-820-8820' },
    receipt: null,
    presellOrder: null,
    orderProduct: [
      {
        order_product_id: 91,
        product_id: 7,
        product_sku: 'sku-7-a',
        product_num: 2,
        product_price: '39.90',
        is_reply: 0,
        is_refund: 0,
        cart_info: {
          product: { product_id: 7, store_name: '劳保手套', image: '/p/7.png' },
          productAttr: { sku: '大号', image: '/p/7a.png' },
        },
      },
      {
        order_product_id: 92,
        product_id: 8,
        product_sku: 'sku-8',
        product_num: 1,
        product_price: '50.00',
        is_reply: 1,
        is_refund: 0,
        cart_info: JSON.stringify({
          product: { product_id: 8, store_name: '安全帽', image: '/p/8.png' },
          productAttr: { sku: '', image: '' },
        }),
      },
    ],
    ...overrides,
  };
}

describe('toMerchantOrderView', () => {
  it('carries the 订单号 and the 支付单号 of the payment that covered it (ADR 0037)', () => {
    expect(toMerchantOrderView(rawOrder({ group_order_sn: 'wxo17' }))).toMatchObject({ sn: 'wx17000', paySn: 'wxo17', groupId: 17 });
    expect(toMerchantOrderView(rawOrder()).paySn).toBe('');
  });

  it('maps a paid order: lines, store, receiver, pay type, and money in fen whose total is the lines plus postage less discounts', () => {
    const view = toMerchantOrderView(rawOrder());
    expect(view).toMatchObject({
      id: 41,
      groupId: 17,
      sn: 'wx17000',
      storeName: '东联五金旗舰店',
      servicePhone: '400-820-8820',
      statusKey: 'toShip',
      statusText: '待发货',
      paid: true,
      pieces: 3,
      payTypeText: '余额支付',
      receiver: { name: '王采购', phone: '13912345678', address: '上海市上海市浦东新区张江镇张江路 88 号' },
      mark: '工作日送货',
      delivery: { kind: 'none' },
      invoice: null,
      presell: null,
      badges: [],
    });
    expect(
      view.lines.map((line) => [line.orderProductId, line.name, line.sku, line.image, line.priceFen, line.num, line.totalFen]),
    ).toEqual([
      [91, '劳保手套', '大号', '/p/7a.png', 3990, 2, 7980],
      [92, '安全帽', '', '/p/8.png', 5000, 1, 5000],
    ]);
    expect(view.lines.map((line) => [line.unique, line.replied])).toEqual([
      ['sku-7-a', false],
      ['sku-8', true],
    ]);
    // the same order seen under 企业 was paid from the company's balance
    expect(toMerchantOrderView(rawOrder(), 'COMPANY').payTypeText).toBe('企业余额');
    expect(view.money).toEqual({
      goodsFen: 12980,
      postageFen: 800,
      couponFen: 1000,
      pointsFen: 150,
      totalFen: 12630,
      paidFen: 12530,
      tailFen: 0,
    });
    // goods are the sum of the lines, to the fen
    expect(view.money.goodsFen).toBe(view.lines.reduce((sum, line) => sum + line.totalFen, 0));
  });

  it('gives every status its words: 待付款, 待发货 (9 too), 待核销, 待收货, 待评价, 已完成, 已退款, 待付尾款', () => {
    const text = (overrides: Partial<RawOrder>) => toMerchantOrderView(rawOrder(overrides)).statusText;
    expect(text({ paid: 0 })).toBe('待付款');
    expect(text({ status: 0 })).toBe('待发货');
    expect(text({ status: 9 })).toBe('待发货');
    expect(text({ status: 0, order_type: 1 })).toBe('待核销');
    expect(text({ status: 1 })).toBe('待收货');
    expect(text({ status: 2 })).toBe('待评价');
    expect(text({ status: 3 })).toBe('已完成');
    expect(text({ status: -1 })).toBe('已退款');
    expect(text({ status: 10, presellOrder: { presell_order_id: 41, activeStatus: 1 } })).toBe('待付尾款');
    expect(text({ status: 10, presellOrder: { presell_order_id: 41, activeStatus: 2 } })).toBe('交易已关闭');
    expect(text({ status: 77 })).toBe(ORDER_STATUS_TEXT.closed);
  });

  it('reads the shipment: express or same-city rider', () => {
    const express = toMerchantOrderView(rawOrder({ status: 1, delivery_type: '1', delivery_name: '顺丰速运', delivery_id: 'SF1' }));
    expect(express.delivery).toEqual({ kind: 'express', name: '顺丰速运', id: 'SF1' });
    const rider = toMerchantOrderView(rawOrder({ status: 1, delivery_type: '5', delivery_name: '李师傅', delivery_id: '13700000000' }));
    expect(rider.delivery.kind).toBe('rider');
  });

  it('reads an invoice request: kind, title type, tax number and whether it is issued', () => {
    const asked = toMerchantOrderView(
      rawOrder({
        receipt: {
          receipt_type: 1,
          receipt_title_type: 2,
          receipt_title: '上海东联',
          duty_paragraph: '91310000MA1K000000',
          email: 'a@b.cn',
          status: 0,
        },
      }),
    ).invoice;
    expect(asked).toEqual({
      kind: '电子普通发票',
      titleType: '企业',
      title: '上海东联',
      taxNumber: '91310000MA1K000000',
      email: 'a@b.cn',
      issued: false,
      statusText: '未开票',
      sn: '',
      via: '',
    });
    const issued = toMerchantOrderView(
      rawOrder({ receipt: { receipt_type: 2, receipt_title_type: 2, receipt_title: 'X', status: 1, receipt_sn: 'FP2026112300001' } }),
    ).invoice;
    expect(issued).toMatchObject({ kind: '增值税专用发票', issued: true, statusText: '已开票', sn: 'FP2026112300001' });
    // billed by the statement's 集中开票 invoice: that invoice is the order's, so 申请开票 is not offered
    const billed = toMerchantOrderView(
      rawOrder({ receipt: { receipt_type: 2, receipt_title_type: 2, receipt_title: 'X', status: 1, statement_period: '2026-11' } }),
    ).invoice;
    expect(billed?.via).toBe('集中开票（对账单 2026-11）');
    expect(
      toMerchantOrderView(rawOrder({ receipt: { receipt_type: 1, receipt_title_type: 1, receipt_title: '王采购' } })).invoice?.taxNumber,
    ).toBe('');
  });

  it('a presell deposit order: the deposit is paid, the tail is due; paid together they are the order total', () => {
    const due = toMerchantOrderView(
      rawOrder({
        status: 10,
        activity_type: 2,
        total_num: 1,
        pay_price: '20.00',
        final_price: '38.00',
        total_postage: '0.00',
        coupon_price: '0.00',
        integral_price: '0.00',
        presellOrder: {
          presell_order_id: 41,
          final_start_time: '2026-11-30 10:00:00',
          final_end_time: '2026-12-03 10:00:00',
          pay_price: '38.00',
          paid: 0,
          pay_time: null,
          activeStatus: 0,
        },
        orderProduct: [{ order_product_id: 93, product_id: 3005, product_num: 1, product_price: '58.00', cart_info: {} }],
      }),
    );
    expect(due.badges).toEqual(['预售']);
    expect(due.presell).toEqual({
      presellOrderId: 41,
      depositFen: 2000,
      tailFen: 3800,
      window: '2026-11-30 10:00:00 至 2026-12-03 10:00:00',
      tailPaid: false,
      tailPayTime: '',
      activeStatus: 0,
    });
    expect(due.money).toMatchObject({ goodsFen: 5800, totalFen: 5800, paidFen: 2000, tailFen: 3800 });
    const paid = toMerchantOrderView(
      rawOrder({
        status: 0,
        activity_type: 2,
        pay_price: '20.00',
        total_postage: '0.00',
        coupon_price: '0.00',
        integral_price: '0.00',
        presellOrder: { presell_order_id: 41, pay_price: '38.00', paid: 1, pay_time: '2026-12-01 09:00:00', activeStatus: 1 },
        orderProduct: [{ order_product_id: 93, product_id: 3005, product_num: 1, product_price: '58.00', cart_info: {} }],
      }),
    );
    expect(paid.statusText).toBe('待发货');
    expect(paid.money.paidFen).toBe(paid.money.totalFen);
  });

  it('survives a sparse answer from another backend', () => {
    const view = toMerchantOrderView({
      order_id: 5,
      status: 3,
      orderProduct: [{ order_product_id: 1, product_id: 2, product_num: 1, product_price: 'x' }],
    });
    expect(view).toMatchObject({ statusText: '已完成', storeName: '', pieces: 1, money: { goodsFen: 0, paidFen: 0 } });
  });
});

describe('refundBadge', () => {
  it('says 退款中, 全部退款 or 部分退款 from the lines', () => {
    expect(refundBadge(['', ''])).toBe('');
    expect(refundBadge(['退款中', ''])).toBe('退款中');
    expect(refundBadge(['已退款 x2', '已退款 x1'])).toBe('全部退款');
    expect(refundBadge(['已退款 x2', ''])).toBe('部分退款');
  });

  it('is shown on the order beside 预售', () => {
    const raw = rawOrder({ activity_type: 2 });
    const [first, second] = raw.orderProduct ?? [];
    if (!first || !second) throw new Error('two lines expected');
    const view = toMerchantOrderView({ ...raw, orderProduct: [{ ...first, is_refund: 3 }, second] });
    expect(view.badges).toEqual(['预售', '部分退款']);
    expect(view.lines[0]?.refundText).toBe('已退款 x2');
  });
});
