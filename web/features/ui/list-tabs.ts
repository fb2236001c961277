// The tabs of a paged user-centre list (我的发票, 我的优惠券, 汇款记录): the first tab is the list's default, so a query
// value that names no tab opens it, and its links leave the tab out of the address (one URL for each state).
import { pageHref } from '#web/features/browse/page-href.ts';

/** A list's tabs, the default first. */
export type ListTabs<K extends string> = readonly [{ key: K }, ...{ key: K }[]];

/** The tab `value` names, else the default. */
export function tabNamed<K extends string>(tabs: ListTabs<K>, value: unknown): K {
  return tabs.find((tab) => tab.key === value)?.key ?? tabs[0].key;
}

/** Page `page` of `tab` of the list at `path`, the tab under the query key `param` unless it is the default. */
export function tabPageHref<K extends string>(path: string, param: string, tabs: ListTabs<K>, tab: K, page = 1): string {
  return pageHref(path, { [param]: tab === tabs[0].key ? undefined : tab }, page);
}
