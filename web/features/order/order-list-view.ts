// Pure: the order list's tabs and paging (docs/screens.md a.11 /user/order_list, docs/product.md §13): 全部订单 /
// 待付款 / 待发货 / 待收货 / 待评价 / 已完成 with the counts of GET /api/order/number, 10 per page, the tab and the
// page in the URL (?status=unpaid|0|1|2|3&page=N). 待付款 lists unpaid group orders; 全部订单 lists them first,
// then every paid order.

import type { GroupOrderView } from './group-order-view.ts';
import { ORDER_STATUS_TEXT } from './order-status.ts';
import type { MerchantOrderView } from './order-view.ts';
import { pageHref } from '#web/features/browse/page-href.ts';

export const ORDERS_PER_PAGE = 10;

export type OrderTabKey = 'all' | 'unpaid' | '0' | '1' | '11' | '2' | '3';

/** GET /api/order/number (ints); stock counts paid orders only in `all` and `orderCount` */
export interface OrderNumbers {
  all?: number;
  orderCount?: number;
  noPay?: number;
  noPostage?: number;
  noDeliver?: number;
  noComment?: number;
  /** 待验收 (company orders, docs/company-api.md §11.2) */
  noAccept?: number;
  done?: number;
}

export type OrderListRow = { kind: 'group'; group: GroupOrderView } | { kind: 'order'; order: MerchantOrderView };

export interface OrderListData {
  numbers: OrderNumbers;
  rows: OrderListRow[];
  total: number;
}

export interface OrderTab {
  key: OrderTabKey;
  label: string;
  count: keyof OrderNumbers;
  /** shown under 企业 only */
  companyOnly?: boolean;
}

export const ORDER_TABS: readonly OrderTab[] = [
  { key: 'all', label: '全部订单', count: 'all' },
  { key: 'unpaid', label: ORDER_STATUS_TEXT.unpaid, count: 'noPay' },
  { key: '0', label: ORDER_STATUS_TEXT.toShip, count: 'noPostage' },
  { key: '1', label: ORDER_STATUS_TEXT.toReceive, count: 'noDeliver' },
  { key: '11', label: '待验收', count: 'noAccept', companyOnly: true },
  { key: '2', label: ORDER_STATUS_TEXT.toReview, count: 'noComment' },
  { key: '3', label: ORDER_STATUS_TEXT.done, count: 'done' },
];

export const ORDER_LIST_PATH = '/user/order_list';

/** The tab a `status` query names; anything else is 全部订单. */
export function tabOf(status: string | undefined): OrderTabKey {
  return ORDER_TABS.find((tab) => tab.key !== 'all' && tab.key === status)?.key ?? 'all';
}

/** A page number from the query: a whole number ≥ 1, else 1. */
export function pageOf(value: string | undefined): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export function orderListHref(tab: OrderTabKey, page = 1): string {
  return pageHref(ORDER_LIST_PATH, { status: tab === 'all' ? undefined : tab }, page);
}

/**
 * 全部订单(3): the label with its count (0 when the mall did not say). 全部订单 lists the unpaid orders too, so its
 * count is the paid `all` plus `noPay`.
 */
export function tabLabel(tab: OrderTab, numbers: OrderNumbers): string {
  const count = Number(numbers[tab.count]) || 0;
  return `${tab.label}(${tab.key === 'all' ? count + (Number(numbers.noPay) || 0) : count})`;
}

/** What page `page` of 全部订单 holds when `unpaidTotal` unpaid orders come before the paid ones. */
export function mergedWindow(
  page: number,
  limit: number,
  unpaidTotal: number,
): { unpaidCount: number; paidOffset: number; paidCount: number } {
  const start = (page - 1) * limit;
  const unpaidCount = Math.max(0, Math.min(limit, unpaidTotal - start));
  return { unpaidCount, paidOffset: Math.max(0, start - unpaidTotal), paidCount: limit - unpaidCount };
}

/** The mall pages (page, limit) that hold items offset … offset + count − 1, and which part of each to keep. */
export function pagesCovering(offset: number, count: number, limit: number): { page: number; from: number; to: number }[] {
  if (count <= 0) return [];
  const pages: { page: number; from: number; to: number }[] = [];
  for (let at = offset; at < offset + count; ) {
    const page = Math.floor(at / limit) + 1;
    const from = at - (page - 1) * limit;
    const to = Math.min(limit, from + (offset + count - at));
    pages.push({ page, from, to });
    at += to - from;
  }
  return pages;
}
