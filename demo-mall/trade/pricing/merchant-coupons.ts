// One merchant's coupons: 商品券 first (each line carries at most one), then one 店铺券 on what is left.
// docs/trade-pricing.md "Coupons".
import { sumFen } from '#shared/money.ts';
import { outcome, roomFen, spreadCoupon, thresholdMet } from './coupon-rules.ts';
import type { CouponOutcome, HeldCoupon } from './pricing-types.ts';
import type { WorkLine } from './work-line.ts';

export interface MerchantCouponResult {
  outcomes: CouponOutcome[];
  usedCouponUserIds: number[];
}

/**
 * `coupons` are this merchant's coupons in force, already in CRMEB order. `chosen` undefined means
 * "preselect the best"; otherwise only those coupon_user_ids may apply.
 */
export function applyMerchantCoupons(
  lines: readonly WorkLine[],
  coupons: readonly HeldCoupon[],
  chosen: readonly number[] | undefined,
): MerchantCouponResult {
  const wanted = (coupon: HeldCoupon) => chosen === undefined || chosen.includes(coupon.couponUserId);
  const covered = new Set<WorkLine>();
  const outcomes = new Map<HeldCoupon, CouponOutcome>();
  const used: number[] = [];

  for (const coupon of coupons.filter((c) => c.type === 1)) {
    const applicable = lines.filter((line) => line.couponBaseFen > 0 && coupon.productIds.includes(line.line.productId));
    const disabled = !thresholdMet(coupon, sumFen(applicable.map((line) => line.couponBaseFen)));
    const free = applicable.filter((line) => !covered.has(line));
    const checked = !disabled && wanted(coupon) && thresholdMet(coupon, roomFen(free));
    if (checked) {
      spreadCoupon(coupon, free, 'couponFen');
      for (const line of free) covered.add(line);
      used.push(coupon.couponUserId);
    }
    outcomes.set(coupon, outcome(coupon, checked, disabled));
  }

  // CRMEB measures a 店铺券's threshold on the merchant's goods before 商品券 (valid_total_price).
  const merchantBase = sumFen(lines.map((line) => line.couponBaseFen));
  let storeCouponUsed = false;
  for (const coupon of coupons.filter((c) => c.type === 0)) {
    const disabled = roomFen(lines) <= 0 || !thresholdMet(coupon, merchantBase);
    const checked = !disabled && !storeCouponUsed && wanted(coupon);
    if (checked) {
      spreadCoupon(coupon, lines, 'couponFen');
      storeCouponUsed = true;
      used.push(coupon.couponUserId);
    }
    outcomes.set(coupon, outcome(coupon, checked, disabled));
  }

  return { outcomes: coupons.map((coupon) => outcomes.get(coupon) ?? outcome(coupon, false, true)), usedCouponUserIds: used };
}
