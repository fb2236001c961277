// Pure: which buttons an order shows in the order list and on its detail page (docs/screens.md a.8, a.11), and
// where the links go. The mall decides in the end; a refusal comes back as its message.
import type { MerchantOrderView, OrderItemView } from './order-view.ts';

export type OrderActionKey = 'cancel' | 'pay' | 'payTail' | 'logistics' | 'take' | 'review' | 'invoice' | 'delete' | 'again' | 'detail';

/** Statuses an invoice may be asked for: every paid order but a refunded or closed one. */
const INVOICEABLE = new Set(['toShip', 'pickup', 'toReceive', 'toReview', 'done', 'tail']);

/** The labels: the list follows the original's order list, the detail page its order page. */
export const ACTION_LABELS: Readonly<Record<'list' | 'detail', Record<OrderActionKey, string>>> = {
  list: {
    cancel: '取消订单',
    pay: '立即支付',
    payTail: '立即付款',
    logistics: '查看物流',
    take: '确认收货',
    review: '去评价',
    invoice: '申请开票',
    delete: '删除订单',
    again: '再次购买',
    detail: '查看详情',
  },
  detail: {
    cancel: '取消订单',
    pay: '立即付款',
    payTail: '立即付款',
    logistics: '查看物流',
    take: '确认收货',
    review: '评价',
    invoice: '申请开票',
    delete: '删除订单',
    again: '再次购买',
    detail: '查看详情',
  },
};

/** Products still waiting for the buyer's review (only once the order is received). */
export function linesToReview(order: MerchantOrderView): OrderItemView[] {
  return order.statusKey === 'toReview' ? order.lines.filter((line) => !line.replied) : [];
}

export function canPayTail(order: MerchantOrderView): boolean {
  return order.statusKey === 'tail' && order.presell !== null && !order.presell.tailPaid && order.presell.activeStatus === 1;
}

/** The buttons of a store's order, in the order they are shown (the detail page shows 评价 on each line). */
export function orderActions(order: MerchantOrderView, place: 'list' | 'detail'): OrderActionKey[] {
  const actions: OrderActionKey[] = [];
  const shipped = order.delivery.kind !== 'none';
  switch (order.statusKey) {
    case 'unpaid':
      actions.push('cancel', 'pay');
      break;
    case 'toReceive':
      if (shipped) actions.push('logistics');
      actions.push('take');
      break;
    case 'toReview':
      if (shipped) actions.push('logistics');
      if (place === 'list' && linesToReview(order).length > 0) actions.push('review');
      actions.push('again');
      break;
    case 'done':
      if (shipped) actions.push('logistics');
      actions.push('again', 'delete');
      break;
    case 'refunded':
      actions.push('again', 'delete');
      break;
    case 'tail':
      if (canPayTail(order)) actions.push('payTail');
      break;
    default:
      break;
  }
  if (INVOICEABLE.has(order.statusKey) && order.invoice === null) actions.unshift('invoice');
  if (place === 'list') actions.push('detail');
  return actions;
}

/** The buttons of an unpaid group order in the list. */
export const GROUP_ACTIONS: readonly OrderActionKey[] = ['cancel', 'pay', 'detail'];

export const orderDetailHref = (orderId: number) => `/order_detail?orderId=${orderId}`;
export const stayDetailHref = (groupOrderId: number) => `/order_stay_detail?orderId=${groupOrderId}`;
export const paymentHref = (groupOrderId: number) => `/payment?result=${groupOrderId}`;

/** 查看物流: the courier's timeline, or the same-city rider's page. */
export function logisticsHref(order: MerchantOrderView): string {
  return order.delivery.kind === 'rider' ? `/logistics_delivery?orderId=${order.id}` : `/logistics?orderId=${order.id}`;
}

export function evaluationHref(orderId: number, line: Pick<OrderItemView, 'orderProductId'>): string {
  return `/evaluation?uni=${line.orderProductId}&orderId=${orderId}`;
}

/** 去评价 in the list: the one product's review page, or the order page when several wait. */
export function reviewHref(order: MerchantOrderView): string {
  const waiting = linesToReview(order);
  return waiting.length === 1 && waiting[0] ? evaluationHref(order.id, waiting[0]) : orderDetailHref(order.id);
}

/** The lines 再次购买 puts back as buy-now lines (POST /api/user/cart/again). */
export function againLines(
  order: Pick<MerchantOrderView, 'lines'>,
): { product_id: number; product_attr_unique: string; cart_num: number }[] {
  return order.lines.map((line) => ({ product_id: line.productId, product_attr_unique: line.unique, cart_num: line.num }));
}

/** Lines 申请退款 is offered on: the order allows after-sales and the line has pieces with no open request. */
export function refundableLines(order: Pick<MerchantOrderView, 'refundOpen' | 'lines' | 'presell' | 'statusKey'>): OrderItemView[] {
  if (!order.refundOpen || order.statusKey === 'tail') return [];
  return order.lines.filter((line) => line.refundableNum > 0);
}
