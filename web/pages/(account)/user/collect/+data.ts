// /user/collect?tab=&page= (docs/screens.md a.11), read on the server: one page of favourite goods or followed stores.
import type { PageContextServer } from 'vike/types';
import { userPageByPath } from '#shared/routes.ts';
import { loadCollect } from '#web/features/collect/collect.server.ts';
import { collectPageOf, collectTabOf } from '#web/features/collect/collect-view.ts';
import { readAccountPage } from '#web/features/order/read-account.server.ts';
import { shareAgreementsFor } from '#web/features/goods/price/page-agreements.server.ts';

export type Data = Awaited<ReturnType<typeof data>>;

export async function data(pageContext: PageContextServer) {
  const { search, pathname } = pageContext.urlParsed;
  const tab = collectTabOf(search.tab);
  const page = collectPageOf(search.page);
  const list = await readAccountPage(pageContext, () => loadCollect(pageContext.mall, tab, page));
  await shareAgreementsFor(pageContext, list.goods);
  return { meta: { title: userPageByPath(pathname)?.name ?? '我的收藏' }, tab, page, list };
}
