// /refund_goods?id= 退回商品 (docs/screens.md a.8), read on the server: the request (only 待退货 takes a shipment)
// and the express companies (GET /api/common/express).
import type { PageContextServer } from 'vike/types';
import { ROUTES } from '#shared/routes.ts';
import { readOrErrorPage } from '#web/features/browse/read-or-error-page.server.ts';
import type { RawRefundOrder } from '#web/features/refund/refund-view.ts';
import type { ExpressCompany } from '#web/features/refund/RefundGoodsScreen.tsx';

export type Data = Awaited<ReturnType<typeof data>>;

export async function data(pageContext: PageContextServer) {
  const meta = { title: ROUTES.refundGoods.name };
  const id = Number(pageContext.urlParsed.search.id);
  if (!Number.isInteger(id) || id <= 0) return { meta, id: 0, open: false, companies: [], phone: '' };
  const refund = await readOrErrorPage(pageContext.mall.get<RawRefundOrder>(`/api/refund/detail/${id}`));
  const companies = await pageContext.mall.getOr<ExpressCompany[]>('/api/common/express', []);
  const user = await pageContext.mall.getOr<{ phone?: string } | null>('/api/user', null);
  return { meta, id, open: refund.status === 1, companies: Array.isArray(companies) ? companies : [], phone: user?.phone ?? '' };
}
