// The running totals GET /api/user shows (docs/mall-api.md §2.2): what a purse was topped up with, and spent,
// summed from the bills the trade and after-sales modules write.
import type { DemoMallDatabase } from '../db/database.ts';

export interface PurseTotals {
  rechargeFen: number;
  consumeFen: number;
}

export function createPurseTotals(db: DemoMallDatabase) {
  const sums = db.prepare(`
    SELECT
      COALESCE(SUM(CASE WHEN category = 'now_money' AND pm = 1 AND type = 'recharge' THEN number_fen END), 0) AS rechargeFen,
      COALESCE(SUM(CASE WHEN category = 'now_money' AND pm = 0 THEN number_fen END), 0) AS consumeFen
    FROM bills WHERE principal = ?`);
  return {
    of: (principalKey: string): PurseTotals => sums.get(principalKey) as PurseTotals,
  };
}
