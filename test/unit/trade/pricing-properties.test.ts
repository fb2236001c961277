import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatFen } from '../../../shared/money.ts';
import { orderCheckView } from '../../../demo-mall/trade/pricing/check-view.ts';
import { priceOrder } from '../../../demo-mall/trade/pricing/price-order.ts';
import { DEMO_PRICING_SETTINGS } from '../../../demo-mall/trade/pricing/pricing-settings.ts';
import type {
  AmountTotals,
  BuyerChoices,
  HeldCoupon,
  OrderAllocation,
  PricingCouponType,
  PricingInput,
  PricingLine,
} from '../../../demo-mall/trade/pricing/pricing-types.ts';

const NOW = new Date(2026, 10, 23, 12, 0, 0);
const MERCHANTS = [1, 2, 3, 4];
const PRODUCTS = [11, 12, 13, 14, 15, 16];
const TOP_CATEGORIES = [1, 2, 3];

const lineArb = fc
  .record({
    merId: fc.constantFrom(...MERCHANTS),
    productId: fc.constantFrom(...PRODUCTS),
    top: fc.constantFrom(...TOP_CATEGORIES),
    quantity: fc.integer({ min: 1, max: 20 }),
    priceFen: fc.integer({ min: 1, max: 200_000 }),
    svipPercent: fc.integer({ min: 0, max: 120 }),
    freeShipping: fc.boolean(),
  })
  .map(
    (draft): Omit<PricingLine, 'cartId'> => ({
      merId: draft.merId,
      productId: draft.productId,
      productType: 0,
      categoryPath: [draft.top, draft.top * 100 + 1],
      quantity: draft.quantity,
      priceFen: draft.priceFen,
      svipPriceFen: Math.floor((draft.priceFen * draft.svipPercent) / 100),
      freeShipping: draft.freeShipping,
    }),
  );

const couponArb = fc
  .record({
    type: fc.constantFrom<PricingCouponType>(0, 1, 10, 11, 12),
    merId: fc.constantFrom(...MERCHANTS),
    amountFen: fc.integer({ min: 1, max: 50_000 }),
    thresholdFen: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 500_000 })),
    productIds: fc.subarray(PRODUCTS, { minLength: 1 }),
    categoryIds: fc.subarray(TOP_CATEGORIES, { minLength: 1 }),
    merchantIds: fc.subarray(MERCHANTS, { minLength: 1 }),
    status: fc.constantFrom<0 | 1 | 2>(0, 0, 0, 1, 2),
    expired: fc.boolean(),
  })
  .map(
    (draft): Omit<HeldCoupon, 'couponUserId' | 'couponId'> => ({
      type: draft.type,
      merId: draft.type >= 10 ? 0 : draft.merId,
      title: '券',
      amountFen: draft.amountFen,
      thresholdFen: draft.thresholdFen,
      startsAt: new Date(NOW.getTime() - 86_400_000),
      endsAt: new Date(NOW.getTime() + (draft.expired ? -1 : 1) * 86_400_000),
      status: draft.status,
      productIds: draft.productIds,
      categoryIds: draft.categoryIds,
      merchantIds: draft.merchantIds,
    }),
  );

const inputArb = fc
  .record({
    lines: fc.array(lineArb, { minLength: 1, maxLength: 10 }),
    coupons: fc.array(couponArb, { maxLength: 8 }),
    svip: fc.boolean(),
    points: fc.integer({ min: 0, max: 300_000 }),
    useIntegral: fc.boolean(),
    pickups: fc.subarray(MERCHANTS),
    explicitMerchant: fc.option(fc.constantFrom(...MERCHANTS), { nil: undefined }),
    explicitPicks: fc.array(fc.nat({ max: 7 }), { maxLength: 3 }),
    platformChoice: fc.option(fc.nat({ max: 8 }), { nil: undefined }),
  })
  .map((draft): PricingInput => {
    const coupons = draft.coupons.map((c, index) => ({ ...c, couponUserId: index + 1, couponId: index + 1 }));
    const choices: BuyerChoices = {
      useIntegral: draft.useIntegral,
      delivery: Object.fromEntries(draft.pickups.map((merId) => [merId, 'pickup' as const])),
      merchantCoupons: draft.explicitMerchant === undefined ? {} : { [draft.explicitMerchant]: draft.explicitPicks.map((n) => n + 1) },
      // 0 = none, otherwise a coupon_user_id that may or may not be a usable platform coupon
      platformCouponId: draft.platformChoice,
    };
    return {
      buyer: { svip: draft.svip, points: draft.points },
      lines: draft.lines.map((l, index) => ({ ...l, cartId: index + 1 })),
      coupons,
      choices,
      settings: DEMO_PRICING_SETTINGS,
      hasAddress: true,
      now: NOW,
    };
  });

