// /user/order_list?status=&page= (docs/screens.md a.11), read on the server: the tab counts and one page of the
// chosen tab (logic: web/features/order/order-list.server.ts). With ?po_number= (企业), the paid orders whose
// 采购单号 contains it instead (web/features/company-purchase-refs/po-search.server.ts).
import type { PageContextServer } from 'vike/types';
import { userPageByPath } from '#shared/routes.ts';
import { poSearchOf } from '#web/features/company-purchase-refs/po-search.ts';
import { loadPoSearch } from '#web/features/company-purchase-refs/po-search.server.ts';
import { loadOrderList } from '#web/features/order/order-list.server.ts';
import { pageOf, tabOf } from '#web/features/order/order-list-view.ts';
import { readAccountPage } from '#web/features/order/read-account.server.ts';

export type Data = Awaited<ReturnType<typeof data>>;

export async function data(pageContext: PageContextServer) {
  const { search, pathname } = pageContext.urlParsed;
  const tab = tabOf(search.status);
  const page = pageOf(search.page);
  const poNumber = poSearchOf(search.po_number);
  const meta = { title: userPageByPath(pathname)?.name ?? '我的订单' };
  if (poNumber) {
    const poSearch = await readAccountPage(pageContext, () => loadPoSearch(pageContext.mall, poNumber, page));
    return { meta, tab, page, poNumber, poSearch, list: null };
  }
  const list = await readAccountPage(pageContext, () => loadOrderList(pageContext.mall, tab, page));
  return { meta, tab, page, poNumber, poSearch: null, list };
}
