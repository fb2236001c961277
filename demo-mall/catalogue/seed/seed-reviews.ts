// Buyer reviews with scores 1 to 5, some pictures and some merchant replies; fills rate and reply_count.
import { formatDateTime } from '../../core/envelope.ts';
import type { Product, Review } from '../catalogue-types.ts';
import { assetUrl } from '../../core/pictures.ts';
import { createRng, hashString } from '../../core/prng.ts';

const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '赵', '黄', '周', '吴', '徐', '孙', '胡', '朱', '高', '林', '何', '郭', '马', '罗'];

const COMMENTS: Record<number, string[]> = {
  5: [
    '质量很好，和描述一致，公司采购的第三批了，一直很稳定。',
    '发货速度快，包装严实，发票也随货寄到了，非常省心。',
    '性价比很高，同事都说好用，下次继续回购。',
    '做工扎实，规格准确，客服响应及时，推荐企业采购。',
    '物流给力，隔天就到了，数量核对无误。',
    '正品保证，批量采购价格实惠，月结对账方便。',
  ],
  4: [
    '整体不错，就是外包装有一点压痕，不影响使用。',
    '东西挺好，物流稍慢了一天，总体满意。',
    '质量可以，价格比线下便宜，希望以后多些优惠。',
    '用了一周感觉还行，细节处理可以再好一点。',
  ],
  3: ['一般般吧，和预期有些差距，凑合能用。', '质量中规中矩，发货有点慢。', '颜色和图片略有色差，其他还好。'],
  2: ['有几件有瑕疵，联系客服后给补发了，体验一般。', '尺寸偏小，不太适合我们产线使用。'],
  1: ['收到就是坏的，退换流程太麻烦了。', '和描述严重不符，不建议购买。'],
};

const REPLIES_GOOD = ['感谢您的支持与认可，期待再次为贵司服务！', '亲，感谢好评，批量采购可联系客服申请阶梯价哦~'];
const REPLIES_BAD = ['非常抱歉给您带来不便，客服已联系您处理，我们会加强出库质检。', '抱歉让您失望了，已为您安排退换，请留意客服消息。'];

function pickScore(roll: number): number {
  if (roll < 0.68) return 5;
  if (roll < 0.84) return 4;
  if (roll < 0.92) return 3;
  if (roll < 0.96) return 2;
  return 1;
}

function reviewDate(daysAgo: number, minutes: number): string {
  const base = new Date(2025, 5, 30, 9, 0, 0);
  base.setDate(base.getDate() - daysAgo);
  base.setMinutes(base.getMinutes() + minutes);
  return formatDateTime(base);
}

export function buildReviews(products: Product[]): Review[] {
  const reviews: Review[] = [];
  for (const product of products) {
    const rng = createRng(hashString(`reviews:${product.product_id}`));
    // product 1 is the showcase: plenty of reviews of every kind
    const count = product.product_id === 1 ? 36 : Math.floor(rng.next() ** 1.5 * 26);
    let total = 0;
    for (let i = 0; i < count; i++) {
      const score = product.product_id === 1 && i < 6 ? ([1, 2, 3, 3, 2, 1][i] as number) : pickScore(rng.next());
      const sku = rng.pick(product.skus);
      const replyId = reviews.length + 1;
      const hasReply = rng.chance(score <= 2 ? 0.8 : 0.3);
      const pics = rng.chance(0.2) ? Array.from({ length: rng.int(1, 3) }, (_, n) => assetUrl('review', `${replyId}-${n + 1}`)) : [];
      const daysAgo = rng.int(1, 300);
      reviews.push({
        reply_id: replyId,
        product_id: product.product_id,
        mer_id: product.mer_id,
        unique: sku.unique,
        sku: sku.sku,
        uid: 1000 + rng.int(1, 500),
        nickname: `${rng.pick(SURNAMES)}**`,
        avatar: assetUrl('reviewer', rng.int(1, 12)),
        comment: rng.pick(COMMENTS[score] ?? COMMENTS[5] ?? []),
        pics,
        rate: score,
        product_score: score,
        service_score: Math.min(5, Math.max(1, score + rng.int(-1, 1))),
        postage_score: Math.min(5, Math.max(1, score + rng.int(-1, 1))),
        merchant_reply_content: hasReply ? rng.pick(score <= 2 ? REPLIES_BAD : REPLIES_GOOD) : '',
        merchant_reply_time: hasReply ? reviewDate(daysAgo - 1, 30) : '',
        create_time: reviewDate(daysAgo, i),
      });
      total += score;
    }
    product.reply_count = count;
    product.rate = count === 0 ? 5 : Math.round((total / count) * 10) / 10;
  }
  // newest first, as the reply list shows them
  reviews.sort((a, b) => (a.create_time < b.create_time ? 1 : a.create_time > b.create_time ? -1 : a.reply_id - b.reply_id));
  return reviews;
}
