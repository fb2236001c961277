// Coupon wording of the original: 满X元减Y元 / 无门槛使用, validity, type names.
import { money, shortYuan, toFen } from '#shared/money.ts';
import type { CouponRow } from '../browse/types.ts';

export const COUPON_TYPE_NAMES: Record<number, string> = { 0: '店铺券', 1: '商品券', 10: '通用券', 11: '品类券', 12: '跨店券' };

export function couponRule(c: Pick<CouponRow, 'use_min_price' | 'coupon_price'>): string {
  return toFen(c.use_min_price) > 0 ? `满${shortYuan(c.use_min_price)}元可用` : '无门槛使用';
}

export function couponValidity(c: Pick<CouponRow, 'coupon_type' | 'coupon_time' | 'use_start_time' | 'use_end_time'>): string {
  if (c.coupon_type === 1 && c.use_start_time && c.use_end_time) return `${c.use_start_time.slice(0, 10)} ~ ${c.use_end_time.slice(0, 10)}`;
  return `领取后${c.coupon_time ?? 0}天内可用`;
}

/** The coupon's face: whole yuan without decimals ('20'), otherwise both decimals ('12.50'). */
export function couponAmount(c: Pick<CouponRow, 'coupon_price'>): string {
  return toFen(c.coupon_price) % 100 === 0 ? shortYuan(c.coupon_price) : money(c.coupon_price);
}

/** 满X减Y or Y元无门槛, the detail page's short coupon rule. */
export function couponShortRule(c: Pick<CouponRow, 'use_min_price' | 'coupon_price'>): string {
  return toFen(c.use_min_price) > 0 ? `满${shortYuan(c.use_min_price)}减${couponAmount(c)}` : `${couponAmount(c)}元无门槛`;
}
