// /evaluation addresses (docs/screens.md a.8): ?uni=<order product id>&orderId=<order id>, the original's names
// (?order_product_id= and ?order_id= are read too). The order id says where to go back after the review.
import { ROUTES } from '#shared/routes.ts';
import { positiveId } from '#web/features/logistics/logistics-links.ts';

export function evaluationHref(orderProductId: number, orderId?: number): string {
  return `${ROUTES.evaluation.path}?uni=${orderProductId}${orderId ? `&orderId=${orderId}` : ''}`;
}

export function evaluationQuery(search: Record<string, string | undefined>): { orderProductId: number | null; orderId: number | null } {
  return {
    orderProductId: positiveId(search.uni ?? search.order_product_id),
    orderId: positiveId(search.orderId ?? search.order_id),
  };
}
