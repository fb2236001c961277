// /refund_logistics?orderId=<refund order id> 退款单物流详情 (docs/screens.md a.8), read on the server
// (GET /api/refund/express/:id); before the goods were sent the mall says 退款单不存在, shown as the 404 page.
import type { PageContextServer } from 'vike/types';
import { ROUTES } from '#shared/routes.ts';
import { readOrErrorPage } from '#web/features/browse/read-or-error-page.server.ts';
import type { RawRefundOrder } from '#web/features/refund/refund-view.ts';

export type Data = Awaited<ReturnType<typeof data>>;

export async function data(pageContext: PageContextServer) {
  const meta = { title: ROUTES.refundLogistics.name };
  const id = Number(pageContext.urlParsed.search.orderId ?? pageContext.urlParsed.search.id);
  if (!Number.isInteger(id) || id <= 0) return { meta, tracking: null };
  const answer = await readOrErrorPage(
    pageContext.mall.get<{ refund?: RawRefundOrder; express?: { time?: string; status?: string }[] }>(`/api/refund/express/${id}`),
  );
  const tracking = {
    refundId: id,
    company: answer.refund?.delivery_type ?? '',
    waybill: answer.refund?.delivery_id ?? '',
    steps: (answer.express ?? []).map((step) => ({ time: String(step.time ?? ''), status: String(step.status ?? '') })),
  };
  return { meta, tracking };
}
