// Reviews buyers write after an order (the trade module answers this from the database). The catalogue's own
// reviews are a read-only seed; the product page and the review list show both, buyers' first (newest).
import type { Review } from './catalogue-types.ts';

export interface BuyerReviews {
  /** reviews of a normal product (activity copies share their source's), newest first */
  reviewsOf(productId: number): Review[];
}

/** No buyer reviews (a catalogue on its own, e.g. in unit tests). */
export const NO_BUYER_REVIEWS: BuyerReviews = {
  reviewsOf: () => [],
};
