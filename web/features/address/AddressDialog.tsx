// 添加新地址 / 编辑地址 (docs/screens.md a.6): 姓名, 手机号, the region cascader, 详细地址 and 设为默认,
// checked with the shared schema before the mall is asked. Messages show under their fields; a refusal of
// the mall is a toast, and the typed values stay either way.
import { useEffect, useId, useState } from 'react';
import { appActions } from '../../state/app-state.ts';
import { FormDialog } from '../ui/FormDialog.tsx';
import { CheckLine, InputRow } from '../ui/FormFields.tsx';
import { errorIdOf, FormRow } from '../ui/FormRow.tsx';
import { useBusy } from '../ui/use-busy.ts';
import {
  addressErrors,
  emptyAddressForm,
  formFromAddress,
  hasErrors,
  type AddressErrors,
  type AddressField,
  type AddressFormValues,
  type AddressView,
} from './address-form.ts';
import { saveAddress } from './address-api.ts';
import { RegionCascader } from './RegionCascader.tsx';
import './address.css';

export interface AddressDialogProps {
  open: boolean;
  /** the address being edited, or null for a new one */
  editing: AddressView | null;
  onClose: () => void;
  /** after the mall saved it: the address id */
  onSaved: (id: number) => void;
  /** where it is saved: the buyer's own address book unless a unit's (组织架构, docs/company-api.md §13.6) */
  save?: (values: AddressFormValues) => Promise<{ message: string; id: number }>;
}

export function AddressDialog({ open, editing, onClose, onSaved, save = saveAddress }: AddressDialogProps) {
  const [values, setValues] = useState<AddressFormValues>(emptyAddressForm);
  const [errors, setErrors] = useState<AddressErrors>({});
  const { busy, run } = useBusy();

  useEffect(() => {
    if (!open) return;
    setValues(editing ? formFromAddress(editing) : emptyAddressForm());
    setErrors({});
  }, [open, editing]);

  const change: ChangeAddress = (key, value, field) => {
    setValues((current) => ({ ...current, [key]: value }));
    if (field) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async () => {
    const found = addressErrors(values);
    setErrors(found);
    if (hasErrors(found)) return;
    await run(async () => {
      try {
        const saved = await save(values);
        appActions.toast(saved.message || '保存成功', 'success');
        onSaved(saved.id);
      } catch (error) {
        appActions.toast(error instanceof Error ? error.message : '保存失败');
      }
    });
  };

  return (
    <FormDialog
      open={open}
      title={editing ? '编辑地址' : '添加新地址'}
      onClose={onClose}
      onSubmit={submit}
      submitLabel="确定"
      busyLabel="保存中…"
      busy={busy}
      className="address-dialog"
      formClassName="address-form"
    >
      <AddressFields values={values} errors={errors} change={change} />
    </FormDialog>
  );
}

type ChangeAddress = <K extends keyof AddressFormValues>(key: K, value: AddressFormValues[K], field?: AddressField) => void;

/** The rows of the form, each with its message under it. */
function AddressFields({ values, errors, change }: { values: AddressFormValues; errors: AddressErrors; change: ChangeAddress }) {
  const base = useId();
  const ids = { real_name: `${base}-name`, phone: `${base}-phone`, area: `${base}-area`, detail: `${base}-detail` };
  const described = (field: AddressField) => (errors[field] ? errorIdOf(ids[field]) : undefined);
  return (
    <>
      <InputRow
        id={ids.real_name}
        label="姓名"
        required
        placeholder="请输入收货人姓名"
        value={values.realName}
        error={errors.real_name}
        onChange={(value) => change('realName', value, 'real_name')}
      />
      <InputRow
        id={ids.phone}
        label="手机号"
        required
        inputMode="numeric"
        placeholder="请输入手机号码"
        value={values.phone}
        error={errors.phone}
        onChange={(value) => change('phone', value, 'phone')}
      />
      <FormRow id={ids.area} label="所在地区" error={errors.area} required>
        <RegionCascader
          value={values.area}
          invalid={Boolean(errors.area)}
          describedBy={described('area')}
          onChange={(area) => change('area', area, 'area')}
        />
      </FormRow>
      <FormRow id={ids.detail} label="详细地址" error={errors.detail} required>
        <textarea
          id={ids.detail}
          rows={2}
          placeholder="请输入详细地址，如街道、门牌号等"
          value={values.detail}
          aria-invalid={errors.detail ? true : undefined}
          aria-describedby={described('detail')}
          onChange={(event) => change('detail', event.target.value, 'detail')}
        />
      </FormRow>
      <CheckLine
        className="address-default"
        checked={values.isDefault}
        onChange={(checked) => change('isDefault', checked)}
        label="设为默认"
      />
    </>
  );
}
