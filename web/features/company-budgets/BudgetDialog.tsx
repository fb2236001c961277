// 添加预算 (docs/company-api.md §13.4): a unit or a cost centre, the period (月度/季度/年度), a positive amount,
// the start date, renewal and carry-over, and what an order over it does (需审批 or 禁止下单). What the mall
// would refuse is stopped here with its Chinese message and keeps what was typed; overlaps are the mall's call.
import { useState } from 'react';
import { BUDGET_MODE_NAMES, BUDGET_MODES, BUDGET_PERIOD_NAMES, BUDGET_PERIODS } from '#shared/company/org-rules.ts';
import type { OrgUnit } from '../company-org/org-view.ts';
import { postAndReload } from '../company-org/post-and-reload.ts';
import { FormDialog } from '../ui/FormDialog.tsx';
import { CheckLine } from '../ui/FormFields.tsx';
import { FormRow } from '../ui/FormRow.tsx';
import { useBusy } from '../ui/use-busy.ts';
import { BudgetScope } from './BudgetScope.tsx';
import { type BudgetForm, budgetBody, budgetFormProblem, type CostCenterOption, monthStart } from './budget-view.ts';

const startForm = (units: OrgUnit[]): BudgetForm => ({
  scope: 'unit',
  unit_id: String(units[0]?.id ?? ''),
  cost_center_id: '',
  period: 'month',
  amount: '',
  start_date: monthStart(),
  mode: 'hold',
  renew: true,
  carry_over: false,
});

export function BudgetDialog({ units, costCenters, onClose }: { units: OrgUnit[]; costCenters: CostCenterOption[]; onClose: () => void }) {
  const [form, setForm] = useState<BudgetForm>(() => startForm(units));
  const [problem, setProblem] = useState('');
  const { busy, run } = useBusy();
  // a change answers the message about the form as it was
  const set = (patch: Partial<BudgetForm>) => {
    setProblem('');
    setForm((current) => ({ ...current, ...patch }));
  };
  const submit = () => {
    const found = budgetFormProblem(form);
    setProblem(found ?? '');
    if (found) return;
    return run(async () => (await postAndReload('/api/company/budget/create', budgetBody(form))) && onClose());
  };
  const choose = (id: string, label: string, key: 'period' | 'mode', options: readonly [string, string][]) => (
    <FormRow id={id} label={label}>
      <select id={id} className="form-input" value={form[key]} onChange={(e) => set({ [key]: e.target.value })}>
        {options.map(([value, name]) => (
          <option key={value} value={value}>
            {name}
          </option>
        ))}
      </select>
    </FormRow>
  );
  return (
    <FormDialog title="添加预算" onClose={onClose} onSubmit={submit} submitLabel="保存" busy={busy} error={problem} className="org-dialog">
      <BudgetScope form={form} units={units} costCenters={costCenters} set={set} />
      {choose(
        'budget-period',
        '周期',
        'period',
        BUDGET_PERIODS.map((p) => [p, BUDGET_PERIOD_NAMES[p]]),
      )}
      <FormRow id="budget-amount" label="金额(元)">
        <input
          id="budget-amount"
          className="form-input"
          inputMode="decimal"
          value={form.amount}
          onChange={(e) => set({ amount: e.target.value })}
        />
      </FormRow>
      <FormRow id="budget-start" label="开始日期">
        <input
          id="budget-start"
          className="form-input"
          type="date"
          value={form.start_date}
          onChange={(e) => set({ start_date: e.target.value })}
        />
      </FormRow>
      {choose(
        'budget-mode',
        '超出预算',
        'mode',
        BUDGET_MODES.map((m) => [m, BUDGET_MODE_NAMES[m]]),
      )}
      <CheckLine className="org-check" checked={form.renew} onChange={(on) => set({ renew: on })} label=" 到期自动续期（自动开启下一期）" />
      <CheckLine
        className="org-check"
        checked={form.carry_over}
        disabled={!form.renew}
        onChange={(on) => set({ carry_over: on })}
        label=" 结余结转到下一期"
      />
    </FormDialog>
  );
}
