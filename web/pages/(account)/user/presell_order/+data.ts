// /user/presell_order?page= (docs/screens.md a.11), read on the server: presell orders waiting for their deposit
// or their tail (logic: web/features/order/presell-list.server.ts).
import type { PageContextServer } from 'vike/types';
import { userPageByPath } from '#shared/routes.ts';
import { pageOf } from '#web/features/order/order-list-view.ts';
import { loadPresellList } from '#web/features/order/presell-list.server.ts';
import { readAccountPage } from '#web/features/order/read-account.server.ts';

export type Data = Awaited<ReturnType<typeof data>>;

export async function data(pageContext: PageContextServer) {
  const { search, pathname } = pageContext.urlParsed;
  const page = pageOf(search.page);
  const list = await readAccountPage(pageContext, () => loadPresellList(pageContext.mall, page));
  return { meta: { title: userPageByPath(pathname)?.name ?? '预售订单' }, page, list };
}
