// Row shapes of the seeded catalogue. Money is kept as integer fen (shared/money.ts) and turned into
// "12.50" strings only when a view is built, so sorting and filtering stay cheap and exact.
import type { Fen } from '#shared/money.ts';

export interface Category {
  store_category_id: number;
  pid: number;
  cate_name: string;
  /** 1 top, 2 middle, 3 leaf */
  level: 1 | 2 | 3;
  /** ids from the top down to this node, e.g. [1, 101, 1001] */
  path: number[];
  sort: number;
  pic: string;
  is_show: 1;
  is_hot: 0 | 1;
}

export interface MerchantCategory {
  merchant_category_id: number;
  category_name: string;
  handling_fee: string;
}

export interface MerchantType {
  mer_type_id: number;
  type_name: string;
  type_info: string;
  description: string;
  margin: string;
  is_margin: 0 | 1;
}

/** A merchant's own in-store category (two levels). */
export interface MerchantOwnCategory {
  store_category_id: number;
  pid: number;
  cate_name: string;
  mer_id: number;
  sort: number;
  pic: string;
  /** store category (middle level) this in-store category stands for; 0 for a top node */
  source_id: number;
}

export interface Merchant {
  mer_id: number;
  mer_name: string;
  real_name: string;
  mer_address: string;
  mark: string;
  mer_keyword: string;
  mer_info: string;
  mer_avatar: string;
  mer_banner: string;
  mini_banner: string;
  service_phone: string;
  is_trader: 0 | 1;
  is_best: 0 | 1;
  type_id: number;
  category_id: number;
  product_score: number;
  service_score: number;
  postage_score: number;
  sales: number;
  /** the seeded follower count; views add the shoppers following the store now (ShopperSignals) */
  care_count: number;
  is_margin: 0 | 1;
  margin: string;
  long: string;
  lat: string;
  create_time: string;
  /** top store categories this merchant sells in */
  top_category_ids: number[];
  licence_images: string[];
}

export interface Brand {
  brand_id: number;
  brand_category_id: number;
  brand_name: string;
  pic: string;
  sort: number;
  is_show: 1;
}

/** Prices, stock and sales: a SKU's own, or a product's (its cheapest SKU's prices, the sums over its SKUs). */
interface SaleFigures {
  price: Fen;
  ot_price: Fen;
  cost: Fen;
  svip_price: Fen;
  stock: number;
  sales: number;
}

export interface Sku extends SaleFigures {
  /** attribute values joined with ',' in attr order; '' for a single-spec product */
  sku: string;
  values: string[];
  image: string;
  unique: string;
  bar_code: string;
  weight: number;
  volume: number;
  /** presell only: deposit per piece */
  down_price?: Fen;
}

export interface ProductAttr {
  attr_name: string;
  attr_values: string[];
}

export interface ProductParam {
  parameter_id: number;
  name: string;
  value: string;
}

/** 0 normal, 1 seckill, 2 presell (CRMEB product_type) */
export type ProductType = 0 | 1 | 2;

export interface Product extends SaleFigures {
  product_id: number;
  mer_id: number;
  product_type: ProductType;
  /** for activity copies: the normal product they were made from */
  old_product_id: number;
  store_name: string;
  store_info: string;
  keyword: string;
  unit_name: string;
  cate_id: number;
  /** [top, middle, leaf] store category ids */
  cate_path: number[];
  mer_cate_id: number;
  brand_id: number;
  image: string;
  slider_image: string[];
  /** average review score, one decimal */
  rate: number;
  star: number;
  rank: number;
  sort: number;
  reply_count: number;
  is_new: 0 | 1;
  is_hot: 0 | 1;
  is_best: 0 | 1;
  is_good: 0 | 1;
  once_min_count: number;
  once_max_count: number;
  pay_limit: 0 | 1 | 2;
  attr: ProductAttr[];
  skus: Sku[];
  params: ProductParam[];
  content: string;
  guarantee_template_id: number;
  temp_id: number;
  care_count: number;
  delivery_free: 0 | 1;
  create_time: string;
  /** lower-cased text searched by keyword */
  search_text: string;
}

export interface Review {
  reply_id: number;
  product_id: number;
  mer_id: number;
  unique: string;
  sku: string;
  uid: number;
  nickname: string;
  avatar: string;
  comment: string;
  pics: string[];
  rate: number;
  product_score: number;
  service_score: number;
  postage_score: number;
  merchant_reply_content: string;
  merchant_reply_time: string;
  create_time: string;
}

export interface SeckillSlot {
  seckill_time_id: number;
  title: string;
  start_time: number;
  end_time: number;
  pic: string;
}

export interface SeckillInfo {
  product_id: number;
  slot_id: number;
  start_hour: number;
  end_hour: number;
  /** 限量 total units offered in the slot */
  quota: number;
  once_max_count: number;
}

export interface PresellInfo {
  product_presell_id: number;
  product_id: number;
  mer_id: number;
  store_name: string;
  /** 1 full payment, 2 deposit + final payment */
  presell_type: 1 | 2;
  start_time: Date;
  end_time: Date;
  final_start_time: Date | null;
  final_end_time: Date | null;
  /** 1 after payment, 2 after final payment, 3 after the presale ends */
  delivery_type: 1 | 2 | 3;
  delivery_day: number;
  pay_count: number;
  tattend_one: number;
  tattend_two: number;
  seles: number;
}

/** CRMEB coupon types: 0 店铺券, 1 商品券, 10 通用券, 11 品类券, 12 跨店券 */
export type CouponType = 0 | 1 | 10 | 11 | 12;

export interface Coupon {
  coupon_id: number;
  mer_id: number;
  title: string;
  coupon_price: Fen;
  use_min_price: Fen;
  /** 0 valid N days after receiving, 1 fixed dates */
  coupon_type: 0 | 1;
  coupon_time: number;
  use_start_time: Date | null;
  use_end_time: Date | null;
  start_time: Date | null;
  end_time: Date | null;
  is_timeout: 0 | 1;
  is_limited: 0 | 1;
  total_count: number;
  remain_count: number;
  send_type: 0;
  type: CouponType;
  sort: number;
  create_time: string;
  product_ids: number[];
  category_ids: number[];
  merchant_ids: number[];
}