const SUMMED: (keyof AmountTotals)[] = [
  'quantity',
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
];

function priced(input: PricingInput): OrderAllocation {
  const result = priceOrder(input);
  if (!result.ok) throw new Error(result.message);
  return result.value;
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** Checks `property` on the priced order of `runs` random carts (fast-check shrinks a failing one). */
function forEveryPricedCart(property: (order: OrderAllocation, input: PricingInput) => void, runs = 300): void {
  fc.assert(
    fc.property(inputArb, (input) => property(priced(input), input)),
    { numRuns: runs },
  );
}

describe('pricing properties over random carts', () => {
  it('every merchant total is the sum of its lines and every order total the sum of its merchants', () => {
    forEveryPricedCart((order, input) => {
      for (const key of SUMMED) {
        for (const m of order.merchants) expect(m[key]).toBe(sum(m.lines.map((l) => l[key])));
        expect(order[key]).toBe(sum(order.merchants.map((m) => m[key])));
      }
      expect(sum(order.merchants.map((m) => m.lines.length))).toBe(input.lines.length);
    });
  });

  it('paid = goods + postage − coupons − points, on every line and in total', () => {
    forEveryPricedCart((order) => {
      for (const l of order.merchants.flatMap((m) => m.lines)) {
        expect(l.paidFen).toBe(l.goodsFen + l.postageFen - l.couponFen - l.platformCouponFen - l.pointsFen);
        expect(l.goodsFen + l.svipDiscountFen).toBe(l.originalFen);
      }
      expect(order.paidFen).toBe(order.goodsFen + order.postageFen - order.couponFen - order.platformCouponFen - order.pointsFen);
      expect(order.payNowFen).toBe(order.paidFen);
    });
  });

  it('no line goes negative and no discount exceeds what it may take', () => {
    forEveryPricedCart((order) => {
      for (const l of order.merchants.flatMap((m) => m.lines)) {
        for (const value of [l.couponFen, l.platformCouponFen, l.pointsFen, l.postageFen, l.svipDiscountFen, l.paidFen, l.pointsUsed]) {
          expect(value).toBeGreaterThanOrEqual(0);
          expect(Number.isSafeInteger(value)).toBe(true);
        }
        expect(l.couponFen + l.platformCouponFen + l.pointsFen).toBeLessThanOrEqual(l.goodsFen);
        expect(l.pointsFen).toBeLessThanOrEqual(Math.floor(l.goodsFen / 2));
      }
    });
  });

  it('applies at most one 店铺券 per merchant and one platform coupon, each no more than its face value', () => {
    forEveryPricedCart((order, input) => {
      const byId = new Map(input.coupons.map((c) => [c.couponUserId, c]));
      for (const m of order.merchants) {
        const storeUsed = m.usedCouponUserIds.filter((id) => byId.get(id)?.type === 0);
        expect(storeUsed.length).toBeLessThanOrEqual(1);
        const faces = sum(m.usedCouponUserIds.map((id) => byId.get(id)?.amountFen ?? 0));
        expect(m.couponFen).toBeLessThanOrEqual(faces);
        for (const id of m.usedCouponUserIds) expect(byId.get(id)?.merId).toBe(m.merId);
      }
      expect(order.platformCoupons.filter((o) => o.checked).length).toBeLessThanOrEqual(1);
      expect(order.platformCouponFen).toBeLessThanOrEqual(byId.get(order.platformCouponUserId)?.amountFen ?? 0);
      for (const id of order.usedCouponUserIds) {
        const held = byId.get(id);
        expect(held?.status).toBe(0);
        expect(held && held.endsAt > NOW).toBe(true);
      }
    });
  });

  it('uses no more points than the buyer holds, at the stated rate', () => {
    forEveryPricedCart((order, input) => {
      expect(order.pointsUsed).toBeLessThanOrEqual(input.buyer.points);
      expect(order.pointsUsed).toBe(Math.ceil((order.pointsFen * DEMO_PRICING_SETTINGS.points.pointsPerYuan) / 100));
      if (!input.choices.useIntegral) expect(order.pointsUsed).toBe(0);
    });
  });

  it('charges postage only to shipping merchants under 99.00, 8.00 each', () => {
    forEveryPricedCart((order, input) => {
      for (const m of order.merchants) {
        const ships = m.delivery === 'express' && input.lines.some((l) => l.merId === m.merId && !l.freeShipping);
        expect(m.postageFen).toBe(ships && m.goodsFen < 9900 ? 800 : 0);
      }
    });
  });

  it('the check view states the same totals as strings', () => {
    forEveryPricedCart((order, input) => {
      const view = orderCheckView(order, { key: 'k', address: null, useIntegral: input.choices.useIntegral });
      expect(view.order_price).toBe(formatFen(order.payNowFen));
      expect(view.total_price).toBe(formatFen(order.originalFen));
      expect(view.order_total_postage).toBe(formatFen(order.postageFen));
      expect(view.order.map((m) => m.order.pay_price)).toEqual(order.merchants.map((m) => formatFen(m.payNowFen)));
    }, 100);
  });

  it('a presell deposit order pays deposit now and the rest later, never below zero', () => {
    const presellArb = fc.record({
      priceFen: fc.integer({ min: 1, max: 500_000 }),
      depositFen: fc.integer({ min: 0, max: 600_000 }),
      quantity: fc.integer({ min: 1, max: 10 }),
      couponAmount: fc.integer({ min: 1, max: 600_000 }),
      threshold: fc.integer({ min: 0, max: 600_000 }),
    });
    fc.assert(
      fc.property(presellArb, (draft) => {
        const order = priced({
          buyer: { svip: true, points: 100_000 },
          lines: [
            {
              cartId: 1,
              productId: 1,
              merId: 1,
              productType: 2,
              categoryPath: [1],
              quantity: draft.quantity,
              priceFen: draft.priceFen,
              svipPriceFen: 0,
              freeShipping: false,
              presell: { presellType: 2, depositFen: draft.depositFen },
            },
          ],
          coupons: [
            {
              couponUserId: 1,
              couponId: 1,
              merId: 1,
              type: 0,
              title: '券',
              amountFen: draft.couponAmount,
              thresholdFen: draft.threshold,
              startsAt: new Date(0),
              endsAt: new Date(NOW.getTime() + 1000),
              status: 0,
              productIds: [],
              categoryIds: [],
              merchantIds: [],
            },
          ],
          choices: { useIntegral: true },
          settings: DEMO_PRICING_SETTINGS,
          hasAddress: true,
          now: NOW,
        });
        const goods = draft.priceFen * draft.quantity;
        expect(order.depositFen).toBe(Math.min(goods, draft.depositFen * draft.quantity));
        expect(order.payNowFen).toBe(order.depositFen);
        expect(order.payNowFen + order.payLaterFen).toBe(order.paidFen);
        expect(order.payLaterFen).toBeGreaterThanOrEqual(order.postageFen);
        expect(order.couponFen).toBeLessThanOrEqual(goods - order.depositFen);
        expect(order.pointsFen).toBe(0);
      }),
      { numRuns: 300 },
    );
  });
});
