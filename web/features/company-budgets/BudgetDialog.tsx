// 添加预算 (docs/company-api.md §13.4): a unit or a cost centre, the period (月度/季度/年度), a positive amount,
// the start date, renewal and carry-over, and what an order over it does (需审批 or 禁止下单). What the mall
// would refuse is stopped here with its Chinese message and keeps what was typed; overlaps are the mall's call.
import { BUDGET_MODE_NAMES, BUDGET_MODES, BUDGET_PERIOD_NAMES, BUDGET_PERIODS } from '#shared/company/org-rules.ts';
import type { OrgUnit } from '../company-org/org-view.ts';
import { postAndReload } from '../company-org/post-and-reload.ts';
import { FormDialog } from '../ui/FormDialog.tsx';
import { CheckLine, choicesOf, InputRow, SelectRow } from '../ui/FormFields.tsx';
import { useCheckedForm } from '../ui/use-checked-form.ts';
import { BudgetScope } from './BudgetScope.tsx';
import { type BudgetForm, budgetBody, budgetFormProblem, type CostCenterOption, monthStart } from './budget-view.ts';

const PERIODS = choicesOf(BUDGET_PERIODS, BUDGET_PERIOD_NAMES);
const MODES = choicesOf(BUDGET_MODES, BUDGET_MODE_NAMES);

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
  const { form, set, problem, busy, submit } = useCheckedForm(
    () => startForm(units),
    budgetFormProblem,
    async (checked) => (await postAndReload('/api/company/budget/create', budgetBody(checked))) && onClose(),
  );
  return (
    <FormDialog title="添加预算" onClose={onClose} onSubmit={submit} submitLabel="保存" busy={busy} error={problem} className="org-dialog">
      <BudgetScope form={form} units={units} costCenters={costCenters} set={set} />
      <SelectRow id="budget-period" label="周期" value={form.period} onChange={(period) => set({ period })} choices={PERIODS} />
      <InputRow id="budget-amount" label="金额(元)" inputMode="decimal" value={form.amount} onChange={(amount) => set({ amount })} />
      <InputRow id="budget-start" label="开始日期" type="date" value={form.start_date} onChange={(start_date) => set({ start_date })} />
      <SelectRow id="budget-mode" label="超出预算" value={form.mode} onChange={(mode) => set({ mode })} choices={MODES} />
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
