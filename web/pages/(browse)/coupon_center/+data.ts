// /coupon_center?type=&page=: 全部 / 通用券 / 品类券 / 跨店券 / 店铺券 / 商品券, 15 per page.
import type { PageContextServer } from 'vike/types';
import { intParam } from '#web/features/browse/format.ts';
import { EMPTY_PAGE, type CouponRow, type Paged } from '#web/features/browse/types.ts';

const LIMIT = 15;
const TYPES = ['', '10', '11', '12', '0', '1'];

export type Data = Awaited<ReturnType<typeof data>>;

export async function data(pageContext: PageContextServer) {
  const { search } = pageContext.urlParsed;
  const type = TYPES.includes(search.type ?? '') ? (search.type ?? '') : '';
  const page = intParam(search.page, 1);
  const coupons = await pageContext.mall.getOr<Paged<CouponRow>>('/api/coupon/getlst', EMPTY_PAGE, {
    type,
    page,
    limit: LIMIT,
    product: 1,
  });
  return {
    meta: {
      title: '领券中心',
      description: '领券中心：通用券、品类券、跨店券、店铺券与商品券，领券下单更优惠。',
      canonical: `/coupon_center${type ? `?type=${type}` : ''}`,
    },
    type,
    page,
    limit: LIMIT,
    coupons,
  };
}
