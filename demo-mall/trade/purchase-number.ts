// The one number a buyer, an approver and 财务 use for a purchase (ADR 0037, addendum 2026-12-07): the 订单号
// (order_sn, wx…) of its store's order, the number the ledger, the statement and the invoices carry. A checkout
// that covered several stores names each 订单号; the 支付单号 (wxo…) only when it has no order at all.
import type { OrderStore } from './order-store.ts';

export function purchaseNumberOf(orders: Pick<OrderStore, 'group' | 'ordersOfGroup'>, groupOrderId: number): string {
  const sns = orders.ordersOfGroup(groupOrderId).map((order) => order.order_sn);
  return sns.length > 0 ? sns.join('、') : (orders.group(groupOrderId)?.group_order_sn ?? '');
}
