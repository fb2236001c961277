// /order_stay_detail?order_id=<group order id> (docs/screens.md a.8; the original's orderId is read too): an
// unpaid group order, read on the server. A paid one is in the order list; an unknown or closed one is 404.
import { redirect } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { ROUTES } from '#shared/routes.ts';
import { readOrErrorPage } from '#web/features/browse/read-or-error-page.server.ts';
import { orderIdFrom } from '#web/features/logistics/logistics-links.ts';
import { toGroupOrderView, type RawGroupOrder } from '#web/features/order/group-order-view.ts';

export type Data = Awaited<ReturnType<typeof data>>;

export async function data(pageContext: PageContextServer) {
  const meta = { title: ROUTES.orderStayDetail.name };
  const id = orderIdFrom(pageContext.urlParsed.search);
  // Without an order the page says so (the route itself exists); an unknown order is the 404 page.
  if (id === null) return { meta, order: null };
  const order = toGroupOrderView(await readOrErrorPage(pageContext.mall.get<RawGroupOrder>(`/api/order/group_order_detail/${id}`)));
  if (order.paid) throw redirect('/user/order_list');
  return { meta, order };
}
