// 新增/编辑审批规则 (docs/company-api.md §13.2): the name, the conditions and the chain of levels. A form the mall
// would refuse is stopped here with its Chinese message and keeps what was typed; orders already held keep their
// chain whatever is saved.
import { postAndReload } from '../company-org/post-and-reload.ts';
import { FormDialog } from '../ui/FormDialog.tsx';
import { FormRow } from '../ui/FormRow.tsx';
import { useCheckedForm } from '../ui/use-checked-form.ts';
import { LevelsEditor } from './LevelsEditor.tsx';
import { RuleConditions, type RuleChoices } from './RuleConditions.tsx';
import { type RuleForm, ruleBody, ruleFormProblem } from './rule-form.ts';

export function RuleDialog({ initial, choices, onClose }: { initial: RuleForm; choices: RuleChoices; onClose: () => void }) {
  const { form, set, problem, busy, submit } = useCheckedForm(
    initial,
    ruleFormProblem,
    async (checked) => (await postAndReload('/api/company/approval_rule/save', ruleBody(checked))) && onClose(),
  );
  return (
    <FormDialog
      title={form.rule_id > 0 ? '编辑审批规则' : '新增审批规则'}
      onClose={onClose}
      onSubmit={submit}
      submitLabel="保存"
      busy={busy}
      error={problem}
      className="org-dialog rule-dialog"
    >
      <FormRow id="rule-name" label="规则名称">
        <input id="rule-name" className="form-input" maxLength={30} value={form.name} onChange={(e) => set({ name: e.target.value })} />
      </FormRow>
      <RuleConditions form={form} choices={choices} set={set} />
      <LevelsEditor levels={form.levels} choices={choices} onChange={(levels) => set({ levels })} />
    </FormDialog>
  );
}
