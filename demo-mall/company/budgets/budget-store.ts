// The SQL of budgets (docs/company-api.md §13.4, docs/adr/0047-budgets-and-concurrency.md): budgets per unit or
// cost centre, each one period; the unit every company order counts against (written in the order's own
// transaction); and a budget's use: the standing (held, unpaid or paid) orders of its unit and the units below
// it, or of its cost centre, created in the period, less what was refunded. Closed orders (cancelled, rejected,
// expired) no longer stand, so their amount is free again.
import type { BudgetMode, BudgetPeriod } from '#shared/company/org-rules.ts';
import type { DemoMallDatabase } from '../../db/database.ts';

export interface BudgetRow {
  budget_id: number;
  company_id: number;
  unit_id: number | null;
  cost_center_id: number | null;
  period: BudgetPeriod;
  base_fen: number;
  amount_fen: number;
  start_date: string;
  end_date: string;
  renew: number;
  carry_over: number;
  mode: BudgetMode;
  status: number;
  renewed_from: number | null;
  update_time: string;
}

export type NewBudget = Omit<BudgetRow, 'budget_id' | 'status' | 'update_time'> & { update_uid: number; update_time: string };

export interface BudgetScope {
  companyId: number;
  /** the budget unit and every unit below it; null for a cost-centre budget */
  unitIds: number[] | null;
  costCenterId: number | null;
  start: string;
  end: string;
  exceptGroup: number;
}

const SCOPE = `c.company_id = @companyId AND g.is_del = 0 AND c.create_date BETWEEN @start AND @end AND c.group_order_id <> @exceptGroup
  AND (@unitIds IS NULL OR c.unit_id IN (SELECT value FROM json_each(@unitIds)))
  AND (@costCenterId IS NULL OR c.cost_center_id = @costCenterId)`;

export function createBudgetStore(db: DemoMallDatabase) {
  const q = {
    active: db.prepare('SELECT * FROM company_budgets WHERE company_id = ? AND status = 1 ORDER BY start_date DESC, budget_id DESC'),
    one: db.prepare('SELECT * FROM company_budgets WHERE budget_id = ? AND company_id = ? AND status = 1'),
    insert: db.prepare(`INSERT INTO company_budgets (company_id, unit_id, cost_center_id, period, base_fen, amount_fen, start_date,
        end_date, renew, carry_over, mode, renewed_from, update_uid, update_time)
      VALUES (@company_id, @unit_id, @cost_center_id, @period, @base_fen, @amount_fen, @start_date, @end_date, @renew, @carry_over,
        @mode, @renewed_from, @update_uid, @update_time)`),
    remove: db.prepare('UPDATE company_budgets SET status = 0, update_uid = ?, update_time = ? WHERE budget_id = ? AND status = 1'),
    successor: db.prepare('SELECT budget_id FROM company_budgets WHERE renewed_from = ?'),
    orders: db.prepare(`SELECT COALESCE(SUM(c.order_fen), 0) AS fen FROM company_order_units c
      JOIN group_orders g ON g.group_order_id = c.group_order_id WHERE ${SCOPE}`),
    refunds: db.prepare(`SELECT COALESCE(SUM(r.refund_price_fen), 0) AS fen FROM refund_orders r
      JOIN orders o ON o.order_id = r.order_id JOIN company_order_units c ON c.group_order_id = o.group_order_id
      JOIN group_orders g ON g.group_order_id = c.group_order_id WHERE r.status = 3 AND ${SCOPE}`),
    stamp:
      db.prepare(`INSERT OR IGNORE INTO company_order_units (group_order_id, company_id, unit_id, cost_center_id, order_fen, create_date)
      VALUES (?, ?, ?, ?, ?, ?)`),
    stamped: db.prepare('SELECT 1 FROM company_order_units WHERE group_order_id = ?'),
  };
  return {
    activeOf: (companyId: number) => q.active.all(companyId) as BudgetRow[],
    byId: (companyId: number, budgetId: number) => q.one.get(budgetId, companyId) as BudgetRow | undefined,
    insert: (row: NewBudget) => Number(q.insert.run(row).lastInsertRowid),
    remove: (budgetId: number, uid: number, time: string) => q.remove.run(uid, time, budgetId).changes === 1,
    hasSuccessor: (budgetId: number) => q.successor.get(budgetId) !== undefined,
    /** fen the standing orders in scope use, refunds taken off */
    usedFen(scope: BudgetScope): number {
      const bound = { ...scope, unitIds: scope.unitIds === null ? null : JSON.stringify(scope.unitIds) };
      return (q.orders.get(bound) as { fen: number }).fen - (q.refunds.get(bound) as { fen: number }).fen;
    },
    stampOrder: (groupOrderId: number, companyId: number, unitId: number, costCenterId: number | null, fen: number, date: string) =>
      q.stamp.run(groupOrderId, companyId, unitId, costCenterId, fen, date),
    isStamped: (groupOrderId: number) => q.stamped.get(groupOrderId) !== undefined,
  };
}

export type BudgetStore = ReturnType<typeof createBudgetStore>;
