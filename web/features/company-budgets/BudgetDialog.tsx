// 添加预算 (docs/company-api.md §13.4): a unit, the period (月度/季度/年度), a positive amount, the start date,
// renewal and carry-over, and what an order over it does (需审批 or 禁止下单). The mall refuses zero, negative
// and overlapping budgets with its Chinese messages.
import { useState } from 'react';
import { BUDGET_MODE_NAMES, BUDGET_MODES, BUDGET_PERIOD_NAMES, BUDGET_PERIODS } from '#shared/company/org-rules.ts';
import { type OrgUnit, unitChoices } from '../company-org/org-view.ts';
import { postAndReload } from '../company-org/post-and-reload.ts';
import { FormDialog } from '../ui/FormDialog.tsx';
import { CheckLine, choicesOf, InputRow, SelectRow } from '../ui/FormFields.tsx';
import { useBusy } from '../ui/use-busy.ts';
import { type BudgetForm, monthStart } from './budget-view.ts';

const PERIODS = choicesOf(BUDGET_PERIODS, BUDGET_PERIOD_NAMES);
const MODES = choicesOf(BUDGET_MODES, BUDGET_MODE_NAMES);

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
      <SelectRow id="budget-unit" label="部门" value={form.unit_id} onChange={(unit_id) => set({ unit_id })} choices={unitChoices(units)} />
      <SelectRow id="budget-period" label="周期" value={form.period} onChange={(period) => set({ period })} choices={PERIODS} />
      <InputRow id="budget-amount" label="金额(元)" inputMode="decimal" value={form.amount} onChange={(amount) => set({ amount })} />
      <InputRow id="budget-start" label="开始日期" type="date" value={form.start_date} onChange={(start_date) => set({ start_date })} />
      <SelectRow id="budget-mode" label="超出预算" value={form.mode} onChange={(mode) => set({ mode })} choices={MODES} />
      <CheckLine className="org-check" checked={form.renew} onChange={(renew) => set({ renew })} label=" 到期自动续期" />
      <CheckLine className="org-check" checked={form.carry_over} onChange={(carry_over) => set({ carry_over })} label=" 结余结转到下一期" />
    </FormDialog>
  );
}
