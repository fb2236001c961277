// The conditions of a rule (docs/company-api.md §13.2): amount from/to in yuan, a product category of the mall's
// tree (an order holding any product in it or below), the requester's unit and its sub-units, the requester's
// role, and only-when-over the requester's limit or a budget. Empty means 不限.
import { CheckLine } from '../ui/FormFields.tsx';
import type { ReactNode } from 'react';
import { COMPANY_ROLE_NAMES, COMPANY_ROLES } from '#shared/company/company-roles.ts';
import { indented, type OrgUnit } from '../company-org/org-view.ts';
import { FormRow } from '../ui/FormRow.tsx';
import type { RuleForm } from './rule-form.ts';
import type { CategoryOption, MemberOption } from './rule-view.ts';

export interface RuleChoices {
  units: OrgUnit[];
  categories: readonly CategoryOption[];
  members: readonly MemberOption[];
}

type Set = (patch: Partial<RuleForm>) => void;

function Choice({
  id,
  label,
  value,
  onChange,
  children,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  children: ReactNode;
}) {
  return (
    <FormRow id={id} label={label}>
      <select id={id} className="form-input" value={value} onChange={(e) => onChange(e.target.value)}>
        {children}
      </select>
    </FormRow>
  );
}

export function RuleConditions({ form, choices, set }: { form: RuleForm; choices: RuleChoices; set: Set }) {
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
    <>
      {amount('min_amount', 'rule-min', '金额下限(元)')}
      {amount('max_amount', 'rule-max', '金额上限(元)')}
      <Choice id="rule-category" label="商品分类" value={form.category_id} onChange={(category_id) => set({ category_id })}>
        <option value="0">不限</option>
        {choices.categories.map((c) => (
          <option key={c.id} value={c.id}>
            {c.label}
          </option>
        ))}
      </Choice>
      <Choice id="rule-unit" label="申请部门" value={form.unit_id} onChange={(unit_id) => set({ unit_id })}>
        <option value="0">不限</option>
        {choices.units.map((u) => (
          <option key={u.id} value={u.id}>
            {indented(u)}及下级
          </option>
        ))}
      </Choice>
      <Choice id="rule-role" label="申请人角色" value={form.requester_role} onChange={(requester_role) => set({ requester_role })}>
        <option value="">不限</option>
        {COMPANY_ROLES.map((role) => (
          <option key={role} value={role}>
            {COMPANY_ROLE_NAMES[role]}
          </option>
        ))}
      </Choice>
      <CheckLine
        className="org-check"
        checked={form.over_limit}
        onChange={(on) => set({ over_limit: on })}
        label=" 仅超出申请人采购限额时"
      />
      <CheckLine className="org-check" checked={form.over_budget} onChange={(on) => set({ over_budget: on })} label=" 仅超出预算时" />
    </>
  );
}
