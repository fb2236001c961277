// What a product listing or search asks: the parsed form of spu/lst's parameters (product-search.ts reads them,
// product-query-sql.ts answers them).
import type { Fen } from '#shared/money.ts';

export interface ParamFilter {
  parameterId: number | null;
  name: string | null;
  values: Set<string>;
}

export type ProductOrder = '' | 'star' | 'sales' | 'rate' | 'price_asc' | 'price_desc' | 'is_new' | 'create_time' | 'rank' | 'sort';

export interface ProductQuery {
  keyword: string;
  leafIds: Set<number> | null;
  brandIds: Set<number> | null;
  merTypeIds: Set<number> | null;
  merId: number | null;
  merCateIds: Set<number> | null;
  productIds: Set<number> | null;
  /** any of these merchants (a cross-store coupon's); null: all */
  merIds: Set<number> | null;
  /** only products carrying this flag (the hot lists) */
  flag: 'is_hot' | 'is_best' | 'is_good' | 'is_new' | null;
  /** only products with stock left after reservations */
  inStock: boolean;
  isTrader: boolean;
  /** price range in fen; priceOff 0 means no upper bound */
  priceOn: Fen | null;
  priceOff: Fen | null;
  filters: ParamFilter[];
  order: ProductOrder;
}
