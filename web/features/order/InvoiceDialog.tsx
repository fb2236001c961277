// 发票信息 (docs/screens.md a.6): 抬头类型 个人 / 企业 (a 增值税专用发票 is for a company only) and the fields
// that kind asks for, checked with the shared invoice rules when 确定 is pressed. The message shows under
// its field and the typed values stay. Also used by the order detail's 申请开票.
import { useEffect, useId, useState } from 'react';
import { unitLabel } from '#shared/company/unit-data-rules.ts';
import { useAppState } from '#web/state/app-state.ts';
import { loadPickableTitles } from '../invoice/receipt-title-api.ts';
import { formFromTitle, type ReceiptTitle, titlesForKind } from '../invoice/receipt-title.ts';
import { TitleTypeRow } from '../invoice/TitleTypeRow.tsx';
import { FormDialog } from '../ui/FormDialog.tsx';
import { FormRow } from '../ui/FormRow.tsx';
import { INVOICE_NOTES, type InvoiceField, type InvoiceForm, type InvoiceRequest } from './invoice.ts';
import { checkInvoice } from './invoice-check.ts';
import { InvoiceInputs } from './InvoiceRows.tsx';
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
  const saved = useSavedTitles(initial !== null);
  const base = useId();

  useEffect(() => {
    setForm(initial);
    setError(null);
  }, [initial]);

  if (!form) return null;
  const special = form.receipt_type === '2';

  const set = (field: InvoiceField, value: string) => {
    setForm((current) => (current ? { ...current, [field]: value } : current));
    if (error?.field === field) setError(null);
  };
  const choose = (title: ReceiptTitle) => {
    setForm(formFromTitle(title));
    setError(null);
  };

  const submit = () => {
    const checked = checkInvoice(form);
    setError(checked.error);
    if (checked.request) onConfirm(form, checked.request);
  };

  const rowId = (field: InvoiceField) => `${base}-${field}`;
  const messageOf = (field: InvoiceField) => (error?.field === field ? error.message : undefined);

  return (
    <FormDialog
      title="发票信息"
      onClose={onCancel}
      onSubmit={submit}
      submitLabel="确定"
      className="invoice-dialog"
      formClassName="invoice-form"
    >
      <FormRow id={rowId('receipt_type')} label="发票类型">
        <p className="invoice-kind" id={rowId('receipt_type')}>
          {special ? '增值税专用发票' : '电子普通发票'}
        </p>
      </FormRow>
      <SavedTitles id={`${base}-saved`} titles={titlesForKind(saved, form.receipt_type)} onChoose={choose} />
      <TitleTypeRow form={form} rowId={rowId} messageOf={messageOf} onChange={set} />
      <InvoiceInputs form={form} rowId={rowId} messageOf={messageOf} placeholders={PLACEHOLDERS} onChange={set} />
      <p className="invoice-note">{special ? INVOICE_NOTES.paper : INVOICE_NOTES.electronic}</p>
    </FormDialog>
  );
}

/**
 * 常用抬头: the buyer's saved titles (抬头管理 in 我的发票) and under 企业 their units' (§13.6), read each time the
 * dialog opens; none on a failure.
 */
function useSavedTitles(open: boolean): ReceiptTitle[] {
  const [saved, setSaved] = useState<ReceiptTitle[]>([]);
  const company = useAppState().entity === 'COMPANY';
  useEffect(() => {
    if (!open) return;
    let live = true;
    loadPickableTitles(company).then(
      (titles) => live && setSaved(titles),
      () => live && setSaved([]),
    );
    return () => {
      live = false;
    };
  }, [open, company]);
  return saved;
}

function SavedTitles({ id, titles, onChoose }: { id: string; titles: ReceiptTitle[]; onChoose: (title: ReceiptTitle) => void }) {
  if (titles.length === 0) return null;
  return (
    <FormRow id={id} label="常用抬头">
      {/* biome-ignore lint/a11y/useSemanticElements: a row of choice buttons under the row's label; a fieldset's legend would repeat that label */}
      <div className="invoice-saved" id={id} role="group" aria-label="常用抬头">
        {titles.map((title) => (
          <button key={title.user_receipt_id} type="button" onClick={() => onChoose(title)}>
            {unitLabel(title.unit_name ?? '', title.receipt_title)}
          </button>
        ))}
      </div>
    </FormRow>
  );
}
