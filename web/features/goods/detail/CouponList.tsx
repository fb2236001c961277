// 优惠券 row of the detail page: 店铺券/商品券, 满X减Y, validity, 领取 / 已领取, 更多优惠 / 收起.
import { useState } from 'react';
import type { CouponRow } from '../../browse/types.ts';
import { COUPON_TYPE_NAMES, couponShortRule, couponValidity } from '../coupon-text.ts';
import { ReceiveCouponButton } from '../ReceiveCouponButton.tsx';

export function CouponList({ coupons }: { coupons: CouponRow[] }) {
  const [open, setOpen] = useState(false);
  if (!coupons.length) return null;
  const shown = open ? coupons : coupons.slice(0, 2);
  return (
    <div className="detail-row detail-coupons">
      <span className="detail-label">优惠券</span>
      <div className="detail-coupon-list">
        {shown.map((coupon) => (
          <div className="detail-coupon" key={coupon.coupon_id}>
            <span className="detail-coupon-type">{COUPON_TYPE_NAMES[coupon.type ?? 0] ?? '优惠券'}</span>
            <span className="detail-coupon-rule">{couponShortRule(coupon)}</span>
            <span className="muted">{couponValidity(coupon)}</span>
            <ReceiveCouponButton couponId={coupon.coupon_id} received={Boolean(coupon.issue)} label="领取" />
          </div>
        ))}
        {coupons.length > 2 ? (
          <button type="button" className="link-btn" onClick={() => setOpen(!open)}>
            {open ? '收起' : '更多优惠'}
          </button>
        ) : null}
      </div>
    </div>
  );
}
