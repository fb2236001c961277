// 领券中心 strip: up to three coupons (满X元减Y元) with 立即领取 and a few applicable goods.
import { shortYuan, toFen } from '#shared/money.ts';
import { ReceiveCouponButton } from '#web/features/goods/ReceiveCouponButton.tsx';
import { couponAmount, couponRule } from '#web/features/goods/coupon-text.ts';
import { HomeSection } from './HomeSection.tsx';
import type { CouponRow } from '#web/features/browse/types.ts';
import { MiniGoods } from '#web/features/goods/MiniGoods.tsx';

export function CouponStrip({ coupons }: { coupons: CouponRow[] }) {
  if (!coupons.length) return null;
  return (
    <HomeSection title="领券中心" sub="领券下单更优惠" moreHref="/coupon_center">
      <div className="home-coupons">
        {coupons.map((coupon) => (
          <div className="home-coupon" key={coupon.coupon_id}>
            <div className="home-coupon-ticket">
              <div className="home-coupon-amount">
                ¥<b>{couponAmount(coupon)}</b>
              </div>
              <div className="home-coupon-rule">
                {toFen(coupon.use_min_price) > 0 ? `满${shortYuan(coupon.use_min_price)}元减${couponAmount(coupon)}元` : '无门槛'}
                <small>{coupon.title}</small>
              </div>
              <ReceiveCouponButton
                couponId={coupon.coupon_id}
                received={Boolean(coupon.issue)}
                useHref={`/goods_coupon?coupon_id=${coupon.coupon_id}`}
              />
            </div>
            <MiniGoods className="home-coupon-goods" items={coupon.ProductLst} size={72} />
            <p className="muted home-coupon-note">{couponRule(coupon)}</p>
          </div>
        ))}
      </div>
    </HomeSection>
  );
}
