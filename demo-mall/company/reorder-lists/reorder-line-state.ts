// What a saved line is now (docs/company-api.md §7.2): the product may have left the shelf, its SKU may be gone,
// the stock may be short of the saved quantity. The detail view shows it and add-to-cart skips on it.
import type { ReorderLineState } from '#shared/company/reorder-list-rules.ts';
import type { Product, Sku } from '../../catalogue/catalogue-types.ts';

export interface LineFacts {
  /** the product as the catalogue sells it now; undefined when it is no longer on sale */
  product: Product | undefined;
  skuUnique: string;
  quantity: number;
  /** pieces of a SKU left to sell */
  stockOf: (sku: Sku) => number;
}

export interface LineNow {
  state: ReorderLineState;
  product: Product | undefined;
  sku: Sku | undefined;
  stock: number;
}

/** Only normal products go into lists and carts; activity copies (seckill, presell) count as not on sale here. */
export function lineNow({ product, skuUnique, quantity, stockOf }: LineFacts): LineNow {
  if (product?.product_type !== 0) return { state: 'off_shelf', product: undefined, sku: undefined, stock: 0 };
  const sku = product.skus.find((candidate) => candidate.unique === skuUnique);
  if (!sku) return { state: 'sku_gone', product, sku: undefined, stock: 0 };
  const stock = stockOf(sku);
  return { state: stock >= quantity ? 'ok' : 'no_stock', product, sku, stock };
}
