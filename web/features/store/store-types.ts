import type { PageMetaData } from '../browse/meta.ts';
import type { CouponRow, MerchantRow, Paged, SpuItem } from '../browse/types.ts';

export interface StoreCategory {
  store_category_id: number;
  cate_name: string;
  children?: StoreCategory[];
}

export interface StoreShellData {
  merchant: MerchantRow;
  topBanner: string;
  banners: { image: string; link?: string }[];
  categories: StoreCategory[];
}

export interface StoreHomeData {
  meta: PageMetaData;
  shell: StoreShellData;
  recommend: SpuItem[];
  products: Paged<SpuItem>;
  page: number;
  limit: number;
}

export type StoreOrder = '' | 'sales' | 'rate' | 'is_new' | 'price_asc' | 'price_desc';

export interface StoreCategoryData {
  meta: PageMetaData;
  shell: StoreShellData;
  cateId: number;
  keyword: string;
  order: StoreOrder;
  priceOn: string;
  priceOff: string;
  page: number;
  limit: number;
  products: Paged<SpuItem>;
}

export interface StoreCouponData {
  meta: PageMetaData;
  shell: StoreShellData;
  coupons: CouponRow[];
}
