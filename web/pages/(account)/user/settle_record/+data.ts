// /user/settle_record?page= (docs/screens.md a.11), read on the server: one page of the buyer's settlement applications.
import type { PageContextServer } from 'vike/types';
import { userPageByPath } from '#shared/routes.ts';
import { collectPageOf } from '#web/features/collect/collect-view.ts';
import { readAccountPage } from '#web/features/order/read-account.server.ts';
import { type RawIntention, SETTLE_RECORDS_PER_PAGE, toSettleRecord } from '#web/features/settle-record/settle-record-view.ts';

export type Data = Awaited<ReturnType<typeof data>>;

export async function data(pageContext: PageContextServer) {
  const page = collectPageOf(pageContext.urlParsed.search.page);
  const answer = await readAccountPage(pageContext, () =>
    pageContext.mall.get<{ count?: number; list?: RawIntention[] }>('/api/intention/lst', { page, limit: SETTLE_RECORDS_PER_PAGE }),
  );
  const domain = pageContext.layout.siteDomain || '/';
  return {
    meta: { title: userPageByPath(pageContext.urlParsed.pathname)?.name ?? '入驻记录' },
    page,
    total: Number(answer.count) || 0,
    records: (answer.list ?? []).map((raw) => toSettleRecord(raw, domain)),
  };
}
