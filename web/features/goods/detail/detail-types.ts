// Product detail shapes (docs/mall-api.md §3.1) and what the detail pages pass to their components.
import type { PageMetaData } from '../../browse/meta.ts';
import type { CouponRow, MerchantRow, Paged } from '../../browse/types.ts';
import type { ShownPrice } from '#shared/pricing/shown-price.ts';

export interface SkuRow {
  sku: string;
  /** the SKU's code (编码), accepted by quick order */
  bar_code?: string;
  price: string;
  ot_price?: string;
  svip_price?: string;
  /** the price this viewer sees (shared/pricing/shown-price.ts), set on the server */
  shown?: ShownPrice;
  stock: number;
  image?: string;
  unique: string;
  down_price?: string;
  final_price?: string;
}

export interface AttrRow {
  attr_name: string;
  attr_values: string[];
}

export interface ProductDetail {
  product_id: number;
  mer_id: number;
  store_name: string;
  store_info?: string;
  image: string;
  slider_image?: string[];
  price: string;
  ot_price?: string;
  svip_price?: string;
  stock: number;
  sales?: number;
  unit_name?: string;
  rate?: string;
  reply_count?: number;
  product_type?: number;
  cate_id?: number;
  once_min_count?: number;
  once_max_count?: number;
  pay_limit?: number;
  isRelation?: boolean;
  attr?: AttrRow[];
  sku?: Record<string, SkuRow>;
  params?: { name: string; value: string }[];
  temp?: { name?: string; info?: string } | null;
  guaranteeTemplate?: { template_name?: string; templateValue?: { value: { guarantee_name: string; guarantee_info?: string } }[] } | null;
  content?: { content?: string } | string | null;
  brand?: { brand_name?: string } | null;
  merchant?:
    | (MerchantRow & { recommend?: { product_id: number; store_name: string; image: string; price: string; sales?: number }[] })
    | null;
  replayData?: ReviewStat | null;
  show_svip_info?: { show_svip?: boolean; show_svip_price?: boolean } | null;
}

export interface ReviewStat {
  count: number;
  best: number;
  middle: number;
  negative: number;
  rate: string;
  star: string;
}

export interface ReviewRow {
  reply_id: number;
  nickname: string;
  avatar?: string;
  comment: string;
  pics?: string[];
  rate: number;
  sku?: string;
  create_time: string;
  merchant_reply_content?: string | null;
}

export type ReviewPage = Paged<ReviewRow> & Partial<ReviewStat> & { stat?: ReviewStat };

/** seckill extras (距离结束还剩, 已抢 %, 限量) */
export interface SeckillExtra {
  stop: number;
  start?: number;
  quota?: number;
  once_max_count?: number;
  seckill_status: number;
  seckill_state?: string;
  percent: number;
}

/** presell extras (定金, 尾款, 发货时间) */
export interface PresellExtra {
  product_presell_id: number;
  presell_type: number;
  down_price: string;
  final_price: string;
  start_time: string;
  end_time: string;
  final_start_time?: string;
  final_end_time?: string;
  start_unix?: number;
  end_unix?: number;
  delivery_type: number;
  delivery_day: number;
  presell_status: number;
  presell_state?: string;
  tattend_one?: number;
  seles?: number;
}

/** The merchant as the detail page shows it: store bar, store card and 店铺推荐. */
type MerchantShown =
  | 'mer_id'
  | 'mer_name'
  | 'mer_avatar'
  | 'is_trader'
  | 'type_name'
  | 'service_phone'
  | 'product_score'
  | 'service_score'
  | 'postage_score'
  | 'care_count'
  | 'care'
  | 'isset_certificate';
export type MerchantView = Pick<MerchantRow, MerchantShown> & {
  recommend: { product_id: number; store_name: string; image: string; price: string; shown?: ShownPrice }[];
};

/** What the detail page renders of a product (load-detail.server.ts maps the mall's record to it). */
export interface ProductView {
  product_id: number;
  store_name: string;
  store_info?: string;
  image: string;
  slider_image: string[];
  price: string;
  ot_price?: string;
  svip_price?: string;
  /** the price this viewer sees (shared/pricing/shown-price.ts), set on the server */
  shown?: ShownPrice;
  stock: number;
  sales?: number;
  unit_name?: string;
  product_type?: number;
  once_min_count?: number;
  once_max_count?: number;
  isRelation: boolean;
  attr: AttrRow[];
  sku: Record<string, SkuRow>;
  params: { name: string; value: string }[];
  /** 运费 text (the freight template's info or name); empty when the mall gives none */
  shipping: string;
  guarantees: { name: string; info?: string }[];
  merchant: MerchantView | null;
}

export interface DetailData {
  meta: PageMetaData;
  jsonLd: Record<string, unknown>;
  variant: 'normal' | 'seckill' | 'presell';
  product: ProductView;
  /** sanitised on the server */
  contentHtml: string;
  priceRuleHtml: string;
  coupons: CouponRow[];
  reviews: ReviewPage;
  reviewType: number;
  reviewPage: number;
  storeCategories: { store_category_id: number; cate_name: string }[];
  seckill?: SeckillExtra;
  presell?: PresellExtra;
}
