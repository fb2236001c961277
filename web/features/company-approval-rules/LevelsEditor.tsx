// The chain of a rule being edited (docs/company-api.md §13.2): up to five levels in order, each the unit head of
// the requester's unit, a role within a unit, or named members, with any one of them or all of them approving;
// add and remove levels.
import { RULE_LEVELS_MAX } from '#shared/company/org-rules.ts';
import { LevelRow } from './LevelRow.tsx';
import type { RuleChoices } from './RuleConditions.tsx';
import { headLevel, type LevelForm } from './rule-form.ts';

interface LevelsEditorProps {
  levels: LevelForm[];
  choices: RuleChoices;
  onChange: (levels: LevelForm[]) => void;
}

export function LevelsEditor({ levels, choices, onChange }: LevelsEditorProps) {
  const patch = (i: number, change: Partial<LevelForm>) => onChange(levels.map((l, j) => (j === i ? { ...l, ...change } : l)));
  return (
    <fieldset className="rule-levels">
      <legend>审批层级（逐级审批）</legend>
      {levels.map((level, i) => (
        <LevelRow
          // biome-ignore lint/suspicious/noArrayIndexKey: a level is its position in the chain
          key={i}
          n={i + 1}
          level={level}
          choices={choices}
          onChange={(change) => patch(i, change)}
          onRemove={levels.length > 1 ? () => onChange(levels.filter((_, j) => j !== i)) : null}
        />
      ))}
      {levels.length < RULE_LEVELS_MAX ? (
        <button type="button" className="uc-link-button" onClick={() => onChange([...levels, headLevel()])}>
          添加一级
        </button>
      ) : null}
    </fieldset>
  );
}
