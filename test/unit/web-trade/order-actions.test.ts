import { describe, expect, it } from 'vitest';
import {
  ACTION_LABELS,
  againLines,
  canPayTail,
  evaluationHref,
  linesToReview,
  logisticsHref,
  type OrderActionKey,
  orderActions,
  reviewHref,
} from '../../../web/features/order/order-action-rules.ts';
import { statusNote } from '../../../web/features/order/order-banner.ts';
import { orderSteps } from '../../../web/features/order/order-steps.ts';
import { type RawOrder, toMerchantOrderView } from '../../../web/features/order/order-view.ts';

const line = (id: number, replied: number) => ({
  order_product_id: id,
  product_id: id + 100,
  product_sku: `sku-${id}`,
  product_num: 2,
  product_price: '10.00',
  is_reply: replied,
  cart_info: { product: { product_id: id + 100, store_name: `商品${id}`, image: '' } },
});

function order(overrides: Partial<RawOrder> = {}) {
  return toMerchantOrderView({
    order_id: 41,
    group_order_id: 17,
    order_sn: 'wx1',
    status: 0,
    paid: 1,
    create_time: '2026-11-23 10:00:00',
    pay_time: '2026-11-23 10:01:00',
    orderProduct: [line(1, 0)],
    ...overrides,
  });
}

const shipped = { delivery_type: '1', delivery_name: '顺丰速运', delivery_id: 'SF1' };
const labels = (keys: OrderActionKey[], place: 'list' | 'detail') => keys.map((key) => ACTION_LABELS[place][key]);

describe('order buttons by status', () => {
  it('list: 待付款 cancel and pay; 待发货 invoice; 待收货 logistics and take; 待评价 review and buy again; 已完成 buy again and delete', () => {
    expect(labels(orderActions(order({ paid: 0 }), 'list'), 'list')).toEqual(['取消订单', '立即支付', '查看详情']);
    expect(labels(orderActions(order({ status: 0 }), 'list'), 'list')).toEqual(['申请开票', '查看详情']);
    expect(labels(orderActions(order({ status: 1, ...shipped }), 'list'), 'list')).toEqual([
      '申请开票',
      '查看物流',
      '确认收货',
      '查看详情',
    ]);
    expect(labels(orderActions(order({ status: 2, ...shipped }), 'list'), 'list')).toEqual([
      '申请开票',
      '查看物流',
      '去评价',
      '再次购买',
      '查看详情',
    ]);
    expect(labels(orderActions(order({ status: 3, ...shipped }), 'list'), 'list')).toEqual([
      '申请开票',
      '查看物流',
      '再次购买',
      '删除订单',
      '查看详情',
    ]);
    expect(labels(orderActions(order({ status: -1 }), 'list'), 'list')).toEqual(['再次购买', '删除订单', '查看详情']);
  });

  it('detail: no 查看详情, 立即付款 for an unpaid order, 评价 lives on the lines', () => {
    expect(labels(orderActions(order({ paid: 0 }), 'detail'), 'detail')).toEqual(['取消订单', '立即付款']);
    expect(orderActions(order({ status: 2 }), 'detail')).toEqual(['invoice', 'again']);
  });

  it('申请开票 only until an invoice is requested', () => {
    const asked = order({ status: 1, receipt: { receipt_type: 1, receipt_title_type: 1, receipt_title: '王采购', status: 0 } });
    expect(orderActions(asked, 'detail')).toEqual(['take']);
  });

  it('去评价 only while a product waits for its review; one waiting product goes straight to its review page', () => {
    const one = order({ status: 2, orderProduct: [line(1, 1), line(2, 0)] });
    expect(linesToReview(one).map((l) => l.orderProductId)).toEqual([2]);
    expect(reviewHref(one)).toBe('/evaluation?uni=2&orderId=41');
    const two = order({ status: 2, orderProduct: [line(1, 0), line(2, 0)] });
    expect(reviewHref(two)).toBe('/order_detail?orderId=41');
    const none = order({ status: 2, orderProduct: [line(1, 1)] });
    expect(orderActions(none, 'list')).not.toContain('review');
    expect(linesToReview(order({ status: 1 }))).toEqual([]);
    expect(evaluationHref(7, { orderProductId: 3 })).toBe('/evaluation?uni=3&orderId=7');
  });

  it('查看物流 goes to the courier page or the same-city rider page', () => {
    expect(logisticsHref(order({ status: 1, ...shipped }))).toBe('/logistics?orderId=41');
    expect(logisticsHref(order({ status: 1, delivery_type: '5', delivery_name: '李师傅', delivery_id: '13700000000' }))).toBe(
      '/logistics_delivery?orderId=41',
    );
    expect(orderActions(order({ status: 1 }), 'detail')).not.toContain('logistics');
  });

  it('立即付款 for a presell tail only inside its window', () => {
    const tail = (activeStatus: number, paid = 0) =>
      order({ status: 10, activity_type: 2, presellOrder: { presell_order_id: 41, pay_price: '38.00', paid, activeStatus } });
    expect(canPayTail(tail(0))).toBe(false);
    expect(canPayTail(tail(1))).toBe(true);
    expect(canPayTail(tail(2))).toBe(false);
    expect(labels(orderActions(tail(1), 'list'), 'list')).toEqual(['申请开票', '立即付款', '查看详情']);
    expect(orderActions(tail(0), 'detail')).toEqual(['invoice']);
    expect(orderActions(tail(2), 'detail')).toEqual([]);
  });

  it('再次购买 sends every line with its SKU and quantity', () => {
    expect(againLines(order({ orderProduct: [line(1, 0), line(2, 1)] }))).toEqual([
      { product_id: 101, product_attr_unique: 'sku-1', cart_num: 2 },
      { product_id: 102, product_attr_unique: 'sku-2', cart_num: 2 },
    ]);
  });
});

