// Pure: a presell deposit order as the presell list shows it (docs/screens.md a.11 /user/presell_order): 定金已支付,
// 尾款待支付, 支付尾款时间 and where the tail stands: 未开始 before the window, 等待买家付尾款 inside it,
// 交易已关闭 after it, 尾款已支付 once paid.
import type { GroupOrderView } from './group-order-view.ts';
import { ORDER_STATUS_TEXT } from './order-status.ts';
import type { MerchantOrderView, PresellInfoView } from './order-view.ts';

export interface PresellListData {
  /** unpaid group orders holding a presell deposit (待付定金) */
  deposits: GroupOrderView[];
  /** deposit orders whose tail is due */
  orders: MerchantOrderView[];
  total: number;
}

export const PRESELL_STATE_TEXT = {
  notStarted: '未开始',
  waiting: '等待买家付尾款',
  closed: ORDER_STATUS_TEXT.closed,
  paid: '尾款已支付',
} as const;

export function presellStateText(presell: Pick<PresellInfoView, 'tailPaid' | 'activeStatus'>): string {
  if (presell.tailPaid) return PRESELL_STATE_TEXT.paid;
  if (presell.activeStatus === 1) return PRESELL_STATE_TEXT.waiting;
  return presell.activeStatus === 2 ? PRESELL_STATE_TEXT.closed : PRESELL_STATE_TEXT.notStarted;
}

/** Unpaid group orders holding a presell deposit (GET /api/order/group_order_list rows). */
export function isPresellGroup(raw: { orderList?: readonly { activity_type?: number | string }[] }): boolean {
  return (raw.orderList ?? []).some((order) => Number(order.activity_type) === 2);
}
