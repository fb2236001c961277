// Pure: the order list's 采购单号 search (docs/company-api.md §8.2): /user/order_list?po_number=… lists the paid
// company orders whose PO number contains the text (GET /api/order/list?po_number=), 10 a page.
import { checkPoNumber } from '#shared/company/purchase-ref-form-rules.ts';
import { pageHref } from '#web/features/browse/page-href.ts';

export const ORDER_LIST_PATH = '/user/order_list';
export const PO_SEARCH_PER_PAGE = 10;

/** The search text from the address ('' for none); text the rule refuses searches for nothing it could match. */
export function poSearchOf(value: unknown): string {
  const raw = Array.isArray(value) ? value[0] : value;
  return typeof raw === 'string' ? raw.trim().slice(0, 32) : '';
}

/** Whether the text could be part of a PO number at all (the box says so instead of searching). */
export const poSearchValid = (text: string) => checkPoNumber(text).ok;

export function poSearchHref(text: string, page = 1): string {
  return pageHref(ORDER_LIST_PATH, { po_number: text }, page);
}
