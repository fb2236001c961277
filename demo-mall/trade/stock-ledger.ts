// The stock ledger over the read-only seed: each reservation is a row (sku, group order, pieces), so the
// effective stock is the seed's stock less the rows' sum, and closing an unpaid order deletes its rows.
// reserve() is called inside the order's transaction: the check and the write cannot interleave.
import type { Product, Sku } from '../catalogue/catalogue-types.ts';
import type { StockLevels } from '../catalogue/stock-levels.ts';
import type { DemoMallDatabase } from '../db/database.ts';

export interface StockLedger extends StockLevels {
  /** reserves `quantity` pieces for the group order; false (nothing written) when fewer are left */
  reserve(groupOrderId: number, sku: Sku, quantity: number): boolean;
  /** gives back everything the group order reserved */
  release(groupOrderId: number): void;
  /** a correction outside any order (positive takes pieces away); demo seeding and tests */
  adjust(skuUnique: string, quantity: number): void;
  /** products the seed lists with stock whose SKUs reservations have all taken (in-stock lists leave them out) */
  soldOutProductIds(): number[];
}

export function createStockLedger(db: DemoMallDatabase): StockLedger {
  const takenStatement = db.prepare('SELECT COALESCE(SUM(quantity), 0) AS n FROM stock_moves WHERE sku_unique = ?');
  const insert = db.prepare('INSERT INTO stock_moves (sku_unique, group_order_id, quantity) VALUES (?, ?, ?)');
  const remove = db.prepare('DELETE FROM stock_moves WHERE group_order_id = ?');
  // only products some order touched can have run out: the query reads those, never the whole catalogue
  const soldOut = db
    .prepare(
      `SELECT s.product_id FROM catalogue_skus s
       WHERE s.product_id IN (SELECT k.product_id FROM stock_moves m JOIN catalogue_skus k ON k.sku_unique = m.sku_unique)
       GROUP BY s.product_id
       HAVING SUM(max(0, s.stock - COALESCE((SELECT SUM(quantity) FROM stock_moves t WHERE t.sku_unique = s.sku_unique), 0))) = 0`,
    )
    .pluck();
  const taken = (unique: string) => (takenStatement.get(unique) as { n: number }).n;
  const skuStock = (sku: Sku) => Math.max(0, sku.stock - taken(sku.unique));
  return {
    skuStock,
    productStock: (product: Product) => product.skus.reduce((sum, sku) => sum + skuStock(sku), 0),
    reserve(groupOrderId, sku, quantity) {
      if (skuStock(sku) < quantity) return false;
      insert.run(sku.unique, groupOrderId, quantity);
      return true;
    },
    release(groupOrderId) {
      remove.run(groupOrderId);
    },
    adjust(skuUnique, quantity) {
      insert.run(skuUnique, 0, quantity);
    },
    soldOutProductIds: () => soldOut.all() as number[],
  };
}
