// 添加/编辑 a unit's cost centre (docs/company-api.md §13.6): 名称 and an optional 编码, checked by the same shared rules as
// the company-wide ones (§8.1); a refusal (same name in the company) is a toast and what was typed stays.
import { useState } from 'react';
import { checkCostCenter, type CostCenterView } from '#shared/company/purchase-ref-form-rules.ts';
import { appActions } from '#web/state/app-state.ts';
import { FormDialog } from '../ui/FormDialog.tsx';
import { InputRow } from '../ui/FormFields.tsx';
import { useBusy } from '../ui/use-busy.ts';

export interface UnitCostCenterDialogProps {
  editing: CostCenterView | null;
  onClose: () => void;
  /** answers the mall's message */
  save: (name: string, code: string) => Promise<string>;
}

export function UnitCostCenterDialog({ editing, onClose, save }: UnitCostCenterDialogProps) {
  const [name, setName] = useState(editing?.name ?? '');
  const [code, setCode] = useState(editing?.code ?? '');
  const [error, setError] = useState('');
  const { busy, run } = useBusy();
  const submit = () => {
    const checked = checkCostCenter({ name, code });
    setError(checked.ok ? '' : checked.message);
    if (!checked.ok) return;
    return run(async () => {
      try {
        appActions.toast(await save(checked.value.name, checked.value.code), 'success');
        onClose();
      } catch (failure) {
        appActions.toast(failure instanceof Error ? failure.message : '保存失败');
      }
    });
  };
  return (
    <FormDialog
      title={editing ? '编辑成本中心' : '添加成本中心'}
      onClose={onClose}
      onSubmit={submit}
      submitLabel="保存"
      busy={busy}
      error={error}
    >
      <InputRow id="unit-cc-name" label="名称" required value={name} maxLength={30} onChange={setName} />
      <InputRow id="unit-cc-code" label="编码" value={code} maxLength={20} onChange={setCode} />
    </FormDialog>
  );
}
