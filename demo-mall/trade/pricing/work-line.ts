// A line while the engine prices it: the fixed amounts of the piece price, and the discounts the later
// steps (coupons, platform coupon, points, postage) add. Created fresh for every pricing run.
import type { Fen } from '#shared/money.ts';
import { pieceFen } from '#shared/pricing/unit-price.ts';
import type { PricingLine } from './pricing-types.ts';

export interface WorkLine {
  readonly line: PricingLine;
  readonly unitPriceFen: Fen;
  readonly originalFen: Fen;
  readonly goodsFen: Fen;
  readonly depositFen: Fen;
  /** what coupons may discount: nothing on seckill lines, the part after the deposit on presell lines */
  readonly couponBaseFen: Fen;
  couponFen: Fen;
  platformCouponFen: Fen;
  pointsFen: Fen;
  pointsUsed: number;
  postageFen: Fen;
}

export function toWorkLine(line: PricingLine, svip: boolean): WorkLine {
  const unit = pieceFen(line.priceFen, line.svipPriceFen, { svip, productType: line.productType });
  const goodsFen = unit * line.quantity;
  const depositFen = line.presell?.presellType === 2 ? Math.min(goodsFen, line.presell.depositFen * line.quantity) : 0;
  return {
    line,
    unitPriceFen: unit,
    originalFen: line.priceFen * line.quantity,
    goodsFen,
    depositFen,
    couponBaseFen: line.productType === 1 ? 0 : goodsFen - depositFen,
    couponFen: 0,
    platformCouponFen: 0,
    pointsFen: 0,
    pointsUsed: 0,
    postageFen: 0,
  };
}

/** Coupon base not yet taken by a coupon. */
export function couponRoomFen(work: WorkLine): Fen {
  return work.couponBaseFen - work.couponFen - work.platformCouponFen;
}

/** Goods amount not yet taken by a coupon or points. */
export function goodsLeftFen(work: WorkLine): Fen {
  return work.goodsFen - work.couponFen - work.platformCouponFen - work.pointsFen;
}
