// Cart lines in the database, keyed by the principal ('user:2', 'company:1') so a company buys apart from its
// owner. Buy-now lines (is_new = 1) are kept for the order step but left out of the cart list and count.
import type { DemoMallDatabase } from '../db/database.ts';

export interface CartLine {
  cart_id: number;
  principal: string;
  mer_id: number;
  product_type: number;
  product_id: number;
  sku_unique: string;
  cart_num: number;
  is_new: 0 | 1;
  create_time: string;
}

export type NewCartLine = Omit<CartLine, 'cart_id'>;

export function createCartStore(db: DemoMallDatabase) {
  const listStatement = db.prepare('SELECT * FROM cart_lines WHERE principal = ? AND is_new = 0 ORDER BY cart_id DESC');
  const findStatement = db.prepare('SELECT * FROM cart_lines WHERE principal = ? AND cart_id = ?');
  const mergeableStatement = db.prepare(
    'SELECT * FROM cart_lines WHERE principal = ? AND is_new = 0 AND sku_unique = ? AND product_type = ? ORDER BY cart_id LIMIT 1',
  );
  const insertStatement = db.prepare(`
    INSERT INTO cart_lines (principal, mer_id, product_type, product_id, sku_unique, cart_num, is_new, create_time)
    VALUES (@principal, @mer_id, @product_type, @product_id, @sku_unique, @cart_num, @is_new, @create_time)`);
  const updateStatement = db.prepare('UPDATE cart_lines SET cart_num = ?, sku_unique = ? WHERE cart_id = ?');
  const deleteStatement = db.prepare('DELETE FROM cart_lines WHERE principal = ? AND cart_id = ?');
  const countStatement = db.prepare('SELECT COALESCE(SUM(cart_num), 0) AS pieces FROM cart_lines WHERE principal = ? AND is_new = 0');

  return {
    /** The cart list: newest first, buy-now lines excluded. */
    lines: (principal: string): CartLine[] => listStatement.all(principal) as CartLine[],
    find: (principal: string, cartId: number): CartLine | undefined => findStatement.get(principal, cartId) as CartLine | undefined,
    /** The cart line a new add of the same SKU merges into. */
    mergeable: (principal: string, skuUnique: string, productType: number): CartLine | undefined =>
      mergeableStatement.get(principal, skuUnique, productType) as CartLine | undefined,
    insert: (line: NewCartLine): number => Number(insertStatement.run(line).lastInsertRowid),
    update(cartId: number, cartNum: number, skuUnique: string): void {
      updateStatement.run(cartNum, skuUnique, cartId);
    },
    /** Deletes the principal's lines among `ids`; answers how many went. */
    remove: db.transaction((principal: string, ids: readonly number[]): number =>
      ids.reduce((removed, id) => removed + deleteStatement.run(principal, id).changes, 0),
    ),
    /** Pieces in the cart (buy-now lines excluded). */
    pieces: (principal: string): number => (countStatement.get(principal) as { pieces: number }).pieces,
    /** Runs `work` atomically: a check-then-write (merge an add into a line) cannot interleave with another. */
    atomically: <T>(work: () => T): T => db.transaction(work)(),
  };
}

export type CartStore = ReturnType<typeof createCartStore>;
