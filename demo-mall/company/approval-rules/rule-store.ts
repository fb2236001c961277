// The SQL of approval rules (docs/company-api.md §13.2): a company's rules in their order (the first match
// applies), saved whole, deleted, reordered. A rule's levels are JSON; the held order keeps its own copy
// (company_approval_levels), so nothing here reaches an order already held.
import type { LevelKind, LevelMode } from '#shared/company/org-rules.ts';
import type { DemoMallDatabase } from '../../db/database.ts';

export interface RuleLevel {
  kind: LevelKind;
  role: string | null;
  unit_id: number | null;
  uids: number[];
  mode: LevelMode;
}

export interface RuleInput {
  name: string;
  minFen: number | null;
  maxFen: number | null;
  categoryId: number | null;
  unitId: number | null;
  requesterRole: string | null;
  overLimit: boolean;
  overBudget: boolean;
  levels: RuleLevel[];
}

export interface RuleRow {
  rule_id: number;
  company_id: number;
  sort: number;
  name: string;
  min_fen: number | null;
  max_fen: number | null;
  category_id: number | null;
  unit_id: number | null;
  requester_role: string | null;
  over_limit: number;
  over_budget: number;
  levels: string;
  update_time: string;
}

export const levelsOf = (row: RuleRow) => JSON.parse(row.levels) as RuleLevel[];

export function createRuleStore(db: DemoMallDatabase) {
  const q = {
    list: db.prepare('SELECT * FROM company_approval_rules WHERE company_id = ? ORDER BY sort, rule_id'),
    one: db.prepare('SELECT * FROM company_approval_rules WHERE rule_id = ? AND company_id = ?'),
    nextSort: db.prepare('SELECT COALESCE(MAX(sort), 0) + 1 AS n FROM company_approval_rules WHERE company_id = ?'),
    insert: db.prepare(`INSERT INTO company_approval_rules (company_id, sort, name, min_fen, max_fen, category_id, unit_id,
        requester_role, over_limit, over_budget, levels, update_uid, update_time)
      VALUES (@companyId, @sort, @name, @minFen, @maxFen, @categoryId, @unitId, @requesterRole, @overLimit, @overBudget, @levels,
        @uid, @time)`),
    update: db.prepare(`UPDATE company_approval_rules SET name = @name, min_fen = @minFen, max_fen = @maxFen,
        category_id = @categoryId, unit_id = @unitId, requester_role = @requesterRole, over_limit = @overLimit,
        over_budget = @overBudget, levels = @levels, update_uid = @uid, update_time = @time
      WHERE rule_id = @ruleId AND company_id = @companyId`),
    remove: db.prepare('DELETE FROM company_approval_rules WHERE rule_id = ? AND company_id = ?'),
    sort: db.prepare('UPDATE company_approval_rules SET sort = ? WHERE rule_id = ? AND company_id = ?'),
  };
  const bind = (companyId: number, input: RuleInput, uid: number, time: string) => ({
    companyId,
    name: input.name,
    minFen: input.minFen,
    maxFen: input.maxFen,
    categoryId: input.categoryId,
    unitId: input.unitId,
    requesterRole: input.requesterRole,
    overLimit: input.overLimit ? 1 : 0,
    overBudget: input.overBudget ? 1 : 0,
    levels: JSON.stringify(input.levels),
    uid,
    time,
  });

  return {
    listOf: (companyId: number) => q.list.all(companyId) as RuleRow[],
    byId: (companyId: number, ruleId: number) => q.one.get(ruleId, companyId) as RuleRow | undefined,
    insert: (companyId: number, input: RuleInput, uid: number, time: string) =>
      Number(q.insert.run({ ...bind(companyId, input, uid, time), sort: (q.nextSort.get(companyId) as { n: number }).n }).lastInsertRowid),
    update: (companyId: number, ruleId: number, input: RuleInput, uid: number, time: string) =>
      q.update.run({ ...bind(companyId, input, uid, time), ruleId }).changes === 1,
    remove: (companyId: number, ruleId: number) => q.remove.run(ruleId, companyId).changes === 1,
    /** the rules in the order of `ids` (every rule of the company, once) */
    reorder: db.transaction((companyId: number, ids: number[]) => {
      for (const [i, id] of ids.entries()) q.sort.run(i + 1, id, companyId);
    }),
    atomically: <T>(work: () => T): T => db.transaction(work).immediate(),
  };
}

export type RuleStore = ReturnType<typeof createRuleStore>;
