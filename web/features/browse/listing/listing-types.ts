import type { MerchantRow, Paged, SpuItem } from '../types.ts';
import type { PageMetaData } from '../meta.ts';
import type { BaseQuery, ListingLinks, ListingState } from './listing-query.ts';

export interface BrandChip {
  brand_id: number;
  brand_name: string;
}

export interface MerTypeChip {
  mer_type_id: number;
  type_name: string;
}

export interface ParamRow {
  parameter_id: number;
  name: string;
  values: string[];
}

export interface ListingData {
  meta: PageMetaData;
  pathname: string;
  base: BaseQuery;
  state: ListingState;
  limit: number;
  products: Paged<SpuItem>;
  brands: BrandChip[];
  merTypes: MerTypeChip[];
  paramRows: ParamRow[];
  heading: string;
  breadcrumb: { label: string; href?: string }[];
  emptyText: string;
  /** /goods_search: stores matching the keyword */
  stores?: MerchantRow[];
  /** /goods_coupon: the coupon's rule text */
  couponText?: string;
}

/** What the filter panel and the chips of the chosen filters read. */
export interface ListingFilterProps {
  state: ListingState;
  links: ListingLinks;
  brands: BrandChip[];
  merTypes: MerTypeChip[];
  paramRows: ParamRow[];
}
