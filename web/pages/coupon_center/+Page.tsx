import { useData } from 'vike-react/useData';
import { Breadcrumb } from '#web/components/browse/Breadcrumb.tsx';
import { Empty } from '#web/components/browse/Empty.tsx';
import { Pagination } from '#web/components/browse/Pagination.tsx';
import { COUPON_TYPE_NAMES, couponAmount, couponRule, couponValidity } from '#web/components/goods/coupon-text.ts';
import { ReceiveCouponButton } from '#web/components/goods/ReceiveCouponButton.tsx';
import '#web/components/browse/activity.css';
import type { CouponCenterData } from './+data.ts';

const TABS = [
  ['', '全部'],
  ['10', '通用券'],
  ['11', '品类券'],
  ['12', '跨店券'],
  ['0', '店铺券'],
  ['1', '商品券'],
] as const;
const tabHref = (type: string, page = 1) => {
  const query = new URLSearchParams();
  if (type) query.set('type', type);
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return `/coupon_center${text ? `?${text}` : ''}`;
};

export default function Page() {
  const { type, coupons, page, limit } = useData<CouponCenterData>();
  return (
    <div className="coupon-center">
      <Breadcrumb items={[{ label: '首页', href: '/' }, { label: '领券中心' }]} />
      <div className="activity-hero coupon-hero"><h1>领券中心</h1><p>先领券 再下单 · 企业采购更省钱</p></div>
      <nav className="tabs" aria-label="优惠券类型">
        {TABS.map(([t, label]) => (
          <a key={label} className={`tab${t === type ? ' active' : ''}`} href={tabHref(t)} aria-current={t === type ? 'page' : undefined}>{label}</a>
        ))}
      </nav>
      {coupons.list.length ? (
        <div className="coupon-grid">
          {coupons.list.map((coupon) => (
            <div className="coupon-card" key={coupon.coupon_id}>
              <div className="coupon-card-left">
                <span>¥<b>{couponAmount(coupon)}</b></span>
                <span>{couponRule(coupon)}</span>
              </div>
              <div className="coupon-card-right">
                <span className="coupon-card-title"><span className="coupon-type">{COUPON_TYPE_NAMES[coupon.type ?? 0] ?? '优惠券'}</span>{coupon.title}</span>
                <span className="muted">{coupon.merchant?.mer_name ? `限 ${coupon.merchant.mer_name} 使用` : '全平台可用'}</span>
                <span className="muted">{couponValidity(coupon)}</span>
                <ReceiveCouponButton couponId={coupon.coupon_id} received={Boolean(coupon.issue)} useHref={`/goods_coupon?coupon_id=${coupon.coupon_id}`} />
              </div>
            </div>
          ))}
        </div>
      ) : (
        <Empty text="暂无可领取的优惠券~" />
      )}
      <Pagination page={page} total={coupons.count} limit={limit} hrefFor={(n) => tabHref(type, n)} />
    </div>
  );
}
