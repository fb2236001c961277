// Which goods a coupon strip shows for a coupon: goods the coupon covers, in stock, those whose single piece
// already meets the coupon's threshold first (the coupon works on them alone), best sellers first; goods an
// earlier coupon of the same strip shows are left to it, so three coupons never show the same three items.
import type { Coupon, Product } from './catalogue-types.ts';

export function couponShowcase(coupon: Coupon, covered: readonly Product[], count: number, taken: Set<number>): Product[] {
  const meets = (p: Product) => (p.price >= coupon.use_min_price ? 0 : 1);
  const ranked = covered.filter((p) => p.stock > 0).sort((a, b) => meets(a) - meets(b) || b.sales - a.sales || a.product_id - b.product_id);
  const fresh = ranked.filter((p) => !taken.has(p.product_id));
  // a coupon whose goods are all shown already repeats them rather than showing nothing
  const shown = (fresh.length >= count ? fresh : [...fresh, ...ranked.filter((p) => taken.has(p.product_id))]).slice(0, count);
  for (const p of shown) taken.add(p.product_id);
  return shown;
}
