// 发票信息 (docs/screens.md a.6): 抬头类型 个人 / 企业 (a 增值税专用发票 is for a company only) and the fields
// that kind asks for, checked with the shared invoice rules when 确定 is pressed. The message shows under
// its field and the typed values stay. Also used by the order detail's 申请开票.
import { useEffect, useId, useState, type FormEvent } from 'react';
import { loadReceiptTitles } from '../invoice/receipt-title-api.ts';
import { formFromTitle, type ReceiptTitle, titlesForKind } from '../invoice/receipt-title.ts';
import { Dialog } from '../ui/Dialog.tsx';
import { errorIdOf, FormRow } from '../ui/FormRow.tsx';
import {
  checkInvoice,
  INVOICE_LABELS,
  INVOICE_NOTES,
  invoiceFields,
  type InvoiceField,
  type InvoiceForm,
  type InvoiceRequest,
} from './invoice.ts';
import './order.css';
import '../invoice/invoice.css';

export interface InvoiceDialogProps {
  /** the form to start from; null keeps the dialog closed */
  initial: InvoiceForm | null;
  onCancel: () => void;
  onConfirm: (form: InvoiceForm, request: InvoiceRequest) => void;
}

const PLACEHOLDERS: Partial<Record<InvoiceField, string>> = {
  receipt_title: '需要开具发票的企业名称或个人姓名',
  duty_paragraph: '纳税人识别号',
  email: '用于接收电子发票',
};

export function InvoiceDialog({ initial, onCancel, onConfirm }: InvoiceDialogProps) {
  const [form, setForm] = useState<InvoiceForm | null>(initial);
  const [error, setError] = useState<{ field: InvoiceField; message: string } | null>(null);
  const [saved, setSaved] = useState<ReceiptTitle[]>([]);
  const base = useId();

  useEffect(() => {
    setForm(initial);
    setError(null);
  }, [initial]);

  // 常用抬头: the buyer's saved titles (抬头管理 in 我的发票), read each time the dialog opens; none on a failure.
  const open = initial !== null;
  useEffect(() => {
    if (!open) return;
    let live = true;
    loadReceiptTitles().then(
      (titles) => live && setSaved(titles),
      () => live && setSaved([]),
    );
    return () => {
      live = false;
    };
  }, [open]);

  if (!form) return null;
  const special = form.receipt_type === '2';
  const reusable = titlesForKind(saved, form.receipt_type);

  const set = (field: InvoiceField, value: string) => {
    setForm((current) => (current ? { ...current, [field]: value } : current));
    if (error?.field === field) setError(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkInvoice(form);
    setError(checked.error);
    if (checked.request) onConfirm(form, checked.request);
  };

  const rowId = (field: InvoiceField) => `${base}-${field}`;
  const messageOf = (field: InvoiceField) => (error?.field === field ? error.message : undefined);

  return (
    <Dialog open title="发票信息" onClose={onCancel} closeOnBackdrop={false} className="invoice-dialog">
      <form className="invoice-form" noValidate onSubmit={submit}>
        <FormRow id={rowId('receipt_type')} label="发票类型">
          <p className="invoice-kind" id={rowId('receipt_type')}>
            {special ? '增值税专用发票' : '电子普通发票'}
          </p>
        </FormRow>
        {reusable.length > 0 && (
          <FormRow id={`${base}-saved`} label="常用抬头">
            {/* biome-ignore lint/a11y/useSemanticElements: a row of choice buttons under the row's label; a fieldset's legend would repeat that label */}
            <div className="invoice-saved" id={`${base}-saved`} role="group" aria-label="常用抬头">
              {reusable.map((title) => (
                <button
                  key={title.user_receipt_id}
                  type="button"
                  onClick={() => {
                    setForm(formFromTitle(title));
                    setError(null);
                  }}
                >
                  {title.receipt_title}
                </button>
              ))}
            </div>
          </FormRow>
        )}
        <FormRow id={rowId('receipt_title_type')} label="抬头类型" error={messageOf('receipt_title_type')}>
          <div className="invoice-radios" role="radiogroup" id={rowId('receipt_title_type')} aria-label="抬头类型">
            {(['1', '2'] as const).map((value) => (
              <label key={value} className={`invoice-radio${special && value === '1' ? ' is-disabled' : ''}`}>
                <input
                  type="radio"
                  name={`${base}-title-type`}
                  value={value}
                  checked={form.receipt_title_type === value}
                  disabled={special && value === '1'}
                  onChange={() => set('receipt_title_type', value)}
                />
                {value === '1' ? '个人' : '企业'}
              </label>
            ))}
          </div>
        </FormRow>
        {invoiceFields(form).map((field) => {
          const label = INVOICE_LABELS[field as keyof typeof INVOICE_LABELS];
          const message = messageOf(field);
          return (
            <FormRow key={field} id={rowId(field)} label={label} error={message} required>
              <input
                id={rowId(field)}
                className="form-input"
                value={form[field]}
                placeholder={PLACEHOLDERS[field] ?? `请输入${label}`}
                aria-invalid={message ? true : undefined}
                aria-describedby={message ? errorIdOf(rowId(field)) : undefined}
                onChange={(event) => set(field, event.target.value)}
              />
            </FormRow>
          );
        })}
        <p className="invoice-note">{special ? INVOICE_NOTES.paper : INVOICE_NOTES.electronic}</p>
        <div className="form-actions">
          <button type="button" className="btn-ghost" onClick={onCancel}>
            取消
          </button>
          <button type="submit" className="btn-primary">
            确定
          </button>
        </div>
      </form>
    </Dialog>
  );
}
