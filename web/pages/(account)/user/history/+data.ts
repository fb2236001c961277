// /user/history?page= 浏览记录 (docs/user-centre.md): one page of GET /api/user/history, grouped by day.
import type { PageContextServer } from 'vike/types';
import { userPageByPath } from '#shared/routes.ts';
import { readAccountPage } from '#web/features/order/read-account.server.ts';
import { groupHistoryByDay, HISTORY_PAGE_SIZE, type RawHistory } from '#web/features/user-centre/history-view.ts';
import { viewerFor } from '#web/features/goods/price/page-agreements.server.ts';
import { ledgerPageOf } from '#web/features/user-centre/ledger-view.ts';

export type Data = Awaited<ReturnType<typeof data>>;

export async function data(pageContext: PageContextServer) {
  const { search, pathname } = pageContext.urlParsed;
  const page = ledgerPageOf(search.page);
  const answer = await readAccountPage(pageContext, () =>
    pageContext.mall.get<{ count?: unknown; list?: unknown }>('/api/user/history', { page, limit: HISTORY_PAGE_SIZE }),
  );
  const list = Array.isArray(answer.list) ? (answer.list as RawHistory[]) : [];
  return {
    meta: { title: userPageByPath(pathname)?.name ?? '浏览记录' },
    page,
    total: Number(answer.count) || 0,
    days: groupHistoryByDay(list, await viewerFor(pageContext, list)),
  };
}
