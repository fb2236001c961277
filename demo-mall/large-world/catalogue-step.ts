// The one place the company step picks its goods from: SKUs of normal products drawn from the catalogue tables
// (catalogue/seed/large's pickSkus), with the picture and bar code an order line copies, read as the mall serves them.
import type { Catalogue } from '../catalogue/catalogue.ts';
import { type PickedSku as StoredSku, pickSkus as pickStoredSkus } from '../catalogue/seed/large/index.ts';
import type { DemoMallDatabase } from '../db/database.ts';

/** A SKU an order line, an agreement or a quote line names, with the picture and bar code the rows copy of it. */
export interface PickedSku extends StoredSku {
  image: string;
  barCode: string;
}

export type Progress = (line: string) => void;

/** `count` distinct normal SKUs in a deterministic order for `seed` (fewer when the catalogue holds fewer). */
export function pickSkus(db: DemoMallDatabase, catalogue: Catalogue, count: number, seed: number): PickedSku[] {
  return pickStoredSkus(db, count, seed).map((sku) => {
    const hit = catalogue.goods.skuByUnique.get(sku.unique);
    return { ...sku, image: hit?.sku.image || hit?.product.image || '', barCode: hit?.sku.bar_code ?? '' };
  });
}
