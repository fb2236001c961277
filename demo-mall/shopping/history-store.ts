// Browsing history (/api/user/history) in the database: a product detail seen by a logged-in caller moves to
// the top; only the newest 100 per principal are kept.
import { formatDateTime } from '../core/envelope.ts';
import type { DemoMallDatabase } from '../db/database.ts';

const HISTORY_LIMIT = 100;

export interface HistoryRow {
  history_id: number;
  product_id: number;
  update_time: string;
}

export function createHistoryStore(db: DemoMallDatabase) {
  const forget = db.prepare('DELETE FROM browsing_history WHERE principal = ? AND product_id = ?');
  const insert = db.prepare('INSERT INTO browsing_history (principal, product_id, update_time) VALUES (?, ?, ?)');
  const trim = db.prepare(`
    DELETE FROM browsing_history WHERE principal = ? AND history_id NOT IN (
      SELECT history_id FROM browsing_history WHERE principal = ? ORDER BY history_id DESC LIMIT ${HISTORY_LIMIT})`);
  const list = db.prepare('SELECT history_id, product_id, update_time FROM browsing_history WHERE principal = ? ORDER BY history_id DESC');
  const count = db.prepare('SELECT COUNT(*) AS n FROM browsing_history WHERE principal = ?');
  const remove = db.prepare('DELETE FROM browsing_history WHERE principal = ? AND history_id = ?');

  return {
    record: db.transaction((principal: string, productId: number): void => {
      forget.run(principal, productId);
      insert.run(principal, productId, formatDateTime(new Date()));
      trim.run(principal, principal);
    }),
    /** newest first */
    list: (principal: string): HistoryRow[] => list.all(principal) as HistoryRow[],
    count: (principal: string): number => (count.get(principal) as { n: number }).n,
    /** how many of the ids were the principal's and are gone */
    remove: db.transaction((principal: string, ids: readonly number[]): number =>
      ids.reduce((gone, id) => gone + remove.run(principal, id).changes, 0),
    ),
  };
}

export type HistoryStore = ReturnType<typeof createHistoryStore>;
