// One level of a chain (docs/company-api.md §13.2): who approves — 部门负责人 (of the requester's unit), 指定角色
// (members of a role in a chosen unit and below, or in the requester's unit and above), 指定成员 (named members)
// — and whether any one of them or all of them must approve.
import { COMPANY_ROLE_NAMES, COMPANY_ROLES } from '#shared/company/company-roles.ts';
import { LEVEL_KIND_NAMES, LEVEL_MODE_NAMES } from '#shared/company/org-rules.ts';
import { indented } from '../company-org/org-view.ts';
import { MemberPicker } from './MemberPicker.tsx';
import type { RuleChoices } from './RuleConditions.tsx';
import type { LevelForm } from './rule-form.ts';

interface LevelRowProps {
  n: number;
  level: LevelForm;
  choices: RuleChoices;
  onChange: (change: Partial<LevelForm>) => void;
  onRemove: (() => void) | null;
}

export function LevelRow({ n, level, choices, onChange, onRemove }: LevelRowProps) {
  return (
    <div className="rule-level" data-level={n}>
      <span>第 {n} 级</span>
      <select
        aria-label={`第 ${n} 级审批人类型`}
        value={level.kind}
        onChange={(e) => onChange({ kind: e.target.value as LevelForm['kind'] })}
      >
        {(['head', 'role', 'members'] as const).map((kind) => (
          <option key={kind} value={kind}>
            {LEVEL_KIND_NAMES[kind]}
          </option>
        ))}
      </select>
      {level.kind === 'role' ? (
        <>
          <select aria-label={`第 ${n} 级审批角色`} value={level.role} onChange={(e) => onChange({ role: e.target.value })}>
            <option value="">请选择角色</option>
            {COMPANY_ROLES.map((role) => (
              <option key={role} value={role}>
                {COMPANY_ROLE_NAMES[role]}
              </option>
            ))}
          </select>
          <select aria-label={`第 ${n} 级角色所在部门`} value={level.unit_id} onChange={(e) => onChange({ unit_id: e.target.value })}>
            <option value="0">申请人所在部门及上级</option>
            {choices.units.map((u) => (
              <option key={u.id} value={u.id}>
                {indented(u)}及下级
              </option>
            ))}
          </select>
        </>
      ) : null}
      <select
        aria-label={`第 ${n} 级审批方式`}
        value={level.mode}
        onChange={(e) => onChange({ mode: e.target.value as LevelForm['mode'] })}
      >
        <option value="any">{LEVEL_MODE_NAMES.any}</option>
        <option value="all">{LEVEL_MODE_NAMES.all}</option>
      </select>
      {onRemove ? (
        <button type="button" className="uc-link-button" onClick={onRemove}>
          删除
        </button>
      ) : null}
      {level.kind === 'members' ? (
        <MemberPicker n={n} members={choices.members} chosen={level.uids} onChange={(uids) => onChange({ uids })} />
      ) : null}
    </div>
  );
}
