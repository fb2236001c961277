// 新增审批规则 (docs/company-api.md §13.2): the name, the conditions (amount from/to, the requester's unit and its
// sub-units, role, over limit, over budget) and the chain of levels. Orders already held keep their chain.
import { useState } from 'react';
import { COMPANY_ROLE_NAMES, COMPANY_ROLES } from '#shared/company/company-roles.ts';
import { indented, type OrgUnit } from '../company-org/org-view.ts';
import { postAndReload } from '../company-org/post-and-reload.ts';
import { FormDialog } from '../ui/FormDialog.tsx';
import { FormRow } from '../ui/FormRow.tsx';
import { useBusy } from '../ui/use-busy.ts';
import { LevelsEditor } from './LevelsEditor.tsx';
import { emptyRule, type RuleForm } from './rule-view.ts';

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
    <FormRow id={id} label={label}>
      <input
        id={id}
        className="form-input"
        inputMode="decimal"
        placeholder="不限"
        value={form[key]}
        onChange={(e) => set({ [key]: e.target.value })}
      />
    </FormRow>
  );
  return (
    <FormDialog title="新增审批规则" onClose={onClose} onSubmit={submit} submitLabel="保存" busy={busy} className="org-dialog rule-dialog">
      <FormRow id="rule-name" label="规则名称">
        <input id="rule-name" className="form-input" maxLength={30} value={form.name} onChange={(e) => set({ name: e.target.value })} />
      </FormRow>
      {amount('min_amount', 'rule-min', '金额下限(元)')}
      {amount('max_amount', 'rule-max', '金额上限(元)')}
      <FormRow id="rule-unit" label="申请部门">
        <select id="rule-unit" className="form-input" value={form.unit_id} onChange={(e) => set({ unit_id: e.target.value })}>
          <option value="0">不限</option>
          {units.map((u) => (
            <option key={u.id} value={u.id}>
              {indented(u)}
            </option>
          ))}
        </select>
      </FormRow>
      <FormRow id="rule-role" label="申请人角色">
        <select id="rule-role" className="form-input" value={form.requester_role} onChange={(e) => set({ requester_role: e.target.value })}>
          <option value="">不限</option>
          {COMPANY_ROLES.map((role) => (
            <option key={role} value={role}>
              {COMPANY_ROLE_NAMES[role]}
            </option>
          ))}
        </select>
      </FormRow>
      <label className="org-check">
        <input type="checkbox" checked={form.over_limit} onChange={(e) => set({ over_limit: e.target.checked })} /> 仅超出申请人采购限额时
      </label>
      <label className="org-check">
        <input type="checkbox" checked={form.over_budget} onChange={(e) => set({ over_budget: e.target.checked })} /> 仅超出预算时
      </label>
      <LevelsEditor levels={form.levels} onChange={(levels) => set({ levels })} />
    </FormDialog>
  );
}
