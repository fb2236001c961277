// The company's cost centres (成本中心/项目, docs/company-api.md §8.1): a name unique in the company, an optional
// code, enabled or not. The unique index makes a double submitted create answer 该成本中心名称已存在 instead of a
// second row; a cost centre that orders name can only be disabled.
import { type CostCenterView, PURCHASE_REF_MESSAGES as M } from '#shared/company/purchase-ref-rules.ts';
import type { DemoMallDatabase } from '../../db/database.ts';
import type { CostCenterParams as CostCenterInput } from './purchase-ref-params.ts';

export interface CostCenterRow {
  cost_center_id: number;
  company_id: number;
  name: string;
  code: string;
  status: number;
  create_time: string;
  update_time: string;
  /** the unit that owns it (docs/company-api.md §13.6); null: company-wide */
  unit_id: number | null;
}

/** How many cost centres a company keeps (the order form reads them all in one call; M.tooMany names it). */
export const COST_CENTERS_MAX = 200;

type Outcome = { ok: true } | { ok: false; message: string };
const refused = (message: string): Outcome => ({ ok: false, message });
const isUniqueViolation = (error: unknown) => error instanceof Error && /UNIQUE constraint failed/.test(error.message);

export function createCostCenterStore(db: DemoMallDatabase) {
  const q = {
    list: db.prepare(`SELECT c.*, (SELECT COUNT(*) FROM orders o WHERE o.cost_center_id = c.cost_center_id) AS order_count,
      COALESCE(u.name, '') AS unit_name
      FROM company_cost_centers c LEFT JOIN company_units u ON u.unit_id = c.unit_id WHERE c.company_id = ? ORDER BY c.cost_center_id`),
    one: db.prepare('SELECT * FROM company_cost_centers WHERE company_id = ? AND cost_center_id = ?'),
    count: db.prepare('SELECT COUNT(*) AS n FROM company_cost_centers WHERE company_id = ?'),
    insert: db.prepare(`INSERT INTO company_cost_centers (company_id, name, code, status, create_time, update_time, unit_id)
      VALUES (?, ?, ?, 1, ?, ?, ?)`),
    update: db.prepare('UPDATE company_cost_centers SET name = ?, code = ?, update_time = ? WHERE company_id = ? AND cost_center_id = ?'),
    status: db.prepare('UPDATE company_cost_centers SET status = ?, update_time = ? WHERE company_id = ? AND cost_center_id = ?'),
    used: db.prepare('SELECT 1 FROM orders WHERE cost_center_id = ? LIMIT 1'),
    remove: db.prepare('DELETE FROM company_cost_centers WHERE company_id = ? AND cost_center_id = ?'),
  };

  const find = (companyId: number, id: number) => q.one.get(companyId, id) as CostCenterRow | undefined;

  return {
    find,
    /** oldest first; `status` null for all */
    list(companyId: number, status: number | null): CostCenterView[] {
      const rows = q.list.all(companyId) as (CostCenterRow & { order_count: number; unit_name: string })[];
      return rows
        .filter((row) => status === null || row.status === status)
        .map((row) => ({
          cost_center_id: row.cost_center_id,
          name: row.name,
          code: row.code,
          status: row.status,
          order_count: row.order_count,
          create_time: row.create_time,
          unit_id: row.unit_id ?? 0,
          unit_name: row.unit_name,
        }));
    },
    /** `unitId` null: company-wide (docs/company-api.md §13.6) */
    create: db.transaction(
      (companyId: number, input: CostCenterInput, time: string, unitId: number | null = null): Outcome & { id?: number } => {
        if ((q.count.get(companyId) as { n: number }).n >= COST_CENTERS_MAX) return refused(M.tooMany);
        try {
          return { ok: true, id: Number(q.insert.run(companyId, input.name, input.code, time, time, unitId).lastInsertRowid) };
        } catch (error) {
          if (isUniqueViolation(error)) return refused(M.nameTaken);
          throw error;
        }
      },
    ),
    update(companyId: number, id: number, input: CostCenterInput, time: string): Outcome {
      if (!find(companyId, id)) return refused(M.missing);
      try {
        q.update.run(input.name, input.code, time, companyId, id);
        return { ok: true };
      } catch (error) {
        if (isUniqueViolation(error)) return refused(M.nameTaken);
        throw error;
      }
    },
    setStatus(companyId: number, id: number, status: 0 | 1, time: string): Outcome {
      return q.status.run(status, time, companyId, id).changes === 1 ? { ok: true } : refused(M.missing);
    },
    remove: db.transaction((companyId: number, id: number): Outcome => {
      if (!find(companyId, id)) return refused(M.missing);
      if (q.used.get(id)) return refused(M.inUse);
      q.remove.run(companyId, id);
      return { ok: true };
    }),
  };
}

export type CostCenterStore = ReturnType<typeof createCostCenterStore>;
