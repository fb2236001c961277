// Review rows and the counts behind the 全部/好评/中评/差评 tabs.
import type { Review } from '../catalogue-types.ts';

/** reply list `type`: 0 all, 1 good (4-5), 2 medium (2-3), 3 bad (1) */
export function matchesReviewType(r: Review, type: number): boolean {
  if (type === 1) return r.rate >= 4;
  if (type === 2) return r.rate >= 2 && r.rate < 4;
  if (type === 3) return r.rate < 2;
  return true;
}

export function reviewStat(reviews: readonly Review[]) {
  let best = 0;
  let middle = 0;
  let negative = 0;
  let total = 0;
  for (const r of reviews) {
    total += r.rate;
    if (r.rate >= 4) best += 1;
    else if (r.rate >= 2) middle += 1;
    else negative += 1;
  }
  const count = reviews.length;
  return {
    count,
    best,
    middle,
    negative,
    /** 满意度: share of good reviews */
    rate: count > 0 ? `${Math.round((best * 100) / count)}%` : '100%',
    /** average score, one decimal */
    star: count > 0 ? (total / count).toFixed(1) : '5.0',
  };
}

export function toReviewRow(r: Review) {
  return {
    reply_id: r.reply_id,
    product_id: r.product_id,
    mer_id: r.mer_id,
    unique: r.unique,
    sku: r.sku,
    uid: r.uid,
    nickname: r.nickname,
    avatar: r.avatar,
    comment: r.comment,
    pics: r.pics,
    rate: r.rate,
    product_score: r.product_score,
    service_score: r.service_score,
    postage_score: r.postage_score,
    is_reply: r.merchant_reply_content ? 1 : 0,
    merchant_reply_content: r.merchant_reply_content,
    merchant_reply_time: r.merchant_reply_time,
    create_time: r.create_time,
  };
}
