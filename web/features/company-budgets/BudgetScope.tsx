// What a budget is set for (docs/company-api.md §13.4): a unit (its orders and its sub-units') or a cost centre
// (orders that name it, §8.1) — one of the two, chosen first, then which one.
import { indented, type OrgUnit } from '../company-org/org-view.ts';
import { FormRow } from '../ui/FormRow.tsx';
import type { BudgetForm, CostCenterOption } from './budget-view.ts';
import './company-budgets.css';

interface BudgetScopeProps {
  form: BudgetForm;
  units: OrgUnit[];
  costCenters: CostCenterOption[];
  set: (patch: Partial<BudgetForm>) => void;
}

export function BudgetScope({ form, units, costCenters, set }: BudgetScopeProps) {
  const byUnit = form.scope === 'unit';
  return (
    <>
      <fieldset className="budget-scope">
        <legend>预算对象</legend>
        <label className="org-check">
          <input type="radio" name="budget-scope" checked={byUnit} onChange={() => set({ scope: 'unit' })} /> 按部门
        </label>
        <label className="org-check">
          <input type="radio" name="budget-scope" checked={!byUnit} onChange={() => set({ scope: 'cost_center' })} /> 按成本中心
        </label>
      </fieldset>
      {byUnit ? (
        <FormRow id="budget-unit" label="部门">
          <select id="budget-unit" className="form-input" value={form.unit_id} onChange={(e) => set({ unit_id: e.target.value })}>
            {units.map((u) => (
              <option key={u.id} value={u.id}>
                {indented(u)}
              </option>
            ))}
          </select>
        </FormRow>
      ) : (
        <FormRow id="budget-cost-center" label="成本中心">
          <select
            id="budget-cost-center"
            className="form-input"
            value={form.cost_center_id}
            onChange={(e) => set({ cost_center_id: e.target.value })}
          >
            <option value="">{costCenters.length === 0 ? '暂无启用的成本中心' : '请选择成本中心'}</option>
            {costCenters.map((c) => (
              <option key={c.id} value={c.id}>
                {c.label}
              </option>
            ))}
          </select>
        </FormRow>
      )}
    </>
  );
}
