// The allocation in the shape of CRMEB's POST /api/v2/order/check answer (docs/mall-api.md §3.7):
// decimal strings, merchant blocks with their lines and coupons, the platform coupons and the points
// fields. Merchant names and cart rows are merged in by the route; this file only formats numbers.
import { type Fen, formatFen } from '#shared/money.ts';
import { formatDateTime } from '../../core/envelope.ts';
import type { CouponOutcome, LineAllocation, MerchantAllocation, OrderAllocation } from './pricing-types.ts';

export interface CheckViewExtras {
  /** the confirmation key the create call sends back */
  key: string;
  address: unknown;
  useIntegral: boolean;
}

/** CRMEB keeps a coupon's products, categories or merchants in one relation, read by type. */
function couponTargets(outcome: CouponOutcome): number[] {
  const { coupon } = outcome;
  if (coupon.type === 11) return [...coupon.categoryIds];
  if (coupon.type === 12) return [...coupon.merchantIds];
  return [...coupon.productIds];
}

export function couponView(outcome: CouponOutcome) {
  const { coupon } = outcome;
  return {
    coupon_user_id: coupon.couponUserId,
    coupon_id: coupon.couponId,
    mer_id: coupon.merId,
    coupon_title: coupon.title,
    coupon_price: formatFen(coupon.amountFen),
    use_min_price: formatFen(coupon.thresholdFen),
    start_time: formatDateTime(coupon.startsAt),
    end_time: formatDateTime(coupon.endsAt),
    type: coupon.type,
    status: coupon.status,
    coupon: { coupon_id: coupon.couponId, type: coupon.type },
    product: couponTargets(outcome).map((id) => ({ coupon_id: coupon.couponId, product_id: id })),
    checked: outcome.checked,
    disabled: outcome.disabled,
  };
}

/** A line as stock sends it: no `price` of its own; the unit price is productAttr.price (merged in by the route). */
function lineView(line: LineAllocation) {
  return {
    cart_id: line.cartId,
    product_id: line.productId,
    mer_id: line.merId,
    product_type: line.productType,
    cart_num: line.quantity,
    total_price: formatFen(line.originalFen),
    svip_discount: formatFen(line.svipDiscountFen),
    coupon_price: formatFen(line.couponFen),
    platform_coupon_price: formatFen(line.platformCouponFen),
    integral: line.pointsUsed > 0 ? { use: line.pointsUsed, price: formatFen(line.pointsFen) } : null,
    postage_price: formatFen(line.postageFen),
    true_price: formatFen(line.goodsFen - line.couponFen - line.platformCouponFen - line.pointsFen),
    pay_price: formatFen(line.paidFen),
    // the piece price the line is sold at (the SKU's, or a presell, quoted or agreed price): total ÷ pieces
    productAttr: { price: formatFen(line.quantity > 0 ? line.originalFen / line.quantity : 0) },
  };
}

/** Goods after every discount, without postage (CRMEB org_price); the deposit on presell type 2. */
function goodsPaidFen(merchant: MerchantAllocation): Fen {
  return merchant.paidFen - merchant.postageFen;
}

function merchantView(merchant: MerchantAllocation, order: OrderAllocation) {
  // presell type 2: a deposit now, the rest (尾款) later
  const presellLater = merchant.depositFen > 0 || merchant.payLaterFen > 0;
  return {
    mer_id: merchant.merId,
    coupon: merchant.coupons.map(couponView),
    list: merchant.lines.map(lineView),
    order: {
      order_type: order.orderType,
      total_num: merchant.quantity,
      total_price: formatFen(merchant.originalFen),
      valid_total_price: formatFen(merchant.couponBaseFen),
      svip_discount: formatFen(merchant.svipDiscountFen),
      use_svip: merchant.svipDiscountFen > 0 ? 1 : 0,
      coupon_price: formatFen(merchant.couponFen),
      platform_coupon_price: formatFen(merchant.platformCouponFen),
      total_integral: merchant.pointsUsed,
      total_integral_price: formatFen(merchant.pointsFen),
      total_give_integral: merchant.pointsGivenLater,
      postage_price: formatFen(merchant.postageFen),
      true_price: formatFen(goodsPaidFen(merchant)),
      org_price: formatFen(presellLater ? merchant.depositFen : goodsPaidFen(merchant)),
      pay_price: formatFen(merchant.payNowFen),
      down_price: formatFen(merchant.depositFen),
      final_price: formatFen(presellLater ? merchant.goodsFen - merchant.depositFen : 0),
      final_pay_price: formatFen(merchant.payLaterFen),
      isTake: merchant.delivery === 'pickup' ? 1 : 0,
      enabledCoupon: order.orderType !== 1,
      useCouponIds: merchant.usedCouponUserIds,
    },
  };
}

export function orderCheckView(order: OrderAllocation, extras: CheckViewExtras) {
  const totalCoupon = order.svipDiscountFen + order.couponFen + order.platformCouponFen + order.pointsFen;
  return {
    order_type: order.orderType,
    order_model: 0,
    order_extend: [],
    order_total_postage: formatFen(order.postageFen),
    order_price: formatFen(order.payNowFen),
    total_price: formatFen(order.originalFen),
    platformCoupon: order.platformCoupons.map(couponView),
    enabledPlatformCoupon: order.platformCouponsEnabled,
    usePlatformCouponId: order.platformCouponUserId,
    order_total_integral: order.pointsUsed,
    order_total_integral_price: formatFen(order.pointsFen),
    order_total_give_integral: order.pointsGivenLater,
    order_svip_discount: formatFen(order.svipDiscountFen),
    total_platform_coupon_price: formatFen(order.platformCouponFen),
    total_coupon: formatFen(totalCoupon),
    order_coupon_price: formatFen(order.couponFen),
    order: order.merchants.map((merchant) => merchantView(merchant, order)),
    status: order.status,
    address: extras.address,
    openIntegral: order.pointsOpen,
    useIntegral: extras.useIntegral,
    key: extras.key,
    allow_address: order.merchants.some((merchant) => merchant.delivery === 'express'),
    order_delivery_status: true,
  };
}
