// Pure: budgets (docs/company-api.md §13.4) as the 预算管理 page shows them, and the add form: its starting
// values, the body it posts (a unit or a cost centre, never both) and the first thing the mall would refuse.
import { BUDGET_MAX_FEN, BUDGET_MESSAGES as M } from '#shared/company/org-rules.ts';
import { toFen } from '#shared/money.ts';

export interface BudgetRowView {
  id: number;
  /** 部门 or 成本中心 */
  scopeKind: string;
  scope: string;
  periodName: string;
  amount: string;
  used: string;
  remaining: string;
  start: string;
  end: string;
  renewText: string;
  carryText: string;
  modeName: string;
}

export interface CostCenterOption {
  id: number;
  label: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value));

export function toBudgetRows(list: unknown[]): BudgetRowView[] {
  return (list as Record<string, unknown>[]).map((b) => ({
    id: Number(b.budget_id) || 0,
    scopeKind: Number(b.cost_center_id) > 0 ? '成本中心' : '部门',
    scope: text(b.scope_name),
    periodName: text(b.period_name),
    amount: text(b.amount),
    used: text(b.used),
    remaining: text(b.remaining),
    start: text(b.start_date),
    end: text(b.end_date),
    renewText: Number(b.renew) === 1 ? '到期自动续期' : '不续期',
    carryText: Number(b.renew) !== 1 ? '—' : Number(b.carry_over) === 1 ? '结余结转下期' : '不结转',
    modeName: text(b.mode_name),
  }));
}

/** GET /api/company/cost_center/lst's rows: 名称（编码） */
export function toCostCenterOptions(list: unknown): CostCenterOption[] {
  if (!Array.isArray(list)) return [];
  return (list as Record<string, unknown>[]).map((c) => ({
    id: Number(c.cost_center_id) || 0,
    label: text(c.code) ? `${text(c.name)}（${text(c.code)}）` : text(c.name),
  }));
}

export interface BudgetForm {
  scope: 'unit' | 'cost_center';
  unit_id: string;
  cost_center_id: string;
  period: string;
  amount: string;
  start_date: string;
  mode: string;
  renew: boolean;
  carry_over: boolean;
}

/** POST /api/company/budget/create */
export function budgetBody(form: BudgetForm) {
  const { scope, unit_id, cost_center_id, renew, carry_over, ...rest } = form;
  return {
    ...rest,
    amount: form.amount.trim(),
    ...(scope === 'unit' ? { unit_id } : { cost_center_id }),
    renew: renew ? 1 : 0,
    carry_over: renew && carry_over ? 1 : 0,
  };
}

const AMOUNT = /^-?\d{1,12}(\.\d{1,2})?$/;

/** the first thing the mall would refuse, or null */
export function budgetFormProblem(form: BudgetForm): string | null {
  const scopeId = form.scope === 'unit' ? form.unit_id : form.cost_center_id;
  if (!(Number(scopeId) > 0)) return form.scope === 'unit' ? M.unitMissing : M.costCenterMissing;
  const amount = form.amount.trim();
  if (!AMOUNT.test(amount)) return M.amountFormat;
  if (amount.startsWith('-') || toFen(amount) <= 0) return M.amountPositive;
  if (toFen(amount) > BUDGET_MAX_FEN) return M.amountTooLarge;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(form.start_date)) return M.startInvalid;
  return null;
}

/** the first day of this month, 'YYYY-MM-01' */
export function monthStart(now = new Date()): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-01`;
}
