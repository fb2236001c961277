// 添加抬头 / 编辑抬头 (抬头管理, docs/screens.md a.11): 发票类型 (普通 / 增值税专用), 抬头类型 (个人 / 企业; 专用 is for a
// company only), the fields that kind asks for (税号 for 企业, 邮箱 for 普通, bank, address and phone for 专用) and
// 设为默认. Checked with the shared invoice rules first; a refusal of the mall is a toast and the typed values stay.
import { useEffect, useId, useState } from 'react';
import { appActions } from '../../state/app-state.ts';
import { type InvoiceField, type InvoiceForm, type InvoiceRequest, newInvoiceForm } from '../order/invoice.ts';
import { checkInvoice } from '../order/invoice-check.ts';
import { InvoiceInputs, InvoiceRadios } from '../order/InvoiceRows.tsx';
import { FormDialog } from '../ui/FormDialog.tsx';
import { FormRow } from '../ui/FormRow.tsx';
import { useBusy } from '../ui/use-busy.ts';
import { saveReceiptTitle } from './receipt-title-api.ts';
import { TitleTypeRow } from './TitleTypeRow.tsx';
import { formFromTitle, type ReceiptTitle } from './receipt-title.ts';
import '../order/order.css';
import './invoice.css';

export interface ReceiptTitleDialogProps {
  /** null keeps the dialog closed; {title: null} adds a new title */
  editing: { title: ReceiptTitle | null } | null;
  onClose: () => void;
  onSaved: () => void;
  /** where it is saved: the buyer's own titles unless a unit's (组织架构, docs/company-api.md §13.6); answers the message */
  save?: (id: number, request: InvoiceRequest, isDefault: boolean) => Promise<string>;
  /** 设为默认抬头: the buyer's own titles have a default; a unit's are offered after them and have none */
  offerDefault?: boolean;
}

type FieldError = { field: InvoiceField; message: string } | null;

export function ReceiptTitleDialog({ editing, onClose, onSaved, save = saveReceiptTitle, offerDefault = true }: ReceiptTitleDialogProps) {
  const [form, setForm] = useState<InvoiceForm>(() => newInvoiceForm(1, null));
  const [isDefault, setIsDefault] = useState(false);
  const [error, setError] = useState<FieldError>(null);
  const { busy, run } = useBusy();

  useEffect(() => {
    if (!editing) return;
    setForm(editing.title ? formFromTitle(editing.title) : newInvoiceForm(1, null));
    setIsDefault(editing.title?.is_default === 1);
    setError(null);
  }, [editing]);

  if (!editing) return null;

  const set = (field: InvoiceField, value: string) => {
    setForm((current) => {
      const next = { ...current, [field]: value };
      // a 增值税专用发票 is for a company only
      if (field === 'receipt_type' && value === '2') next.receipt_title_type = '2';
      return next;
    });
    if (error?.field === field) setError(null);
  };

  const submit = async () => {
    const checked = checkInvoice(form);
    setError(checked.error);
    const request = checked.request;
    if (!request) return;
    await run(async () => {
      try {
        appActions.toast(await save(editing.title?.user_receipt_id ?? 0, request, isDefault), 'success');
        onSaved();
      } catch (failure) {
        appActions.toast(failure instanceof Error ? failure.message : '保存失败');
      }
    });
  };

  return (
    <FormDialog
      title={editing.title ? '编辑抬头' : '添加抬头'}
      onClose={onClose}
      onSubmit={submit}
      submitLabel="确定"
      busyLabel="保存中…"
      busy={busy}
      className="invoice-dialog"
      formClassName="invoice-form"
    >
      <TitleRows form={form} error={error} set={set} />
      {offerDefault ? (
        <label className="invoice-default-check">
          <input type="checkbox" checked={isDefault} onChange={(event) => setIsDefault(event.target.checked)} />
          设为默认抬头
        </label>
      ) : null}
    </FormDialog>
  );
}

function TitleRows({ form, error, set }: { form: InvoiceForm; error: FieldError; set: (field: InvoiceField, value: string) => void }) {
  const base = useId();
  const rowId = (field: InvoiceField) => `${base}-${field}`;
  const messageOf = (field: InvoiceField) => (error?.field === field ? error.message : undefined);
  return (
    <>
      <FormRow id={rowId('receipt_type')} label="发票类型" error={messageOf('receipt_type')}>
        <InvoiceRadios
          id={rowId('receipt_type')}
          label="发票类型"
          name={`${base}-receipt_type`}
          options={[
            ['1', '普通发票'],
            ['2', '增值税专用发票'],
          ]}
          value={form.receipt_type}
          onChange={(value) => set('receipt_type', value)}
        />
      </FormRow>
      <TitleTypeRow form={form} rowId={rowId} messageOf={messageOf} onChange={set} />
      <InvoiceInputs form={form} rowId={rowId} messageOf={messageOf} onChange={set} />
    </>
  );
}
