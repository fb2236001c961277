import { useData } from 'vike-react/useData';
import { Breadcrumb } from '#web/features/browse/Breadcrumb.tsx';
import { Empty } from '#web/features/browse/Empty.tsx';
import { pageHref } from '#web/features/browse/page-href.ts';
import { Pagination } from '#web/features/browse/Pagination.tsx';
import { TabLinks } from '#web/features/browse/TabLinks.tsx';
import { CouponCard } from '#web/features/goods/CouponCard.tsx';
import '#web/features/browse/activity.css';
import type { Data } from './+data.ts';

const TABS = [
  ['', '全部'],
  ['10', '通用券'],
  ['11', '品类券'],
  ['12', '跨店券'],
  ['0', '店铺券'],
  ['1', '商品券'],
] as const;
const tabHref = (type: string, page = 1) => pageHref('/coupon_center', { type }, page);

export default function Page() {
  const { type, coupons, page, limit } = useData<Data>();
  return (
    <div className="coupon-center">
      <Breadcrumb items={[{ label: '首页', href: '/' }, { label: '领券中心' }]} />
      <div className="activity-hero coupon-hero">
        <h1>领券中心</h1>
        <p>先领券 再下单 · 企业采购更省钱</p>
      </div>
      <TabLinks label="优惠券类型" active={type} tabs={TABS.map(([t, label]) => ({ key: t, label, href: tabHref(t) }))} />
      {coupons.list.length ? (
        <div className="coupon-grid">
          {coupons.list.map((coupon) => (
            <CouponCard key={coupon.coupon_id} coupon={coupon} showScope />
          ))}
        </div>
      ) : (
        <Empty text="暂无可领取的优惠券~" />
      )}
      <Pagination page={page} total={coupons.count} limit={limit} hrefFor={(n) => tabHref(type, n)} />
    </div>
  );
}
