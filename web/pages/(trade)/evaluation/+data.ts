// /evaluation?uni=<order product id>&orderId=<order id> (docs/screens.md a.8 评价), read on the server: the order
// product still open for a review (GET /api/reply/product/:id). One reviewed before is shown as done (the mall
// answers 该商品已评价; the order, when named, supplies its line); another refusal of the mall (an order not
// received yet: 订单状态有误) is shown with its message; an unknown product is the 404 page.
import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { isMallReadError } from '#shared/api/mall-reader.ts';
import { ROUTES } from '#shared/routes.ts';
import { evaluationQuery } from '#web/features/evaluation/evaluation-links.ts';
import { saysAlreadyReviewed } from '#web/features/evaluation/evaluation-rules.ts';
import { type RawReviewProduct, type ReviewItem, toReviewItem } from '#web/features/evaluation/review-item.ts';
import { type RawPaidOrder, type ShipmentLine, toShipmentView } from '#web/features/logistics/shipment-view.ts';

export type EvaluationPage =
  | { state: 'missing' }
  | { state: 'open'; orderProductId: number; item: ReviewItem }
  | { state: 'done'; orderProductId: number; orderId: number | null; line: ShipmentLine | null; message: string }
  | { state: 'refused'; orderProductId: number; orderId: number | null; message: string };

export type Data = { meta: { title: string }; page: EvaluationPage };

/** The reviewed line, when the address names its order. */
async function reviewedLine(pageContext: PageContextServer, orderId: number | null, orderProductId: number) {
  if (orderId === null) return null;
  const order = await pageContext.mall.getOr<RawPaidOrder | null>(`/api/order/detail/${orderId}`, null);
  return (order && toShipmentView(order).lines.find((line) => line.orderProductId === orderProductId)) || null;
}

export async function data(pageContext: PageContextServer): Promise<Data> {
  const meta = { title: ROUTES.evaluation.name };
  const { orderProductId, orderId } = evaluationQuery(pageContext.urlParsed.search);
  if (orderProductId === null) return { meta, page: { state: 'missing' } };
  try {
    const raw = await pageContext.mall.get<RawReviewProduct>(`/api/reply/product/${orderProductId}`);
    if (!raw) throw render(404);
    return { meta, page: { state: 'open', orderProductId, item: toReviewItem(raw, orderId) } };
  } catch (error) {
    if (!isMallReadError(error)) throw error;
    if (error.httpStatus >= 500) throw render(500, error.message || '错误的请求');
    if (saysAlreadyReviewed(error.message)) {
      const line = await reviewedLine(pageContext, orderId, orderProductId);
      return { meta, page: { state: 'done', orderProductId, orderId, line, message: error.message } };
    }
    // 400 with the mall's reason about this product (not a missing order or product): say it.
    if (error.httpStatus === 400 && error.message && !/不存在/.test(error.message)) {
      return { meta, page: { state: 'refused', orderProductId, orderId, message: error.message } };
    }
    throw render(404);
  }
}
