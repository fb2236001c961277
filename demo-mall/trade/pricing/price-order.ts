// The order-pricing engine: cart lines, held coupons and the buyer's choices in, a fully itemised
// allocation out. Pure (no I/O, no clock: `now` is an input). Steps, in CRMEB's order: piece prices
// (SVIP), merchant coupons, the platform coupon, points, postage. docs/trade-pricing.md.
import { applyMerchantCoupons } from './merchant-coupons.ts';
import { byCrmebOrder, couponInForce, MERCHANT_COUPON_TYPES, outcome, PLATFORM_COUPON_TYPES } from './coupon-rules.ts';
import { applyPlatformCoupon } from './platform-coupon.ts';
import { applyPoints } from './points.ts';
import { applyPostage } from './postage.ts';
import { lineAllocation, sumTotals } from './allocation-totals.ts';
import type {
  CouponOutcome,
  Delivery,
  HeldCoupon,
  LineProductType,
  MerchantAllocation,
  PricingInput,
  PricingLine,
  PricingResult,
} from './pricing-types.ts';
import { toWorkLine, type WorkLine } from './work-line.ts';

export const PRICING_MESSAGES = {
  noLines: '数据无效',
  quantity: '购买商品数必须大于0',
  price: '商品价格有误',
  activityAlone: '活动商品必须单独购买',
} as const;

const isFen = (value: number) => Number.isSafeInteger(value) && value >= 0;

function inputProblem(lines: readonly PricingLine[]): string | null {
  if (lines.length === 0) return PRICING_MESSAGES.noLines;
  for (const line of lines) {
    if (!Number.isSafeInteger(line.quantity) || line.quantity <= 0) return PRICING_MESSAGES.quantity;
    if (!isFen(line.priceFen) || !isFen(line.svipPriceFen) || (line.presell && !isFen(line.presell.depositFen)))
      return PRICING_MESSAGES.price;
  }
  // Activity goods (seckill, presell) are bought on their own.
  if (lines.length > 1 && lines.some((line) => line.productType !== 0)) return PRICING_MESSAGES.activityAlone;
  return null;
}

function groupByMerchant(lines: readonly WorkLine[]): Map<number, WorkLine[]> {
  const groups = new Map<number, WorkLine[]>();
  for (const line of lines) {
    const group = groups.get(line.line.merId);
    if (group) group.push(line);
    else groups.set(line.line.merId, [line]);
  }
  return groups;
}

export function priceOrder(input: PricingInput): PricingResult {
  const problem = inputProblem(input.lines);
  if (problem) return { ok: false, message: problem };

  const { buyer, choices, settings } = input;
  const works = input.lines.map((line) => toWorkLine(line, buyer.svip));
  const orderType: LineProductType = works.find((line) => line.line.productType !== 0)?.line.productType ?? 0;
  const inForce = input.coupons.filter((coupon) => couponInForce(coupon, input.now)).sort(byCrmebOrder);
  const groups = groupByMerchant(works);

  // Coupons apply to normal and presell orders; seckill prices are final.
  const merchantCouponsEnabled = orderType !== 1;
  const merchantOutcomes = new Map<number, { outcomes: CouponOutcome[]; used: number[] }>();
  for (const [merId, lines] of groups) {
    const own = inForce.filter((coupon) => coupon.merId === merId && MERCHANT_COUPON_TYPES.includes(coupon.type));
    if (!merchantCouponsEnabled) {
      merchantOutcomes.set(merId, { outcomes: own.map((coupon) => outcome(coupon, false, true)), used: [] });
      continue;
    }
    const result = applyMerchantCoupons(lines, own, choices.merchantCoupons?.[merId]);
    merchantOutcomes.set(merId, { outcomes: result.outcomes, used: result.usedCouponUserIds });
  }

  // Platform coupons only on normal orders (CRMEB enabledPlatformCoupon = !order_type).
  const platformCouponsEnabled = orderType === 0;
  const platformHeld: HeldCoupon[] = inForce.filter((coupon) => PLATFORM_COUPON_TYPES.includes(coupon.type));
  const platform = platformCouponsEnabled
    ? applyPlatformCoupon(works, platformHeld, choices.platformCouponId)
    : { outcomes: platformHeld.map((coupon) => outcome(coupon, false, true)), usedCouponUserId: 0 };

  const pointsOpen = settings.points.enabled && settings.points.pointsPerYuan > 0 && orderType === 0;
  if (pointsOpen && choices.useIntegral) applyPoints(works, buyer.points, settings.points);

  const merchants: MerchantAllocation[] = [];
  for (const [merId, lines] of groups) {
    const delivery: Delivery = choices.delivery?.[merId] ?? 'express';
    applyPostage(lines, delivery, settings.postageByMerchant?.[merId] ?? settings.postage);
    const allocations = lines.map(lineAllocation);
    const totals = sumTotals(allocations);
    const coupons = merchantOutcomes.get(merId) ?? { outcomes: [], used: [] };
    merchants.push({
      ...totals,
      merId,
      delivery,
      couponBaseFen: lines.reduce((sum, line) => sum + line.couponBaseFen, 0),
      lines: allocations,
      coupons: coupons.outcomes,
      usedCouponUserIds: coupons.used,
      pointsGivenLater: orderType === 0 ? Math.floor((totals.paidFen * settings.points.givenPerYuan) / 100) : 0,
    });
  }

  const usedCouponUserIds = merchants.flatMap((merchant) => merchant.usedCouponUserIds);
  if (platform.usedCouponUserId) usedCouponUserIds.push(platform.usedCouponUserId);
  return {
    ok: true,
    value: {
      ...sumTotals(merchants),
      orderType,
      merchants,
      platformCoupons: platform.outcomes,
      platformCouponUserId: platform.usedCouponUserId,
      platformCouponsEnabled,
      pointsOpen,
      pointsGivenLater: merchants.reduce((sum, merchant) => sum + merchant.pointsGivenLater, 0),
      status: !input.hasAddress && merchants.some((merchant) => merchant.delivery === 'express') ? 'noAddress' : 'finish',
      usedCouponUserIds,
    },
  };
}
