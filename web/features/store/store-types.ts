import type { MerchantRow } from '../browse/types.ts';

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

export type StoreOrder = '' | 'sales' | 'rate' | 'is_new' | 'price_asc' | 'price_desc';
