// Pure: what an order's status reads as (docs/product.md §13 "Order statuses", docs/screens.md a.8) and the
// refund badge of its lines. The one table of order status labels: the order list and detail, the presell list,
// the order tabs and the logistics pages all read ORDER_STATUS_TEXT.

export type OrderStatusKey = 'unpaid' | 'toShip' | 'pickup' | 'toReceive' | 'toReview' | 'done' | 'refunded' | 'tail' | 'closed';

export const ORDER_STATUS_TEXT: Readonly<Record<OrderStatusKey, string>> = {
  unpaid: '待付款',
  toShip: '待发货',
  pickup: '待核销',
  toReceive: '待收货',
  toReview: '待评价',
  done: '已完成',
  refunded: '已退款',
  tail: '待付尾款',
  closed: '交易已关闭',
};

export interface StatusInput {
  paid: boolean;
  /** the mall's status: 0 (and 9) 待发货, 1 待收货, 2 待评价, 3 已完成, -1 已退款, 10 待付尾款 */
  status: number;
  /** picked up in store (order_type 1) */
  pickup: boolean;
  /** a presell deposit order: its tail window (2 = over) */
  presell: { activeStatus: number } | null;
}

function keyOf({ paid, status, pickup, presell }: StatusInput): OrderStatusKey {
  if (!paid) return 'unpaid';
  if (status === 0 || status === 9) return pickup ? 'pickup' : 'toShip';
  if (status === 1) return 'toReceive';
  if (status === 2) return 'toReview';
  if (status === 3) return 'done';
  if (status === -1) return 'refunded';
  // a tail not paid inside its window closes the deal
  if (status === 10) return presell?.activeStatus === 2 ? 'closed' : 'tail';
  return 'closed';
}

export function orderStatusOf(input: StatusInput): { key: OrderStatusKey; text: string } {
  const key = keyOf(input);
  return { key, text: ORDER_STATUS_TEXT[key] };
}

/** 退款中 when a line is being refunded; 全部退款 when every line is refunded; 部分退款 when some are. */
export function refundBadge(lineTexts: readonly string[]): string {
  if (lineTexts.includes('退款中')) return '退款中';
  const refunded = lineTexts.filter((text) => text.startsWith('已退款')).length;
  if (refunded === 0) return '';
  return refunded === lineTexts.length ? '全部退款' : '部分退款';
}
