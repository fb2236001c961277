import { useData } from 'vike-react/useData';
import { Empty } from '#web/features/browse/Empty.tsx';
import { CouponCard } from '#web/features/goods/CouponCard.tsx';
import { StoreShell } from '#web/features/store/StoreShell.tsx';
import '#web/features/browse/activity.css';
import './store-coupon.css';
import type { Data } from './+data.ts';

export default function Page() {
  const { shell, coupons } = useData<Data>();
  return (
    <StoreShell shell={shell} active="coupon">
      <h2 className="listing-heading">店铺优惠券</h2>
      {coupons.length ? (
        <div className="coupon-grid store-coupon-grid">
          {coupons.map((coupon) => (
            <CouponCard key={coupon.coupon_id} coupon={coupon} />
          ))}
        </div>
      ) : (
        <Empty text="店铺暂无可领取的优惠券~" />
      )}
    </StoreShell>
  );
}
