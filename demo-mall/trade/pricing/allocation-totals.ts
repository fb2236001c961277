// A priced line's final amounts, and sums of them for a merchant or the whole order. Every total is a
// plain sum of its parts, so a merchant always equals its lines and the order its merchants.
import type { AmountTotals, LineAllocation } from './pricing-types.ts';
import type { WorkLine } from './work-line.ts';

export function lineAllocation(work: WorkLine): LineAllocation {
  const paidFen = work.goodsFen - work.couponFen - work.platformCouponFen - work.pointsFen + work.postageFen;
  const presellLater = work.line.presell?.presellType === 2;
  return {
    cartId: work.line.cartId,
    productId: work.line.productId,
    merId: work.line.merId,
    productType: work.line.productType,
    quantity: work.line.quantity,
    unitPriceFen: work.unitPriceFen,
    originalFen: work.originalFen,
    svipDiscountFen: work.originalFen - work.goodsFen,
    goodsFen: work.goodsFen,
    depositFen: work.depositFen,
    couponFen: work.couponFen,
    platformCouponFen: work.platformCouponFen,
    pointsFen: work.pointsFen,
    pointsUsed: work.pointsUsed,
    postageFen: work.postageFen,
    paidFen,
    payNowFen: presellLater ? work.depositFen : paidFen,
    payLaterFen: presellLater ? paidFen - work.depositFen : 0,
  };
}

const TOTAL_KEYS = [
  'originalFen',
  'svipDiscountFen',
  'goodsFen',
  'depositFen',
  'couponFen',
  'platformCouponFen',
  'pointsFen',
  'pointsUsed',
  'postageFen',
  'paidFen',
  'payNowFen',
  'payLaterFen',
] as const;

export function sumTotals(parts: readonly (AmountTotals | LineAllocation)[]): AmountTotals {
  const totals: AmountTotals = {
    quantity: 0,
    originalFen: 0,
    svipDiscountFen: 0,
    goodsFen: 0,
    depositFen: 0,
    couponFen: 0,
    platformCouponFen: 0,
    pointsFen: 0,
    pointsUsed: 0,
    postageFen: 0,
    paidFen: 0,
    payNowFen: 0,
    payLaterFen: 0,
  };
  for (const part of parts) {
    totals.quantity += part.quantity;
    for (const key of TOTAL_KEYS) totals[key] += part[key];
  }
  return totals;
}
