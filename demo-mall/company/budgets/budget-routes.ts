// 预算 (docs/company-api.md §13.4): the company's budgets with what each period used and has left (管理员 and
// 财务, budgets.manage), adding one (no overlap with another period of the same unit or cost centre) and
// deleting one. Renewing budgets open their next period when read.
import type { FastifyInstance } from 'fastify';
import { BUDGET_MESSAGES as M, BUDGET_MODE_NAMES, BUDGET_PERIOD_NAMES } from '#shared/company/org-rules.ts';
import { formatFen } from '#shared/money.ts';
import { fail, ok, okMessage } from '../../core/envelope.ts';
import { idOf } from '../../core/param-schemas.ts';
import { readParams } from '../../core/params.ts';
import type { Membership } from '../membership.ts';
import type { UnitStore } from '../units/unit-store.ts';
import { readBudgetParams } from './budget-params.ts';
import { periodEnd } from './budget-periods.ts';
import type { BudgetService } from './budget-service.ts';
import type { BudgetRow, BudgetStore } from './budget-store.ts';

export interface BudgetRouteDeps {
  membership: Membership;
  units: UnitStore;
  store: BudgetStore;
  budgets: BudgetService;
  time: () => string;
  costCenterOf: (companyId: number, costCenterId: number) => string | null;
  atomically: <T>(work: () => T) => T;
}

export function registerBudgetRoutes(app: FastifyInstance, deps: BudgetRouteDeps): void {
  const { membership, units, store, budgets, time } = deps;
  const view = (row: BudgetRow) => {
    const { usedFen, remainingFen } = budgets.standing(row);
    return {
      budget_id: row.budget_id,
      unit_id: row.unit_id ?? 0,
      cost_center_id: row.cost_center_id ?? 0,
      scope_name:
        row.unit_id !== null ? (units.byId(row.unit_id)?.name ?? '') : (deps.costCenterOf(row.company_id, row.cost_center_id ?? 0) ?? ''),
      period: row.period,
      period_name: BUDGET_PERIOD_NAMES[row.period],
      amount: formatFen(row.amount_fen),
      base_amount: formatFen(row.base_fen),
      used: formatFen(usedFen),
      remaining: formatFen(remainingFen),
      start_date: row.start_date,
      end_date: row.end_date,
      renew: row.renew,
      carry_over: row.carry_over,
      mode: row.mode,
      mode_name: BUDGET_MODE_NAMES[row.mode],
      renewed_from: row.renewed_from ?? 0,
    };
  };

  app.get('/api/company/budget/lst', async (request) => {
    const self = membership.member(request);
    deps.atomically(() => budgets.renewDue(self.companyId, time().slice(0, 10), time()));
    return ok({ list: store.activeOf(self.companyId).map(view) });
  });

  app.post('/api/company/budget/create', async (request) => {
    const self = membership.member(request);
    const read = readBudgetParams(readParams(request));
    if (!read.ok) return fail(read.message);
    const input = read.value;
    if (input.unitId !== null && units.byId(input.unitId)?.company_id !== self.companyId) return fail(M.unitMissing);
    if (input.costCenterId !== null && deps.costCenterOf(self.companyId, input.costCenterId) === null) return fail(M.costCenterMissing);
    const added = deps.atomically(() =>
      budgets.add({
        company_id: self.companyId,
        unit_id: input.unitId,
        cost_center_id: input.costCenterId,
        period: input.period,
        base_fen: input.amountFen,
        amount_fen: input.amountFen,
        start_date: input.start,
        end_date: periodEnd(input.start, input.period),
        renew: input.renew ? 1 : 0,
        carry_over: input.carryOver ? 1 : 0,
        mode: input.mode,
        renewed_from: null,
        update_uid: self.uid,
        update_time: time(),
      }),
    );
    if (!added.ok) return fail(added.message);
    return ok(view(store.byId(self.companyId, added.value) as BudgetRow), M.created);
  });

  app.post('/api/company/budget/delete/:id', async (request) => {
    const self = membership.member(request);
    const row = store.byId(self.companyId, idOf(request));
    if (!row) return fail(M.missing);
    store.remove(row.budget_id, self.uid, time());
    return okMessage(M.deleted);
  });
}
