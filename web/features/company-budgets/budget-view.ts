// Pure: budgets (docs/company-api.md §13.4) as the 预算管理 page shows them, and the add form's starting values.

export interface BudgetRowView {
  id: number;
  scope: string;
  periodName: string;
  amount: string;
  used: string;
  remaining: string;
  start: string;
  end: string;
  renewText: string;
  modeName: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value));

export function toBudgetRows(list: unknown[]): BudgetRowView[] {
  return (list as Record<string, unknown>[]).map((b) => ({
    id: Number(b.budget_id) || 0,
    scope: text(b.scope_name),
    periodName: text(b.period_name),
    amount: text(b.amount),
    used: text(b.used),
    remaining: text(b.remaining),
    start: text(b.start_date),
    end: text(b.end_date),
    renewText: Number(b.renew) === 1 ? (Number(b.carry_over) === 1 ? '自动续期，结余结转' : '自动续期') : '不续期',
    modeName: text(b.mode_name),
  }));
}

export interface BudgetForm {
  unit_id: string;
  period: string;
  amount: string;
  start_date: string;
  mode: string;
  renew: boolean;
  carry_over: boolean;
}

/** the first day of this month, 'YYYY-MM-01' */
export function monthStart(now = new Date()): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-01`;
}
