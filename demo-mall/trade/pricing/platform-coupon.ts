// The one platform coupon of an order (通用券, 品类券 or 跨店券), measured on what the merchants' coupons
// left. docs/trade-pricing.md "Coupons".
import { outcome, roomFen, spreadCoupon, thresholdMet } from './coupon-rules.ts';
import type { CouponOutcome, HeldCoupon } from './pricing-types.ts';
import type { WorkLine } from './work-line.ts';

export interface PlatformCouponResult {
  outcomes: CouponOutcome[];
  /** 0 when none applied */
  usedCouponUserId: number;
}

/** The lines a platform coupon covers: all (通用), those in its categories (品类) or merchants (跨店). */
export function platformCouponLines(coupon: HeldCoupon, lines: readonly WorkLine[]): WorkLine[] {
  const eligible = lines.filter((line) => line.couponBaseFen > 0);
  if (coupon.type === 11) return eligible.filter((line) => line.line.categoryPath.some((id) => coupon.categoryIds.includes(id)));
  if (coupon.type === 12) return eligible.filter((line) => coupon.merchantIds.includes(line.line.merId));
  return eligible;
}

/**
 * `coupons` are the platform coupons in force in CRMEB order. `choice` undefined preselects the first
 * usable one; 0 uses none; an id uses that coupon when it is usable.
 */
export function applyPlatformCoupon(
  lines: readonly WorkLine[],
  coupons: readonly HeldCoupon[],
  choice: number | undefined,
): PlatformCouponResult {
  const measured = coupons.map((coupon) => {
    const covered = platformCouponLines(coupon, lines);
    return { coupon, covered, disabled: !thresholdMet(coupon, roomFen(covered)) };
  });
  const applied = measured.find((entry) => !entry.disabled && (choice === undefined || choice === entry.coupon.couponUserId));
  if (applied) spreadCoupon(applied.coupon, applied.covered, 'platformCouponFen');
  return {
    outcomes: measured.map((entry) => outcome(entry.coupon, entry === applied, entry.disabled)),
    usedCouponUserId: applied?.coupon.couponUserId ?? 0,
  };
}
