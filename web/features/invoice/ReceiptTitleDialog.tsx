// 添加抬头 / 编辑抬头 (抬头管理, docs/screens.md a.11): 发票类型 (普通 / 增值税专用), 抬头类型 (个人 / 企业; 专用 is for a
// company only), the fields that kind asks for (税号 for 企业, 邮箱 for 普通, bank, address and phone for 专用) and
// 设为默认. Checked with the shared invoice rules first; a refusal of the mall is a toast and the typed values stay.
import { useEffect, useId, useState, type FormEvent } from 'react';
import { appActions } from '../../state/app-state.ts';
import { Dialog } from '../ui/Dialog.tsx';
import { errorIdOf, FormRow } from '../ui/FormRow.tsx';
import { checkInvoice, INVOICE_LABELS, type InvoiceField, type InvoiceForm, invoiceFields, newInvoiceForm } from '../order/invoice.ts';
import { saveReceiptTitle } from './receipt-title-api.ts';
import { formFromTitle, type ReceiptTitle } from './receipt-title.ts';
import '../order/order.css';
import './invoice.css';

export interface ReceiptTitleDialogProps {
  /** null keeps the dialog closed; {title: null} adds a new title */
  editing: { title: ReceiptTitle | null } | null;
  onClose: () => void;
  onSaved: () => void;
}

export function ReceiptTitleDialog({ editing, onClose, onSaved }: ReceiptTitleDialogProps) {
  const [form, setForm] = useState<InvoiceForm>(() => newInvoiceForm(1, null));
  const [isDefault, setIsDefault] = useState(false);
  const [error, setError] = useState<{ field: InvoiceField; message: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const base = useId();

  useEffect(() => {
    if (!editing) return;
    setForm(editing.title ? formFromTitle(editing.title) : newInvoiceForm(1, null));
    setIsDefault(editing.title?.is_default === 1);
    setError(null);
  }, [editing]);

  if (!editing) return null;
  const special = form.receipt_type === '2';

  const set = (field: InvoiceField, value: string) => {
    setForm((current) => {
      const next = { ...current, [field]: value };
      // a 增值税专用发票 is for a company only
      if (field === 'receipt_type' && value === '2') next.receipt_title_type = '2';
      return next;
    });
    if (error?.field === field) setError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const checked = checkInvoice(form);
    setError(checked.error);
    if (!checked.request) return;
    setSaving(true);
    try {
      const message = await saveReceiptTitle(editing.title?.user_receipt_id ?? 0, checked.request, isDefault);
      appActions.toast(message, 'success');
      onSaved();
    } catch (failure) {
      appActions.toast(failure instanceof Error ? failure.message : '保存失败');
    } finally {
      setSaving(false);
    }
  };

  const rowId = (field: InvoiceField) => `${base}-${field}`;
  const messageOf = (field: InvoiceField) => (error?.field === field ? error.message : undefined);
  const radios = (field: 'receipt_type' | 'receipt_title_type', options: [string, string][], disabled?: (value: string) => boolean) => (
    <div className="invoice-radios" role="radiogroup" id={rowId(field)} aria-label={field === 'receipt_type' ? '发票类型' : '抬头类型'}>
      {options.map(([value, label]) => (
        <label key={value} className={`invoice-radio${disabled?.(value) ? ' is-disabled' : ''}`}>
          <input
            type="radio"
            name={`${base}-${field}`}
            value={value}
            checked={form[field] === value}
            disabled={disabled?.(value)}
            onChange={() => set(field, value)}
          />
          {label}
        </label>
      ))}
    </div>
  );

  return (
    <Dialog open title={editing.title ? '编辑抬头' : '添加抬头'} onClose={onClose} closeOnBackdrop={false} className="invoice-dialog">
      <form className="invoice-form" noValidate onSubmit={(event) => void submit(event)}>
        <FormRow id={rowId('receipt_type')} label="发票类型" error={messageOf('receipt_type')}>
          {radios('receipt_type', [
            ['1', '普通发票'],
            ['2', '增值税专用发票'],
          ])}
        </FormRow>
        <FormRow id={rowId('receipt_title_type')} label="抬头类型" error={messageOf('receipt_title_type')}>
          {radios(
            'receipt_title_type',
            [
              ['1', '个人'],
              ['2', '企业'],
            ],
            (value) => special && value === '1',
          )}
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
                placeholder={`请输入${label}`}
                aria-invalid={message ? true : undefined}
                aria-describedby={message ? errorIdOf(rowId(field)) : undefined}
                onChange={(event) => set(field, event.target.value)}
              />
            </FormRow>
          );
        })}
        <label className="invoice-default-check">
          <input type="checkbox" checked={isDefault} onChange={(event) => setIsDefault(event.target.checked)} />
          设为默认抬头
        </label>
        <div className="form-actions">
          <button type="button" className="btn-ghost" onClick={onClose}>
            取消
          </button>
          <button type="submit" className="btn-primary" disabled={saving}>
            {saving ? '保存中…' : '确定'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
