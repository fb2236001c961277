// Addresses of the after-sales pages about one paid order (docs/screens.md a.8), all keyed by the original's
// `orderId` query parameter, and the reading of that parameter (`order_id` is read too; /order_detail and /order_stay_detail read it here as well).
import { ROUTES } from '#shared/routes.ts';

export const logisticsHref = (orderId: number) => `${ROUTES.logistics.path}?orderId=${orderId}`;
export const deliveryHref = (orderId: number) => `${ROUTES.logisticsDelivery.path}?orderId=${orderId}`;
export const orderDetailHref = (orderId: number) => `${ROUTES.orderDetail.path}?orderId=${orderId}`;

/** A positive whole number from a query value, or null. */
export function positiveId(value: string | null | undefined): number | null {
  const text = (value ?? '').trim();
  if (!/^\d{1,15}$/.test(text)) return null;
  const id = Number(text);
  return id > 0 ? id : null;
}

/** The order a logistics or order page is about: ?orderId= (or ?order_id=). */
export function orderIdFrom(search: Record<string, string | undefined>): number | null {
  return positiveId(search.orderId ?? search.order_id);
}
