// The large world's catalogue step and the one place the company step picks its goods from: the large catalogue is
// written into the catalogue tables (catalogue/seed/large); the company's goods are drawn from the catalogue the
// mall serves, the tables' when it serves those, else the seeded in-memory one, so no order names a product the
// mall cannot show.
import type { Catalogue } from '../catalogue/catalogue.ts';
import { type PickedSku as StoredSku, pickSkus as pickStoredSkus, seedLargeCatalogue } from '../catalogue/seed/large/index.ts';
import { createRng } from '../core/prng.ts';
import type { DemoMallDatabase } from '../db/database.ts';

/** A SKU an order line, an agreement or a quote line names, with the pictures and bar code the rows copy of it. */
export interface PickedSku extends StoredSku {
  image: string;
  barCode: string;
}

export type Progress = (line: string) => void;

/** Writes the large catalogue into the catalogue tables, printing its progress. */
export function seedCatalogueStep(db: DemoMallDatabase, products: number, progress: Progress): void {
  seedLargeCatalogue(db, { products, onProgress: progress });
}

/** `count` distinct normal SKUs in a deterministic order for `seed` (fewer when the catalogue holds fewer). */
export function pickSkus(db: DemoMallDatabase, catalogue: Catalogue, count: number, seed: number): PickedSku[] {
  const stored = pickStoredSkus(db, count, seed);
  if (stored.length > 0 && stored.every((sku) => catalogue.goods.productById.has(sku.productId))) {
    return stored.map((sku) => {
      const product = catalogue.goods.productById.get(sku.productId);
      const found = product?.skus.find((entry) => entry.unique === sku.unique);
      return { ...sku, image: found?.image || product?.image || '', barCode: found?.bar_code ?? '' };
    });
  }
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

/**
 * The SKUs that get agreed prices: the served ones first (orders and quotes price with them), then, while the mall
 * still serves the seeded catalogue, SKUs of the catalogue tables up to `count`, so the company holds the agreements
 * issue 40 measures (rows for goods the mall serves once it reads its catalogue from the tables).
 */
export function agreementSkus(db: DemoMallDatabase, served: readonly PickedSku[], count: number, seed: number): PickedSku[] {
  const chosen = served.slice(0, count);
  if (chosen.length >= count) return chosen;
  const taken = new Set(chosen.map((sku) => sku.unique));
  for (const sku of pickStoredSkus(db, count * 2, seed)) {
    if (chosen.length >= count) break;
    if (taken.has(sku.unique)) continue;
    taken.add(sku.unique);
    chosen.push({ ...sku, image: '', barCode: '' });
  }
  return chosen;
}
