// /refund?orderId= 批量退款 (docs/screens.md a.8), read on the server: the order's products that may still go back
// (GET /api/refund/batch_product/:id); a refusal (没有可退款商品, 订单不存在) is shown with its message.
import type { PageContextServer } from 'vike/types';
import { ROUTES } from '#shared/routes.ts';
import { readRefusable } from '#web/features/refund/read-refund.server.ts';
import { type RawRefundProduct, toRefundLine } from '#web/features/refund/refund-view.ts';

export type Data = Awaited<ReturnType<typeof data>>;

export async function data(pageContext: PageContextServer) {
  const meta = { title: ROUTES.refund.name };
  const orderId = Number(pageContext.urlParsed.search.orderId);
  if (!Number.isInteger(orderId) || orderId <= 0) return { meta, orderId: 0, lines: [], message: '请选择退款订单' };
  const answer = await readRefusable(pageContext, () => pageContext.mall.get<RawRefundProduct[]>(`/api/refund/batch_product/${orderId}`));
  if (!answer.ok) return { meta, orderId, lines: [], message: answer.message };
  return { meta, orderId, lines: (answer.value ?? []).map(toRefundLine), message: '' };
}
