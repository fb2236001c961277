// The mall's list and detail shapes as the storefront reads them (docs/mall-api.md §3); loose on purpose:
// a real CRMEB backend may omit fields, so every reader falls back.
import type { ShownPrice } from '#shared/pricing/shown-price.ts';

export interface MerchantBrief {
  mer_id: number;
  mer_name: string;
  mer_avatar?: string;
  is_trader?: number;
  type_name?: string;
}

/** A thumbnail with its price (coupon strips, store rows); `shown` is set on the server (card-view.ts). */
export interface MiniGoodsRow {
  product_id: number;
  store_name: string;
  image: string;
  price: string;
  ot_price?: string;
  svip_price?: string;
  product_type?: number;
  shown?: ShownPrice;
}

export interface CouponRow {
  coupon_id: number;
  mer_id?: number;
  title: string;
  coupon_price: string;
  use_min_price: string;
  coupon_type?: number;
  coupon_time?: number;
  use_start_time?: string | null;
  use_end_time?: string | null;
  type?: number;
  type_name?: string;
  merchant?: MerchantBrief | null;
  issue?: unknown;
  ProductLst?: MiniGoodsRow[];
}

/** A product card of a listing: the thumbnail's fields and what the listings add. */
export interface SpuItem extends MiniGoodsRow {
  spu_id?: number;
  activity_id?: number;
  sales?: number;
  stock?: number;
  rate?: string;
  star?: number;
  reply_count?: number;
  unit_name?: string;
  mer_id?: number;
  merchant?: MerchantBrief | null;
  issetCoupon?: CouponRow | null;
  /** seckill list extras */
  percent?: number;
  stop?: number;
  start?: number;
  seckill_status?: number;
}

export interface Paged<T> {
  count: number;
  list: T[];
}

export interface MerchantRow extends MerchantBrief {
  mer_banner?: string;
  mer_info?: string;
  mer_keyword?: string;
  mer_address?: string;
  service_phone?: string;
  product_score?: string;
  service_score?: string;
  postage_score?: string;
  care_count?: number;
  sales?: number;
  product_count?: number;
  care?: boolean;
  isset_certificate?: boolean;
  recommend?: MiniGoodsRow[];
}

export interface CategoryRow {
  store_category_id: number;
  cate_name: string;
  pic?: string;
  children?: CategoryRow[];
}

export const EMPTY_PAGE: Paged<never> = { count: 0, list: [] };
