// 领券中心 strip: up to three coupons (满X元减Y元) with 立即领取 and a few applicable goods.
import { ReceiveCouponButton } from '#web/components/goods/ReceiveCouponButton.tsx';
import { couponAmount, couponRule } from '#web/components/goods/coupon-text.ts';
import { SectionHead } from '#web/components/browse/SectionHead.tsx';
import type { CouponRow } from '#web/components/browse/types.ts';
import { goodsDetailHref } from '#shared/routes.ts';

export function CouponStrip({ coupons }: { coupons: CouponRow[] }) {
  if (!coupons.length) return null;
  return (
    <section className="home-section" aria-label="领券中心">
      <SectionHead title="领券中心" sub="领券下单更优惠" moreHref="/coupon_center" />
      <div className="home-coupons">
        {coupons.map((coupon) => (
          <div className="home-coupon" key={coupon.coupon_id}>
            <div className="home-coupon-ticket">
              <div className="home-coupon-amount">¥<b>{couponAmount(coupon)}</b></div>
              <div className="home-coupon-rule">
                {Number(coupon.use_min_price) > 0 ? `满${Number(coupon.use_min_price)}元减${couponAmount(coupon)}元` : '无门槛'}
                <small>{coupon.title}</small>
              </div>
              <ReceiveCouponButton couponId={coupon.coupon_id} received={Boolean(coupon.issue)} useHref={`/goods_coupon?coupon_id=${coupon.coupon_id}`} />
            </div>
            <div className="home-coupon-goods">
              {(coupon.ProductLst ?? []).slice(0, 3).map((p) => (
                <a key={p.product_id} href={goodsDetailHref(p.product_id)} title={p.store_name}>
                  <img src={p.image} alt={p.store_name} width={72} height={72} loading="lazy" />
                  <span className="price">¥{Number(p.price).toFixed(2)}</span>
                </a>
              ))}
            </div>
            <p className="muted home-coupon-note">{couponRule(coupon)}</p>
          </div>
        ))}
      </div>
    </section>
  );
}
