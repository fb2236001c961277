// Postage per merchant (单店满99元包邮，不满收取运费8元): measured on the merchant's goods at the buyer's
// unit prices before coupons and points, as CRMEB sums a shipping template's cart_price. Lines of products
// that ship free on their own count toward the threshold but never carry postage. docs/trade-pricing.md.
import { allocateFen, type Fen, sumFen } from '#shared/money.ts';
import type { Delivery, PostageRule } from './pricing-types.ts';
import type { WorkLine } from './work-line.ts';

export function merchantPostageFen(lines: readonly WorkLine[], delivery: Delivery, rule: PostageRule): Fen {
  if (delivery === 'pickup') return 0;
  if (!lines.some((line) => !line.line.freeShipping)) return 0;
  return sumFen(lines.map((line) => line.goodsFen)) >= rule.freeFromFen ? 0 : rule.feeFen;
}

/** Charges the merchant's postage to the lines that ship, by quantity (CRMEB splits by piece count). */
export function applyPostage(lines: readonly WorkLine[], delivery: Delivery, rule: PostageRule): Fen {
  const postage = merchantPostageFen(lines, delivery, rule);
  if (postage === 0) return 0;
  const shipping = lines.filter((line) => !line.line.freeShipping);
  allocateFen(
    postage,
    shipping.map((line) => line.line.quantity),
  ).forEach((part, index) => {
    const line = shipping[index];
    if (line) line.postageFen += part;
  });
  return postage;
}
