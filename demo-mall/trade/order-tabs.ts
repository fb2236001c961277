// The order list's status filter and the tab counts (docs/mall-api.md §3.7, docs/product.md §13): 0 待发货
// (internal 9 too), 1 待收货, 11 待验收 (company orders), 2 待评价, 3 已完成, -1 已退款, 10 待付尾款, -2 every paid order but presell
// balances; absent: every paid order.
import { formatFen } from '#shared/money.ts';
import type { OrderRow } from './order-store.ts';

/** the list's status of 待验收, a company order's tab */
export const ACCEPT_TAB = 11;

/** the list's `status` parameter; null when absent */
export function matchesStatus(row: OrderRow, status: number | null): boolean {
  if (status === null) return true;
  if (status === -2) return row.status !== 10;
  if (status === 0) return row.status === 0 || row.status === 9;
  // 待验收 (docs/company-api.md §11.2): a company order delivered and not yet accepted
  if (status === ACCEPT_TAB) return row.status === 1 && row.delivered_time !== null && row.principal.startsWith('company:');
  return row.status === status;
}

export interface OrderNumbers {
  orderPrice: string;
  noPay: number;
  noPostage: number;
  noDeliver: number;
  noComment: number;
  /** 待验收: company orders delivered and not yet accepted */
  noAccept: number;
  done: number;
  refund: number;
  orderCount: number;
  all: number;
}

/** The counts behind 全部订单(n) / 待付款(n) / 待发货(n) / 待收货(n) / 待评价(n) / 已完成(n). */
export function orderNumbers(paid: readonly OrderRow[], unpaidGroups: number): OrderNumbers {
  const count = (status: number) => paid.filter((row) => matchesStatus(row, status)).length;
  return {
    orderPrice: formatFen(paid.reduce((sum, row) => sum + row.pay_price_fen, 0)),
    noPay: unpaidGroups,
    noPostage: count(0),
    noDeliver: count(1),
    noComment: count(2),
    noAccept: count(ACCEPT_TAB),
    done: count(3),
    refund: count(-1),
    orderCount: paid.length,
    // as stock: paid orders only (the storefront adds noPay for 全部订单)
    all: paid.length,
  };
}
