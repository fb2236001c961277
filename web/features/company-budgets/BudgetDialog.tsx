// 添加预算 (docs/company-api.md §13.4): a unit, the period (月度/季度/年度), a positive amount, the start date,
// renewal and carry-over, and what an order over it does (需审批 or 禁止下单). The mall refuses zero, negative
// and overlapping budgets with its Chinese messages.
import { useState } from 'react';
import { BUDGET_MODE_NAMES, BUDGET_MODES, BUDGET_PERIOD_NAMES, BUDGET_PERIODS } from '#shared/company/org-rules.ts';
import { indented, type OrgUnit } from '../company-org/org-view.ts';
import { postAndReload } from '../company-org/post-and-reload.ts';
import { FormDialog } from '../ui/FormDialog.tsx';
import { FormRow } from '../ui/FormRow.tsx';
import { useBusy } from '../ui/use-busy.ts';
import { type BudgetForm, monthStart } from './budget-view.ts';

export function BudgetDialog({ units, onClose }: { units: OrgUnit[]; onClose: () => void }) {
  const [form, setForm] = useState<BudgetForm>({
    unit_id: String(units[0]?.id ?? ''),
    period: 'month',
    amount: '',
    start_date: monthStart(),
    mode: 'hold',
    renew: true,
    carry_over: false,
  });
  const { busy, run } = useBusy();
  const set = (patch: Partial<BudgetForm>) => setForm((current) => ({ ...current, ...patch }));
  const submit = () =>
    run(
      async () =>
        (await postAndReload('/api/company/budget/create', { ...form, renew: form.renew ? 1 : 0, carry_over: form.carry_over ? 1 : 0 })) &&
        onClose(),
    );
  return (
    <FormDialog title="添加预算" onClose={onClose} onSubmit={submit} submitLabel="保存" busy={busy} className="org-dialog">
      <FormRow id="budget-unit" label="部门">
        <select id="budget-unit" className="form-input" value={form.unit_id} onChange={(e) => set({ unit_id: e.target.value })}>
          {units.map((u) => (
            <option key={u.id} value={u.id}>
              {indented(u)}
            </option>
          ))}
        </select>
      </FormRow>
      <FormRow id="budget-period" label="周期">
        <select id="budget-period" className="form-input" value={form.period} onChange={(e) => set({ period: e.target.value })}>
          {BUDGET_PERIODS.map((p) => (
            <option key={p} value={p}>
              {BUDGET_PERIOD_NAMES[p]}
            </option>
          ))}
        </select>
      </FormRow>
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
      <FormRow id="budget-mode" label="超出预算">
        <select id="budget-mode" className="form-input" value={form.mode} onChange={(e) => set({ mode: e.target.value })}>
          {BUDGET_MODES.map((m) => (
            <option key={m} value={m}>
              {BUDGET_MODE_NAMES[m]}
            </option>
          ))}
        </select>
      </FormRow>
      <label className="org-check">
        <input type="checkbox" checked={form.renew} onChange={(e) => set({ renew: e.target.checked })} /> 到期自动续期
      </label>
      <label className="org-check">
        <input type="checkbox" checked={form.carry_over} onChange={(e) => set({ carry_over: e.target.checked })} /> 结余结转到下一期
      </label>
    </FormDialog>
  );
}
