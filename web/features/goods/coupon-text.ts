// Coupon wording of the original: 满X元减Y元 / 无门槛使用, validity, type names.
import { money } from '../browse/format.ts';
import type { CouponRow } from '../browse/types.ts';

export const COUPON_TYPE_NAMES: Record<number, string> = { 0: '店铺券', 1: '商品券', 10: '通用券', 11: '品类券', 12: '跨店券' };

export function couponRule(c: Pick<CouponRow, 'use_min_price' | 'coupon_price'>): string {
  return Number(c.use_min_price) > 0 ? `满${Number(c.use_min_price)}元可用` : '无门槛使用';
}

export function couponValidity(c: Pick<CouponRow, 'coupon_type' | 'coupon_time' | 'use_start_time' | 'use_end_time'>): string {
  if (c.coupon_type === 1 && c.use_start_time && c.use_end_time) return `${c.use_start_time.slice(0, 10)} ~ ${c.use_end_time.slice(0, 10)}`;
  return `领取后${c.coupon_time ?? 0}天内可用`;
}

export function couponAmount(c: Pick<CouponRow, 'coupon_price'>): string {
  const n = Number(c.coupon_price);
  return Number.isInteger(n) ? String(n) : money(n);
}
