// Buyer reviews in the database (order_replies), one per order product, and the catalogue's BuyerReviews port
// answered from them. Their reply ids start above the seed's so the two never collide on a product page.
import type { BuyerReviews } from '../catalogue/buyer-reviews.ts';
import type { Catalogue } from '../catalogue/catalogue.ts';
import type { Review } from '../catalogue/catalogue-types.ts';
import { uidOf } from '../core/login-gate.ts';
import type { DemoMallDatabase } from '../db/database.ts';

/** Added to a buyer review's row id in every view. */
export const BUYER_REPLY_ID_BASE = 1_000_000;

export interface NewReply {
  principal: string;
  order_product_id: number;
  /** the normal product (activity copies review their source) */
  product_id: number;
  sku: string;
  nickname: string;
  avatar: string;
  comment: string;
  /** JSON list of picture addresses */
  pics: string;
  product_score: number;
  service_score: number;
  postage_score: number;
  create_time: string;
}

interface ReplyRow extends NewReply {
  reply_id: number;
  sku_unique: string;
}

export function createReviewStore(db: DemoMallDatabase, catalogue: Catalogue) {
  const insert = db.prepare(`INSERT INTO order_replies (principal, order_product_id, product_id, sku, nickname, avatar, comment, pics,
      product_score, service_score, postage_score, create_time)
    VALUES (@principal, @order_product_id, @product_id, @sku, @nickname, @avatar, @comment, @pics, @product_score, @service_score,
      @postage_score, @create_time)`);
  const ofProduct = db.prepare(`SELECT r.*, p.sku_unique FROM order_replies r JOIN order_products p USING (order_product_id)
    WHERE r.product_id = ? ORDER BY r.reply_id DESC`);
  const markReplied = db.prepare('UPDATE order_products SET is_reply = 1 WHERE order_product_id = ? AND is_reply = 0');
  const pending = db.prepare('SELECT COUNT(*) AS n FROM order_products WHERE order_id = ? AND is_reply = 0');

  const toReview = (row: ReplyRow): Review => ({
    reply_id: BUYER_REPLY_ID_BASE + row.reply_id,
    product_id: row.product_id,
    mer_id: catalogue.goods.productById.get(row.product_id)?.mer_id ?? 0,
    unique: row.sku_unique,
    sku: row.sku,
    uid: uidOf(row.principal),
    nickname: row.nickname,
    avatar: row.avatar,
    comment: row.comment,
    pics: JSON.parse(row.pics) as string[],
    rate: row.product_score,
    product_score: row.product_score,
    service_score: row.service_score,
    postage_score: row.postage_score,
    merchant_reply_content: '',
    merchant_reply_time: '',
    create_time: row.create_time,
  });

  const port: BuyerReviews = { reviewsOf: (productId) => (ofProduct.all(productId) as ReplyRow[]).map(toReview) };
  return {
    port,
    /** false when the order product was reviewed already (nothing written) */
    add(reply: NewReply): boolean {
      if (markReplied.run(reply.order_product_id).changes !== 1) return false;
      insert.run(reply);
      return true;
    },
    /** order products of the order still waiting for a review */
    pendingCount: (orderId: number) => (pending.get(orderId) as { n: number }).n,
  };
}

export type ReviewStore = ReturnType<typeof createReviewStore>;
