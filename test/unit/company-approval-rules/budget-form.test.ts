// The 预算管理 add form (docs/company-api.md §13.4): a unit or a cost centre, never both; carry-over only with
// renewal; the mall's refusals named before sending; the list says which kind of scope each budget has.
import { describe, expect, it } from 'vitest';
import { BUDGET_MESSAGES as M } from '#shared/company/org-rules.ts';
import { type BudgetForm, budgetBody, budgetFormProblem, toBudgetRows } from '#web/features/company-budgets/budget-view.ts';

const form: BudgetForm = {
  scope: 'unit',
  unit_id: '4',
  cost_center_id: '2',
  period: 'month',
  amount: ' 20000 ',
  start_date: '2026-11-01',
  mode: 'refuse',
  renew: true,
  carry_over: true,
};

describe('budget form', () => {
  it('posts the chosen scope only, and carry-over only with renewal', () => {
    expect(budgetBody(form)).toEqual({
      unit_id: '4',
      period: 'month',
      amount: '20000',
      start_date: '2026-11-01',
      mode: 'refuse',
      renew: 1,
      carry_over: 1,
    });
    const byCentre = budgetBody({ ...form, scope: 'cost_center', renew: false });
    expect(byCentre).toMatchObject({ cost_center_id: '2', renew: 0, carry_over: 0 });
    expect(byCentre).not.toHaveProperty('unit_id');
  });

  it('names the first problem in the mall’s words', () => {
    expect(budgetFormProblem({ ...form, scope: 'cost_center', cost_center_id: '' })).toBe(M.costCenterMissing);
    expect(budgetFormProblem({ ...form, amount: '两万' })).toBe(M.amountFormat);
    expect(budgetFormProblem({ ...form, amount: '0' })).toBe(M.amountPositive);
    expect(budgetFormProblem({ ...form, amount: '-5' })).toBe(M.amountPositive);
    expect(budgetFormProblem({ ...form, amount: '100000000.01' })).toBe(M.amountTooLarge);
    expect(budgetFormProblem(form)).toBeNull();
  });

  it('shows the scope kind, renewal, carry-over and mode', () => {
    const rows = toBudgetRows([
      { budget_id: 1, unit_id: 0, cost_center_id: 2, scope_name: '研发项目', renew: 1, carry_over: 1, mode_name: '超出禁止下单' },
      { budget_id: 2, unit_id: 4, cost_center_id: 0, scope_name: '采购部', renew: 0, carry_over: 0, mode_name: '超出需审批' },
    ]);
    expect(rows.map((r) => [r.scopeKind, r.scope, r.renewText, r.carryText, r.modeName])).toEqual([
      ['成本中心', '研发项目', '到期自动续期', '结余结转下期', '超出禁止下单'],
      ['部门', '采购部', '不续期', '—', '超出需审批'],
    ]);
  });
});
