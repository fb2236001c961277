// /logistics_delivery?orderId=<order id> (docs/screens.md a.8 同城配送; ?order_id= is read too), read on the
// server: the order (GET /api/order/detail/:id) and, once a rider has it, the rider's state and steps
// (GET /api/order/delivery/:id). An unknown order is the 404 page; without one the page says so.
import type { PageContextServer } from 'vike/types';
import { ROUTES } from '#shared/routes.ts';
import { readOrErrorPage } from '#web/features/browse/read-or-error-page.server.ts';
import { orderIdFrom } from '#web/features/logistics/logistics-links.ts';
import { toShipmentView, type RawPaidOrder } from '#web/features/logistics/shipment-view.ts';
import { toDeliveryView, type RawDeliveryAnswer } from '#web/features/logistics/tracking.ts';

export type Data = Awaited<ReturnType<typeof data>>;

export async function data(pageContext: PageContextServer) {
  const meta = { title: ROUTES.logisticsDelivery.name };
  const id = orderIdFrom(pageContext.urlParsed.search);
  if (id === null) return { meta, order: null, delivery: null };
  const { mall } = pageContext;
  const order = toShipmentView(await readOrErrorPage(mall.get<RawPaidOrder>(`/api/order/detail/${id}`)), pageContext.layout.session.entity);
  if (order.kind !== 'rider' || !order.shipped) return { meta, order, delivery: null };
  // The order is on its way with a rider: a failed rider read leaves the order shown with 暂无配送信息.
  const raw = await mall.getOr<RawDeliveryAnswer | null>(`/api/order/delivery/${id}`, null);
  return { meta, order, delivery: raw ? toDeliveryView(raw) : null };
}
