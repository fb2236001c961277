// Small builders for pricing tests: a line, a held coupon and an input with the demo settings.
import { DEMO_PRICING_SETTINGS } from '../../../demo-mall/trade/pricing/pricing-settings.ts';
import type { HeldCoupon, OrderAllocation, PricingInput, PricingLine } from '../../../demo-mall/trade/pricing/pricing-types.ts';
import { priceOrder } from '../../../demo-mall/trade/pricing/price-order.ts';

export const NOW = new Date(2026, 10, 23, 12, 0, 0);
const DAY = 24 * 3600 * 1000;

let nextCartId = 1;

export function line(overrides: Partial<PricingLine> & { priceFen: number }): PricingLine {
  return {
    cartId: nextCartId++,
    productId: 100,
    merId: 1,
    productType: 0,
    categoryPath: [1, 101, 1001],
    quantity: 1,
    svipPriceFen: 0,
    freeShipping: false,
    ...overrides,
  };
}

let nextCouponUserId = 1000;

export function coupon(overrides: Partial<HeldCoupon> & Pick<HeldCoupon, 'type' | 'amountFen' | 'thresholdFen'>): HeldCoupon {
  const couponUserId = overrides.couponUserId ?? nextCouponUserId++;
  return {
    couponUserId,
    couponId: couponUserId,
    merId: overrides.type >= 10 ? 0 : 1,
    title: `券${couponUserId}`,
    startsAt: new Date(NOW.getTime() - DAY),
    endsAt: new Date(NOW.getTime() + 10 * DAY),
    status: 0,
    productIds: [],
    categoryIds: [],
    merchantIds: [],
    ...overrides,
  };
}

export function input(overrides: Partial<PricingInput> & Pick<PricingInput, 'lines'>): PricingInput {
  return {
    buyer: { svip: false, points: 0 },
    coupons: [],
    choices: { useIntegral: false },
    settings: DEMO_PRICING_SETTINGS,
    hasAddress: true,
    now: NOW,
    ...overrides,
  };
}

/** Prices and expects success; the tests read the allocation. */
export function priced(overrides: Partial<PricingInput> & Pick<PricingInput, 'lines'>): OrderAllocation {
  const result = priceOrder(input(overrides));
  if (!result.ok) throw new Error(`expected a priced order, got ${result.message}`);
  return result.value;
}

export function merchant(order: OrderAllocation, merId: number) {
  const found = order.merchants.find((m) => m.merId === merId);
  if (!found) throw new Error(`no merchant ${merId}`);
  return found;
}
