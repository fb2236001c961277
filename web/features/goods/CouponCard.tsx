// One coupon ticket (领券中心 and a store's 店铺优惠券): amount, threshold, type, validity, 立即领取 → 去使用.
import type { CouponRow } from '../browse/types.ts';
import { COUPON_TYPE_NAMES, couponAmount, couponRule, couponValidity } from './coupon-text.ts';
import { ReceiveCouponButton } from './ReceiveCouponButton.tsx';

/** `showScope`: say where the coupon applies (a store's own page does not need it). */
export function CouponCard({ coupon, showScope = false }: { coupon: CouponRow; showScope?: boolean }) {
  return (
    <div className="coupon-card">
      <div className="coupon-card-left">
        <span>
          ¥<b>{couponAmount(coupon)}</b>
        </span>
        <span>{couponRule(coupon)}</span>
      </div>
      <div className="coupon-card-right">
        <span className="coupon-card-title">
          <span className="coupon-type">{COUPON_TYPE_NAMES[coupon.type ?? 0] ?? '优惠券'}</span>
          {coupon.title}
        </span>
        {showScope ? (
          <span className="muted">{coupon.merchant?.mer_name ? `限 ${coupon.merchant.mer_name} 使用` : '全平台可用'}</span>
        ) : null}
        <span className="muted">{couponValidity(coupon)}</span>
        <ReceiveCouponButton
          couponId={coupon.coupon_id}
          received={Boolean(coupon.issue)}
          useHref={`/goods_coupon?coupon_id=${coupon.coupon_id}`}
        />
      </div>
    </div>
  );
}
