// /order_detail?orderId=<order id> (docs/screens.md a.8), read on the server: one store's order. Without an
// order the page says so; an unknown one (or someone else's) is the 404 page.
import type { PageContextServer } from 'vike/types';
import { ROUTES } from '#shared/routes.ts';
import { readOrErrorPage } from '#web/features/browse/read-or-error-page.server.ts';
import { orderIdFrom } from '#web/features/logistics/logistics-links.ts';
import { type RawOrder, toMerchantOrderView } from '#web/features/order/order-view.ts';

export type Data = Awaited<ReturnType<typeof data>>;

export async function data(pageContext: PageContextServer) {
  const meta = { title: ROUTES.orderDetail.name };
  const id = orderIdFrom(pageContext.urlParsed.search);
  if (id === null) return { meta, order: null };
  const raw = await readOrErrorPage(pageContext.mall.get<RawOrder>(`/api/order/detail/${id}`));
  const order = toMerchantOrderView(raw, pageContext.layout.session.entity);
  return { meta, order };
}
