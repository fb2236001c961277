// /user/order_list?status=&page= (docs/screens.md a.11), read on the server: the tab counts and one page of the
// chosen tab (logic: web/features/order/order-list.server.ts).
import type { PageContextServer } from 'vike/types';
import { userPageByPath } from '#shared/routes.ts';
import { loadOrderList } from '#web/features/order/order-list.server.ts';
import { pageOf, tabOf } from '#web/features/order/order-list-view.ts';
import { readAccountPage } from '#web/features/order/read-account.server.ts';

export type Data = Awaited<ReturnType<typeof data>>;

export async function data(pageContext: PageContextServer) {
  const { search, pathname } = pageContext.urlParsed;
  const tab = tabOf(search.status);
  const page = pageOf(search.page);
  const list = await readAccountPage(pageContext, () => loadOrderList(pageContext.mall, tab, page));
  return { meta: { title: userPageByPath(pathname)?.name ?? '我的订单' }, tab, page, list };
}
