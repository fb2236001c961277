import { useData } from 'vike-react/useData';
import { Empty } from '#web/components/browse/Empty.tsx';
import { COUPON_TYPE_NAMES, couponAmount, couponRule, couponValidity } from '#web/components/goods/coupon-text.ts';
import { ReceiveCouponButton } from '#web/components/goods/ReceiveCouponButton.tsx';
import { StoreShell } from '#web/components/store/StoreShell.tsx';
import type { StoreCouponData } from '#web/components/store/store-types.ts';
import '#web/components/browse/activity.css';

export default function Page() {
  const { shell, coupons } = useData<StoreCouponData>();
  return (
    <StoreShell shell={shell} active="coupon">
      <h2 className="listing-heading">店铺优惠券</h2>
      {coupons.length ? (
        <div className="coupon-grid" style={{ gridTemplateColumns: 'repeat(2, 1fr)' }}>
          {coupons.map((coupon) => (
            <div className="coupon-card" key={coupon.coupon_id}>
              <div className="coupon-card-left"><span>¥<b>{couponAmount(coupon)}</b></span><span>{couponRule(coupon)}</span></div>
              <div className="coupon-card-right">
                <span className="coupon-card-title"><span className="coupon-type">{COUPON_TYPE_NAMES[coupon.type ?? 0] ?? '优惠券'}</span>{coupon.title}</span>
                <span className="muted">{couponValidity(coupon)}</span>
                <ReceiveCouponButton couponId={coupon.coupon_id} received={Boolean(coupon.issue)} useHref={`/goods_coupon?coupon_id=${coupon.coupon_id}`} />
              </div>
            </div>
          ))}
        </div>
      ) : (
        <Empty text="店铺暂无可领取的优惠券~" />
      )}
    </StoreShell>
  );
}
