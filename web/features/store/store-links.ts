import { STORE_PAGES } from '#shared/route-links.ts';

export const storeHref = (merId: number | string) => `${STORE_PAGES.home.path}?id=${merId}`;
export const storeCategoryHref = (merId: number | string, cateId?: number | string) =>
  `${STORE_PAGES.category.path}?id=${merId}${cateId ? `&cateId=${cateId}` : ''}`;
export const storeCouponHref = (merId: number | string) => `${STORE_PAGES.storeCoupon.path}?id=${merId}`;
export const qualificationsHref = (merId: number | string) => `/qualifications?id=${merId}`;
