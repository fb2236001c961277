// /store/storeCoupon?id=: the store's 店铺券 / 商品券 with 立即领取.
import type { PageContextServer } from 'vike/types';
import type { CouponRow } from '#web/features/browse/types.ts';
import { loadStoreShell } from '#web/features/store/load-store.server.ts';
import { storeCouponHref } from '#web/features/store/store-links.ts';

export type Data = Awaited<ReturnType<typeof data>>;

export async function data(pageContext: PageContextServer) {
  const id = pageContext.urlParsed.search.id ?? '';
  const [shell, coupons] = await Promise.all([
    loadStoreShell(pageContext),
    pageContext.mall.getOr<CouponRow[]>(`/api/coupon/store/${id}`, [], { all: 1 }),
  ]);
  return {
    meta: {
      title: `${shell.merchant.mer_name} 优惠券`,
      description: `${shell.merchant.mer_name}店铺优惠券`,
      canonical: storeCouponHref(shell.merchant.mer_id),
    },
    shell,
    coupons: Array.isArray(coupons) ? coupons : [],
  };
}
