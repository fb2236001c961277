// Which goods a coupon strip shows for a coupon: goods the coupon covers, in stock, those whose single piece
// already meets the coupon's threshold first (the coupon works on them alone), best sellers first; goods an
// earlier coupon of the same strip shows are left to it, so three coupons never show the same three items.
import type { Product } from './catalogue-types.ts';

/**
 * `ranked(limit)`: the first `limit` covered goods in stock, those meeting the threshold first, then best sellers,
 * then by id (the product search answers it in SQL). Asking for `count` more than are taken is enough to fill the strip.
 */
export function couponShowcase(ranked: (limit: number) => Product[], count: number, taken: Set<number>): Product[] {
  const top = ranked(count + taken.size);
  const fresh = top.filter((p) => !taken.has(p.product_id));
  // a coupon whose goods are all shown already repeats them rather than showing nothing
  const shown = (fresh.length >= count ? fresh : [...fresh, ...top.filter((p) => taken.has(p.product_id))]).slice(0, count);
  for (const p of shown) taken.add(p.product_id);
  return shown;
}
