// Budgets (docs/company-api.md §13.4, docs/adr/0047-budgets-and-concurrency.md): which budgets an order counts
// against (its unit's and those of the units above, its cost centre's) and what each has left; renewal (a new
// period opens by itself when one ends, with what was left when carry-over is on); adding one (no overlap with
// another of the same unit or cost centre). Every check runs inside the caller's transaction, the order
// create's included, so two orders can never both spend the same last fen.
import { BUDGET_MESSAGES as M } from '#shared/company/org-rules.ts';
import type { UnitStore } from '../units/unit-store.ts';
import { nextDay, overlaps, periodEnd } from './budget-periods.ts';
import type { BudgetRow, BudgetStore, NewBudget } from './budget-store.ts';

export interface BudgetStanding {
  budget: BudgetRow;
  usedFen: number;
  remainingFen: number;
}

export type Outcome<T> = { ok: true; value: T } | { ok: false; message: string };

export function createBudgetService(store: BudgetStore, units: UnitStore) {
  const unitIdsOf = (budget: BudgetRow) => (budget.unit_id === null ? null : units.subtreeIds(budget.company_id, budget.unit_id));

  function standing(budget: BudgetRow, exceptGroup = 0): BudgetStanding {
    const usedFen = store.usedFen({
      companyId: budget.company_id,
      unitIds: unitIdsOf(budget),
      costCenterId: budget.cost_center_id,
      start: budget.start_date,
      end: budget.end_date,
      exceptGroup,
    });
    return { budget, usedFen, remainingFen: budget.amount_fen - usedFen };
  }

  /** opens the next period of every renewing budget that ended before `today` (carrying what was left if set) */
  function renewDue(companyId: number, today: string, time: string): void {
    for (let pass = 0; pass < 400; pass++) {
      const due = store.activeOf(companyId).filter((b) => b.renew === 1 && b.end_date < today && !store.hasSuccessor(b.budget_id));
      if (due.length === 0) return;
      for (const ended of due) {
        const left = ended.carry_over === 1 ? Math.max(0, standing(ended).remainingFen) : 0;
        const start = nextDay(ended.end_date);
        store.insert({
          ...ended,
          amount_fen: ended.base_fen + left,
          start_date: start,
          end_date: periodEnd(start, ended.period),
          renewed_from: ended.budget_id,
          update_uid: 0,
          update_time: time,
        });
      }
    }
  }

  /** the budgets an order of this unit and cost centre placed on `today` counts against */
  function applicable(companyId: number, unitId: number, costCenterId: number | null, today: string, time: string): BudgetRow[] {
    renewDue(companyId, today, time);
    const above = units.chainUp(unitId).map((u) => u.unit_id);
    return store
      .activeOf(companyId)
      .filter((b) => b.start_date <= today && today <= b.end_date)
      .filter((b) => (b.unit_id !== null ? above.includes(b.unit_id) : b.cost_center_id === costCenterId && costCenterId !== null));
  }

  function add(row: NewBudget): Outcome<number> {
    const sameScope = (b: BudgetRow) => (row.unit_id !== null ? b.unit_id === row.unit_id : b.cost_center_id === row.cost_center_id);
    const clash = store
      .activeOf(row.company_id)
      .some((b) => sameScope(b) && overlaps({ start: b.start_date, end: b.end_date }, { start: row.start_date, end: row.end_date }));
    if (clash) return { ok: false, message: M.overlap };
    return { ok: true, value: store.insert(row) };
  }

  return { standing, renewDue, applicable, add };
}

export type BudgetService = ReturnType<typeof createBudgetService>;
