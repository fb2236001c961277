// Platform coupons (通用券 10, 品类券 11, 跨店券 12) and store coupons (店铺券 0, 商品券 1).
import { toFen } from '#shared/money.ts';
import { formatDateTime } from '../../core/envelope.ts';
import type { Coupon, CouponType, Merchant } from '../catalogue-types.ts';

interface CouponDraft {
  mer_id: number;
  title: string;
  type: CouponType;
  /** face value and threshold in yuan, as the titles say them */
  price: number;
  min: number;
  days?: number;
  fixed?: boolean;
  total?: number;
  remain?: number;
  product_ids?: number[];
  category_ids?: number[];
  merchant_ids?: number[];
}

/** `firstOwnProducts`: the ids of a merchant's first three normal products (its 指定商品券 covers them). */
export function buildCoupons(merchants: readonly Merchant[], firstOwnProducts: (merId: number) => number[], now: Date): Coupon[] {
  const drafts: CouponDraft[] = [
    { mer_id: 0, title: '平台通用券 满199减20', type: 10, price: 20, min: 199, days: 15 },
    { mer_id: 0, title: '新客无门槛券 5元', type: 10, price: 5, min: 0, days: 7 },
    { mer_id: 0, title: '办公用品品类券 满300减30', type: 11, price: 30, min: 300, days: 30, category_ids: [1] },
    { mer_id: 0, title: '五金工具品类券 满500减50', type: 11, price: 50, min: 500, fixed: true, category_ids: [3] },
    { mer_id: 0, title: '跨店满减券 满1000减80', type: 12, price: 80, min: 1000, days: 20, merchant_ids: [1, 2, 4, 7, 10] },
    {
      mer_id: 0,
      title: '企业采购节跨店券 满2000减200',
      type: 12,
      price: 200,
      min: 2000,
      fixed: true,
      total: 100,
      remain: 0,
      merchant_ids: [1, 2, 3, 4, 5, 6],
    },
  ];
  for (const merchant of merchants) {
    const own = firstOwnProducts(merchant.mer_id);
    const step = merchant.mer_id % 3;
    drafts.push({
      mer_id: merchant.mer_id,
      title: `${merchant.mer_name} 店铺券`,
      type: 0,
      price: [10, 20, 50][step] as number,
      min: [99, 199, 499][step] as number,
      days: 30,
    });
    if (merchant.mer_id % 2 === 1 && own.length >= 3) {
      drafts.push({
        mer_id: merchant.mer_id,
        title: `${merchant.mer_name} 指定商品券`,
        type: 1,
        price: 15,
        min: 100,
        days: 10,
        product_ids: own.slice(0, 3),
      });
    }
  }
  const day = 24 * 3600 * 1000;
  return drafts.map((d, i) => {
    const fixed = d.fixed === true;
    const total = d.total ?? 0;
    return {
      coupon_id: i + 1,
      mer_id: d.mer_id,
      title: d.title,
      coupon_price: toFen(d.price),
      use_min_price: toFen(d.min),
      coupon_type: fixed ? 1 : 0,
      coupon_time: fixed ? 0 : (d.days ?? 30),
      use_start_time: fixed ? new Date(now.getTime() - 2 * day) : null,
      use_end_time: fixed ? new Date(now.getTime() + 60 * day) : null,
      start_time: null,
      end_time: null,
      is_timeout: 0,
      is_limited: total > 0 ? 1 : 0,
      total_count: total,
      remain_count: d.remain ?? total,
      send_type: 0,
      type: d.type,
      sort: 100 - i,
      create_time: formatDateTime(new Date(2025, 4, 1 + (i % 28), 9, 30, 0)),
      product_ids: d.product_ids ?? [],
      category_ids: d.category_ids ?? [],
      merchant_ids: d.merchant_ids ?? [],
    } satisfies Coupon;
  });
}