describe('order progress', () => {
  const done = (raw: Partial<RawOrder>) =>
    orderSteps(order(raw))
      .filter((step) => step.done)
      .map((step) => step.label);

  it('marks the steps a status has reached, with their times', () => {
    expect(orderSteps(order({ status: 0 })).map((step) => step.label)).toEqual([
      '提交订单',
      '付款成功',
      '商家发货',
      '确认收货',
      '交易完成',
    ]);
    expect(done({ paid: 0 })).toEqual(['提交订单']);
    expect(done({ status: 0 })).toEqual(['提交订单', '付款成功']);
    expect(done({ status: 1 })).toEqual(['提交订单', '付款成功', '商家发货']);
    expect(done({ status: 2, take_time: '2026-11-24 09:00:00' })).toEqual(['提交订单', '付款成功', '商家发货', '确认收货']);
    expect(done({ status: 3 })).toHaveLength(5);
    expect(orderSteps(order({ status: 2, take_time: '2026-11-24 09:00:00' }))[3]?.time).toBe('2026-11-24 09:00:00');
    expect(orderSteps(order({ status: -1 }))).toEqual([]);
  });

  it('a presell deposit order pays in two steps', () => {
    const presell = { presell_order_id: 41, pay_price: '38.00', paid: 0, activeStatus: 1 };
    expect(done({ status: 10, activity_type: 2, presellOrder: presell })).toEqual(['提交订单', '支付定金']);
    expect(done({ status: 1, activity_type: 2, presellOrder: { ...presell, paid: 1, pay_time: '2026-12-01 09:00:00' } })).toEqual([
      '提交订单',
      '支付定金',
      '支付尾款',
      '商家发货',
    ]);
    expect(orderSteps(order({ status: 10, activity_type: 2, presellOrder: { ...presell, activeStatus: 2 } }))).toEqual([]);
  });

  it('says a word under each status', () => {
    expect(statusNote(order({ status: 0, order_type: 1, verify_code: '12345678' }))).toBe('请到店出示核销码：12345678');
    expect(statusNote(order({ status: 1, ...shipped }))).toBe('商家已发货，请注意查收。');
    expect(
      statusNote(
        order({
          status: 10,
          activity_type: 2,
          presellOrder: {
            presell_order_id: 41,
            final_start_time: '2026-11-30 10:00:00',
            final_end_time: '2026-12-03 10:00:00',
            activeStatus: 0,
          },
        }),
      ),
    ).toBe('支付尾款时间：2026-11-30 10:00:00 至 2026-12-03 10:00:00（未开始）');
  });
});
