// 新增审批规则 (docs/company-api.md §13.2): the name, the conditions (amount from/to, the requester's unit and its
// sub-units, role, over limit, over budget) and the chain of levels. Orders already held keep their chain.
import { useState } from 'react';
import { COMPANY_ROLE_NAMES, COMPANY_ROLES } from '#shared/company/company-roles.ts';
import { type OrgUnit, unitChoices } from '../company-org/org-view.ts';
import { postAndReload } from '../company-org/post-and-reload.ts';
import { FormDialog } from '../ui/FormDialog.tsx';
import { CheckLine, choicesOf, InputRow, SelectRow } from '../ui/FormFields.tsx';
import { useBusy } from '../ui/use-busy.ts';
import { LevelsEditor } from './LevelsEditor.tsx';
import { emptyRule, type RuleForm } from './rule-view.ts';

const ANY_UNIT = { value: '0', label: '不限' };
const ROLES = [{ value: '', label: '不限' }, ...choicesOf(COMPANY_ROLES, COMPANY_ROLE_NAMES)];

export function RuleDialog({ units, onClose }: { units: OrgUnit[]; onClose: () => void }) {
  const [form, setForm] = useState<RuleForm>(emptyRule);
  const { busy, run } = useBusy();
  const set = (patch: Partial<RuleForm>) => setForm((current) => ({ ...current, ...patch }));
  const body = () => ({
    ...form,
    over_limit: form.over_limit ? 1 : 0,
    over_budget: form.over_budget ? 1 : 0,
    levels: JSON.stringify(form.levels),
  });
  const submit = () => run(async () => (await postAndReload('/api/company/approval_rule/save', body())) && onClose());
  const amount = (key: 'min_amount' | 'max_amount', id: string, label: string) => (
    <InputRow id={id} label={label} inputMode="decimal" placeholder="不限" value={form[key]} onChange={(value) => set({ [key]: value })} />
  );
  return (
    <FormDialog title="新增审批规则" onClose={onClose} onSubmit={submit} submitLabel="保存" busy={busy} className="org-dialog rule-dialog">
      <InputRow id="rule-name" label="规则名称" maxLength={30} value={form.name} onChange={(name) => set({ name })} />
      {amount('min_amount', 'rule-min', '金额下限(元)')}
      {amount('max_amount', 'rule-max', '金额上限(元)')}
      <SelectRow
        id="rule-unit"
        label="申请部门"
        value={form.unit_id}
        onChange={(unit_id) => set({ unit_id })}
        choices={[ANY_UNIT, ...unitChoices(units)]}
      />
      <SelectRow
        id="rule-role"
        label="申请人角色"
        value={form.requester_role}
        onChange={(requester_role) => set({ requester_role })}
        choices={ROLES}
      />
      <CheckLine
        className="org-check"
        checked={form.over_limit}
        onChange={(over_limit) => set({ over_limit })}
        label=" 仅超出申请人采购限额时"
      />
      <CheckLine className="org-check" checked={form.over_budget} onChange={(over_budget) => set({ over_budget })} label=" 仅超出预算时" />
      <LevelsEditor levels={form.levels} onChange={(levels) => set({ levels })} />
    </FormDialog>
  );
}
