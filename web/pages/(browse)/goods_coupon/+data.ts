// /goods_coupon?coupon_id=: the goods a coupon applies to, with the same filters and sort.
import type { PageContextServer } from 'vike/types';
import { money, toFen } from '#shared/money.ts';
import { loadListing } from '#web/features/browse/listing/load-listing.ts';
import { listingSearch } from '#web/features/browse/listing/listing-query.ts';
import { EMPTY_PAGE, type CouponRow, type Paged } from '#web/features/browse/types.ts';

export type Data = Awaited<ReturnType<typeof data>>;

export async function data(pageContext: PageContextServer) {
  const couponId = /^\d+$/.test(pageContext.urlParsed.search.coupon_id ?? '') ? String(pageContext.urlParsed.search.coupon_id) : '';
  const base = { coupon_id: couponId };
  const [listing, coupons] = await Promise.all([
    loadListing(pageContext, { path: '/api/product/spu/coupon_product', extra: { coupon_id: couponId }, base, limit: 20, cateId: '' }),
    pageContext.mall.getOr<Paged<CouponRow>>('/api/coupon/getlst', EMPTY_PAGE, { page: 1, limit: 200 }),
  ]);
  const coupon = (coupons.list ?? []).find((c) => String(c.coupon_id) === couponId);
  const rule = coupon
    ? toFen(coupon.use_min_price) > 0
      ? `满${money(coupon.use_min_price)}减${money(coupon.coupon_price)}券`
      : `${money(coupon.coupon_price)}元无门槛券`
    : '';
  return {
    ...listing,
    meta: {
      title: '优惠券商品',
      description: rule ? `以下商品适用于 ${rule}` : '优惠券适用商品',
      canonical: `${listing.pathname}${listingSearch(base, listing.state)}`,
    },
    heading: rule ? `以下商品适用于 ${rule}` : '优惠券适用商品',
    breadcrumb: [{ label: '首页', href: '/' }, { label: '领券中心', href: '/coupon_center' }, { label: '优惠券商品' }],
    emptyText: '亲，该优惠券暂无可用商品哟~',
    couponText: rule,
  };
}
