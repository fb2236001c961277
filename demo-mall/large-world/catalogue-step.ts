// The large world's catalogue step and the one place the company step picks its goods from. Until the catalogue
// lives in the database (issue 40, the catalogue's own generator), the goods are the seeded in-memory catalogue's
// normal products; when the large catalogue arrives, this file is the one edit that switches to it.
import type { Catalogue } from '../catalogue/catalogue.ts';
import { createRng } from '../core/prng.ts';
import type { DemoMallDatabase } from '../db/database.ts';

/** A SKU an order line, an agreement or a quote line names, with what the rows copy of it. */
export interface PickedSku {
  productId: number;
  unique: string;
  priceFen: number;
  merId: number;
  storeName: string;
  /** the SKU's attribute values as the order line shows them ('' for a single-spec product) */
  skuLabel: string;
  image: string;
  barCode: string;
}

export type Progress = (line: string) => void;

/** Writes the large catalogue; today the catalogue is built from code at every start, so there is nothing to write. */
export function seedCatalogueStep(_db: DemoMallDatabase, _products: number, progress: Progress): void {
  progress('catalogue: the seeded catalogue (held in memory) is used until the catalogue moves into the database');
}

/** `count` distinct normal SKUs in a deterministic order for `seed` (fewer when the catalogue holds fewer). */
export function pickSkus(_db: DemoMallDatabase, catalogue: Catalogue, count: number, seed: number): PickedSku[] {
  const all: PickedSku[] = [];
  for (const product of catalogue.goods.normalProducts) {
    for (const sku of product.skus) {
      all.push({
        productId: product.product_id,
        unique: sku.unique,
        priceFen: sku.price,
        merId: product.mer_id,
        storeName: product.store_name,
        skuLabel: sku.sku,
        image: sku.image || product.image,
        barCode: sku.bar_code,
      });
    }
  }
  return createRng(seed).sample(all, count);
}
