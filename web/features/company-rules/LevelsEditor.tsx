// The chain of a rule being edited (docs/company-api.md §13.2): up to five levels in order, each the unit head of
// the requester's unit or a role (任一人/全部通过); add and remove levels.
import { COMPANY_ROLE_NAMES, COMPANY_ROLES } from '#shared/company/company-roles.ts';
import { LEVEL_MODE_NAMES, RULE_LEVELS_MAX } from '#shared/company/org-rules.ts';
import type { LevelForm } from './rule-view.ts';
import { choicesOf, Options } from '../ui/FormFields.tsx';

const ROLES = choicesOf(COMPANY_ROLES, COMPANY_ROLE_NAMES);

export function LevelsEditor({ levels, onChange }: { levels: LevelForm[]; onChange: (levels: LevelForm[]) => void }) {
  const patch = (i: number, change: Partial<LevelForm>) => onChange(levels.map((l, j) => (j === i ? { ...l, ...change } : l)));
  const who = (l: LevelForm) => (l.kind === 'head' ? 'head' : l.role);
  return (
    <fieldset className="rule-levels">
      <legend>审批层级（逐级审批）</legend>
      {levels.map((level, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a level is its position in the chain
        <div key={i} className="rule-level">
          <span>第 {i + 1} 级</span>
          <select
            aria-label={`第 ${i + 1} 级审批人`}
            value={who(level)}
            onChange={(e) => patch(i, e.target.value === 'head' ? { kind: 'head', role: '' } : { kind: 'role', role: e.target.value })}
          >
            <option value="head">部门负责人</option>
            <Options choices={ROLES} />
          </select>
          <select
            aria-label={`第 ${i + 1} 级审批方式`}
            value={level.mode}
            onChange={(e) => patch(i, { mode: e.target.value as LevelForm['mode'] })}
          >
            <option value="any">{LEVEL_MODE_NAMES.any}</option>
            <option value="all">{LEVEL_MODE_NAMES.all}</option>
          </select>
          {levels.length > 1 ? (
            <button type="button" className="uc-link-button" onClick={() => onChange(levels.filter((_, j) => j !== i))}>
              删除
            </button>
          ) : null}
        </div>
      ))}
      {levels.length < RULE_LEVELS_MAX ? (
        <button
          type="button"
          className="uc-link-button"
          onClick={() => onChange([...levels, { kind: 'role', role: 'finance', mode: 'any' }])}
        >
          添加一级
        </button>
      ) : null}
    </fieldset>
  );
}
