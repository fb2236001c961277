// Inputs and outputs of the order-pricing engine. Every amount is an integer of fen (shared/money.ts);
// decimals appear only in the order/check view built from the allocation (docs/trade-pricing.md).
import type { Fen } from '#shared/money.ts';

/** CRMEB product_type: 0 normal, 1 seckill, 2 presell. */
export type LineProductType = 0 | 1 | 2;

/** CRMEB coupon type: 0 店铺券, 1 商品券, 10 通用券, 11 品类券, 12 跨店券. */
export type PricingCouponType = 0 | 1 | 10 | 11 | 12;

export type Delivery = 'express' | 'pickup';

export interface PricingBuyer {
  /** is_svip > 0 with the svip switch on (shared/pricing/unit-price.ts svipActive) */
  svip: boolean;
  /** points balance (integral) */
  points: number;
}

export interface PresellTerms {
  /** 1 full payment now, 2 deposit now and the rest later */
  presellType: 1 | 2;
  /** deposit per piece (down_price); ignored for presell type 1 */
  depositFen: Fen;
}

export interface PricingLine {
  cartId: number;
  productId: number;
  merId: number;
  productType: LineProductType;
  /** store category ids from the top down to the product's own, for 品类券 */
  categoryPath: readonly number[];
  quantity: number;
  /** sale price of one piece (the SKU's price; the presell price for a presell line) */
  priceFen: Fen;
  /** SVIP price of one piece; 0 when the SKU has none */
  svipPriceFen: Fen;
  /** the product ships free on its own (delivery_free, 全国包邮) */
  freeShipping: boolean;
  /** set on presell lines */
  presell?: PresellTerms;
}

/** A coupon the buyer holds (a coupon_user row joined with its coupon). */
export interface HeldCoupon {
  couponUserId: number;
  couponId: number;
  /** 0 for platform coupons */
  merId: number;
  type: PricingCouponType;
  title: string;
  amountFen: Fen;
  /** use_min_price; 0 means 无门槛 */
  thresholdFen: Fen;
  startsAt: Date;
  endsAt: Date;
  /** 0 unused, 1 used, 2 expired */
  status: 0 | 1 | 2;
  /** 商品券: the products it applies to */
  productIds: readonly number[];
  /** 品类券: store categories (a product in any descendant counts) */
  categoryIds: readonly number[];
  /** 跨店券: the merchants it applies to */
  merchantIds: readonly number[];
}

export interface BuyerChoices {
  /**
   * Coupons chosen per merchant (商品券 and 店铺券 ids, coupon_user_id). A merchant missing from the map
   * gets the best usable coupons preselected; an empty list means "no coupon" for that merchant.
   */
  merchantCoupons?: Readonly<Record<number, readonly number[]>>;
  /** undefined: the best usable platform coupon; 0: none; otherwise that coupon_user_id */
  platformCouponId?: number;
  useIntegral: boolean;
  /** per merchant; missing means express */
  delivery?: Readonly<Record<number, Delivery>>;
}

export interface PostageRule {
  /** a merchant's goods total at or above this ships free */
  freeFromFen: Fen;
  /** charged once per merchant below the threshold */
  feeFen: Fen;
}

export interface PointsRule {
  enabled: boolean;
  /** points worth 1 yuan */
  pointsPerYuan: number;
  /** at most this percentage of a line's goods amount may be paid with points */
  maxPercent: number;
  /** points given per yuan paid on normal orders (integral_order_rate); 0 gives none */
  givenPerYuan: number;
}

export interface PricingSettings {
  postage: PostageRule;
  /** merchants whose postage differs from the default rule */
  postageByMerchant?: Readonly<Record<number, PostageRule>>;
  points: PointsRule;
}

export interface PricingInput {
  buyer: PricingBuyer;
  lines: readonly PricingLine[];
  coupons: readonly HeldCoupon[];
  choices: BuyerChoices;
  settings: PricingSettings;
  /** whether a delivery address was given */
  hasAddress: boolean;
  now: Date;
}

/** Sums shared by merchants and the whole order; a line carries the same amounts for itself. */
export interface AmountTotals {
  quantity: number;
  /** sale price × quantity */
  originalFen: Fen;
  svipDiscountFen: Fen;
  /** unit price × quantity */
  goodsFen: Fen;
  /** presell deposit (type 2), paid now */
  depositFen: Fen;
  /** share of the merchant's 店铺券 and 商品券 */
  couponFen: Fen;
  platformCouponFen: Fen;
  pointsFen: Fen;
  pointsUsed: number;
  postageFen: Fen;
  /** goods − coupons − points + postage */
  paidFen: Fen;
  /** what is charged when the order is paid (the deposit for presell type 2) */
  payNowFen: Fen;
  /** presell type 2 final payment (尾款 incl. postage); 0 otherwise */
  payLaterFen: Fen;
}

export interface LineAllocation extends AmountTotals {
  cartId: number;
  productId: number;
  merId: number;
  productType: LineProductType;
  /** what the buyer pays for one piece before discounts (SVIP price for an SVIP buyer) */
  unitPriceFen: Fen;
}

/** How a coupon fared: usable at all (not disabled) and applied (checked). */
export interface CouponOutcome {
  coupon: HeldCoupon;
  checked: boolean;
  disabled: boolean;
}

export interface MerchantAllocation extends AmountTotals {
  merId: number;
  delivery: Delivery;
  /** goods that coupons may discount (presell: the part after the deposit) */
  couponBaseFen: Fen;
  lines: LineAllocation[];
  /** the merchant's coupons in CRMEB's order, with their state */
  coupons: CouponOutcome[];
  usedCouponUserIds: number[];
  pointsGivenLater: number;
}

export interface OrderAllocation extends AmountTotals {
  /** 0 normal, 1 seckill, 2 presell */
  orderType: LineProductType;
  merchants: MerchantAllocation[];
  platformCoupons: CouponOutcome[];
  /** 0 when none applied */
  platformCouponUserId: number;
  platformCouponsEnabled: boolean;
  pointsOpen: boolean;
  pointsGivenLater: number;
  /** 'noAddress' when some merchant ships by express and no address was given */
  status: 'finish' | 'noAddress';
  /** every applied coupon_user_id (merchant and platform) */
  usedCouponUserIds: number[];
}

export type PricingResult = { ok: true; value: OrderAllocation } | { ok: false; message: string };
