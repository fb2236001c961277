// How many pieces of a SKU are left: the read-only seed's stock less what orders reserved or sold. The trade
// module answers it from its stock ledger; every stock the catalogue and the cart show or check comes from here.
import type { Product, Sku } from './catalogue-types.ts';

export interface StockLevels {
  /** pieces of this SKU left to sell */
  skuStock(sku: Sku): number;
  /** pieces of the product left (its SKUs together) */
  productStock(product: Product): number;
}

/** The seed's numbers as they are (a catalogue on its own, e.g. in unit tests). */
export const SEED_STOCK_LEVELS: StockLevels = {
  skuStock: (sku) => sku.stock,
  productStock: (product) => product.stock,
};
