// /refund_detail?id= 退款单详情 (docs/screens.md a.8), read on the server (GET /api/refund/detail/:id); an unknown
// request (退款单不存在) is the 404 page.
import type { PageContextServer } from 'vike/types';
import { ROUTES } from '#shared/routes.ts';
import { readOrErrorPage } from '#web/features/browse/read-or-error-page.server.ts';
import type { RawRefundOrder } from '#web/features/refund/refund-view.ts';

export type Data = Awaited<ReturnType<typeof data>>;

export async function data(pageContext: PageContextServer) {
  const meta = { title: ROUTES.refundDetail.name };
  const id = Number(pageContext.urlParsed.search.id);
  if (!Number.isInteger(id) || id <= 0) return { meta, refund: null };
  return { meta, refund: await readOrErrorPage(pageContext.mall.get<RawRefundOrder>(`/api/refund/detail/${id}`)) };
}
