// Builds the engine's inputs from the demo mall's catalogue rows (yuan numbers) and a buyer's
// coupon_user rows ('Y-m-d H:i:s' local times). Money becomes fen here, once.
import { toFen } from '#shared/money.ts';
import type { Coupon, PresellInfo, Product, Sku } from '../../catalogue/catalogue-types.ts';
import type { HeldCoupon, LineProductType, PricingCouponType, PricingLine } from './pricing-types.ts';

export interface CartPick {
  cart_id: number;
  cart_num: number;
}

export function pricingLine(cart: CartPick, product: Product, sku: Sku, presell?: PresellInfo): PricingLine {
  const line: PricingLine = {
    cartId: cart.cart_id,
    productId: product.product_id,
    merId: product.mer_id,
    productType: product.product_type as LineProductType,
    categoryPath: product.cate_path,
    quantity: cart.cart_num,
    priceFen: toFen(sku.price),
    svipPriceFen: toFen(sku.svip_price),
    freeShipping: product.delivery_free === 1,
  };
  if (product.product_type === 2 && presell) line.presell = { presellType: presell.presell_type, depositFen: toFen(sku.down_price ?? 0) };
  return line;
}

const LOCAL_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

/** 'Y-m-d H:i:s' in the server's local time; anything else is an instant long past (never in force). */
export function parseLocalTime(text: string): Date {
  const match = LOCAL_TIME.exec(text);
  if (!match) return new Date(0);
  const [, y, mo, d, h, mi, s] = match.map(Number) as [number, number, number, number, number, number, number];
  return new Date(y, mo - 1, d, h, mi, s);
}

export interface CouponUserPick {
  coupon_user_id: number;
  coupon_id: number;
  mer_id: number;
  coupon_title: string;
  coupon_price: number;
  use_min_price: number;
  start_time: string;
  end_time: string;
  status: 0 | 1 | 2;
}

export function heldCoupon(row: CouponUserPick, coupon: Coupon): HeldCoupon {
  return {
    couponUserId: row.coupon_user_id,
    couponId: row.coupon_id,
    merId: row.mer_id,
    type: coupon.type as PricingCouponType,
    title: row.coupon_title,
    amountFen: toFen(row.coupon_price),
    thresholdFen: toFen(row.use_min_price),
    startsAt: parseLocalTime(row.start_time),
    endsAt: parseLocalTime(row.end_time),
    status: row.status,
    productIds: coupon.product_ids,
    categoryIds: coupon.category_ids,
    merchantIds: coupon.merchant_ids,
  };
}
