// /user/refund_list?type=&page= (docs/screens.md a.11), read on the server: one page of the chosen tab
// (GET /api/refund/list, type 0 全部, 1 处理中, 2 已处理; 10 a page).
import type { PageContextServer } from 'vike/types';
import { userPageByPath } from '#shared/routes.ts';
import { pageOf } from '#web/features/order/order-list-view.ts';
import { readAccountPage } from '#web/features/order/read-account.server.ts';
import { type RawRefundOrder, refundTabOf, REFUNDS_PER_PAGE, toRefundRow } from '#web/features/refund/refund-view.ts';

export type Data = Awaited<ReturnType<typeof data>>;

export async function data(pageContext: PageContextServer) {
  const { search, pathname } = pageContext.urlParsed;
  const type = refundTabOf(search.type);
  const page = pageOf(search.page);
  const answer = await readAccountPage(pageContext, () =>
    pageContext.mall.get<{ list?: RawRefundOrder[]; count?: number }>('/api/refund/list', { type, page, limit: REFUNDS_PER_PAGE }),
  );
  const rows = (answer?.list ?? []).map(toRefundRow);
  return { meta: { title: userPageByPath(pathname)?.name ?? '售后/退款' }, type, page, rows, total: Number(answer?.count) || 0 };
}
