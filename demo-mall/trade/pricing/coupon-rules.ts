// Which held coupons count and in what order, and how a coupon's amount is spread over the lines it
// covers. CRMEB lists a buyer's coupons by coupon_price DESC, coupon_user_id ASC and preselects the first
// usable one of each kind, so "the best coupon" is the one with the highest face value (ties: the one
// received first). docs/trade-pricing.md "Coupons".
import { allocateFen, type Fen, sumFen } from '#shared/money.ts';
import type { CouponOutcome, HeldCoupon, PricingCouponType } from './pricing-types.ts';
import { couponRoomFen, type WorkLine } from './work-line.ts';

export const MERCHANT_COUPON_TYPES: readonly PricingCouponType[] = [0, 1];
export const PLATFORM_COUPON_TYPES: readonly PricingCouponType[] = [10, 11, 12];

/**
 * Unused and inside its validity window: from start_time (inclusive, so a coupon received this second
 * already counts) until end_time (exclusive, as CRMEB's end_time > now).
 */
export function couponInForce(coupon: HeldCoupon, now: Date): boolean {
  const at = now.getTime();
  return coupon.status === 0 && coupon.startsAt.getTime() <= at && at < coupon.endsAt.getTime();
}

/** coupon_price DESC, coupon_user_id ASC. */
export function byCrmebOrder(a: HeldCoupon, b: HeldCoupon): number {
  return b.amountFen - a.amountFen || a.couponUserId - b.couponUserId;
}

/** Room the coupon could take on these lines: what coupons have not yet taken of their coupon base. */
export function roomFen(lines: readonly WorkLine[]): Fen {
  return sumFen(lines.map(couponRoomFen));
}

/** A threshold is met when the applicable goods reach it exactly or more; an empty base never qualifies. */
export function thresholdMet(coupon: HeldCoupon, baseFen: Fen): boolean {
  return baseFen > 0 && baseFen >= coupon.thresholdFen;
}

/**
 * Takes min(face value, room) off the lines in proportion to each line's room, in whole fen. Every part
 * is at most that line's room, so no line can go below zero. Returns the amount taken.
 */
export function spreadCoupon(coupon: HeldCoupon, lines: readonly WorkLine[], field: 'couponFen' | 'platformCouponFen'): Fen {
  const rooms = lines.map(couponRoomFen);
  const taken = Math.min(coupon.amountFen, sumFen(rooms));
  allocateFen(taken, rooms).forEach((part, index) => {
    const line = lines[index];
    if (line) line[field] += part;
  });
  return taken;
}

export function outcome(coupon: HeldCoupon, checked: boolean, disabled: boolean): CouponOutcome {
  return { coupon, checked, disabled };
}
