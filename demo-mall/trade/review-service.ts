// Reviewing an order's products (docs/product.md §13, docs/screens.md a.8 评价): only a received order (2 待评价),
// each product once; the last review moves the order to 3 已完成. The review then shows on the product page
// through the catalogue's BuyerReviews port.
import type { ReviewParams } from './params/review-params.ts';
import type { Catalogue } from '../catalogue/catalogue.ts';
import { formatDateTime } from '../core/envelope.ts';
import type { FulfilmentStore } from './fulfilment-store.ts';
import type { OrderProgress } from './order-progress.ts';
import { PROGRESS_MESSAGES } from './order-progress.ts';
import { ORDER_MESSAGES, type Outcome, TradeRefusal } from './order-service.ts';
import type { OrderProductRow, OrderRow, OrderStore } from './order-store.ts';
import type { ReviewStore } from './review-store.ts';

export const REVIEW_MESSAGES = {
  done: '该商品已评价',
} as const;

/** A writer's name as reviews show it: the first character and two stars, like the seed's. */
export function maskedName(name: string): string {
  return `${[...name][0] ?? '匿'}**`;
}

/** The name and picture a review shows for its writer. */
export type BuyerCard = (principal: string) => { nickname: string; avatar: string };

export interface ReviewServiceDeps {
  catalogue: Catalogue;
  orders: OrderStore;
  fulfilment: FulfilmentStore;
  progress: OrderProgress;
  reviews: ReviewStore;
  buyerCard: BuyerCard;
  now: () => number;
}

export function createReviewService(deps: ReviewServiceDeps) {
  const { catalogue, orders, fulfilment, progress, reviews, buyerCard, now } = deps;

  /** the principal's order product still open for a review, with its order */
  function reviewable(principal: string, orderProductId: number): Outcome<{ product: OrderProductRow; order: OrderRow }> {
    const product = orders.product(orderProductId);
    const order = product ? progress.ownOrder(principal, product.order_id) : undefined;
    if (!product || !order) return { ok: false, message: ORDER_MESSAGES.missing };
    if (product.is_reply === 1) return { ok: false, message: REVIEW_MESSAGES.done };
    if (order.status !== 2) return { ok: false, message: PROGRESS_MESSAGES.statusWrong };
    return { ok: true, value: { product, order } };
  }

  function reply(principal: string, orderProductId: number, input: ReviewParams): Outcome<{ finished: boolean }> {
    try {
      return orders.atomically(() => {
        const open = reviewable(principal, orderProductId);
        if (!open.ok) throw new TradeRefusal(open.message);
        const { product, order } = open.value;
        const source = catalogue.goods.productById.get(product.product_id);
        const sku = catalogue.goods.skuByUnique.get(product.sku_unique)?.sku.sku ?? '';
        const card = buyerCard(principal);
        const added = reviews.add({
          principal,
          order_product_id: product.order_product_id,
          product_id: source?.old_product_id || product.product_id,
          sku,
          nickname: card.nickname,
          avatar: card.avatar,
          comment: input.comment,
          pics: JSON.stringify(input.pics),
          product_score: input.product_score,
          service_score: input.service_score,
          postage_score: input.postage_score,
          create_time: formatDateTime(new Date(now())),
        });
        if (!added) throw new TradeRefusal(REVIEW_MESSAGES.done);
        const finished = reviews.pendingCount(order.order_id) === 0 && fulfilment.finish(order.order_id);
        return { ok: true as const, value: { finished } };
      });
    } catch (error) {
      if (error instanceof TradeRefusal) return { ok: false, message: error.message };
      throw error;
    }
  }

  return { reviewable, reply };
}

export type ReviewService = ReturnType<typeof createReviewService>;
