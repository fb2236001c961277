// 申请开票 for one merchant of a confirmed statement (docs/company-api.md §12.1): 专票 or 普票, the title and tax
// details prefilled from the company's invoice profile (editable here), and 保存为企业开票信息 — one profile for every
// store, so the next request of any store starts from it. A double click sends one request (useBusy) and the mall
// answers a repeated request with the first one.
import { useState } from 'react';
import { FormDialog } from '../ui/FormDialog.tsx';
import { FormRow } from '../ui/FormRow.tsx';
import { useBusy } from '../ui/use-busy.ts';
import { statementInvoiceApi } from './statement-invoice-api.ts';
import { type InvoiceRequestForm, type RawBilling, type RawProfile, requestFormError, requestFormOf } from './statement-invoice-view.ts';
import { sendFromDialog } from '../ui/send-from-dialog.ts';

type TextField = Exclude<keyof InvoiceRequestForm, 'kind' | 'save_profile'>;

const FIELDS: readonly { key: TextField; label: string; specialOnly: boolean }[] = [
  { key: 'title', label: '发票抬头', specialOnly: false },
  { key: 'tax_no', label: '纳税人识别号', specialOnly: false },
  { key: 'address', label: '注册地址', specialOnly: true },
  { key: 'phone', label: '注册电话', specialOnly: true },
  { key: 'bank_name', label: '开户银行', specialOnly: true },
  { key: 'bank_account', label: '银行账号', specialOnly: true },
];

export function InvoiceRequestDialog({ billing, profile, onClose }: { billing: RawBilling; profile: RawProfile; onClose: () => void }) {
  const [form, setForm] = useState<InvoiceRequestForm>(() => requestFormOf(profile));
  const [error, setError] = useState<string | undefined>();
  const { busy, run } = useBusy();
  const set = <K extends keyof InvoiceRequestForm>(key: K, value: InvoiceRequestForm[K]) =>
    setForm((current) => ({ ...current, [key]: value }));

  const submit = () => {
    const problem = requestFormError(form);
    setError(problem ?? undefined);
    if (problem) return;
    void run(() =>
      sendFromDialog(() => statementInvoiceApi.request(billing.statement_id, billing.mer_id, form), {
        success: '开票申请已提交',
        failure: '提交失败',
        onClose,
        onError: setError,
      }),
    );
  };

  return (
    <FormDialog
      title={`申请开票：${billing.mer_name}（对账单 ${billing.period}）`}
      onClose={onClose}
      onSubmit={submit}
      submitLabel="提交申请"
      busyLabel="提交中…"
      busy={busy}
      error={error}
      className="sinv-dialog"
    >
      <p className="sinv-amount">
        价税合计 ¥{billing.amount}（{billing.line_count} 行，按商品和税率合并）
      </p>
      <fieldset className="sinv-kind">
        <legend>发票类型</legend>
        <label>
          <input type="radio" name="kind" checked={form.kind === 'special'} onChange={() => set('kind', 'special')} />
          增值税专用发票
        </label>
        <label>
          <input type="radio" name="kind" checked={form.kind === 'normal'} onChange={() => set('kind', 'normal')} />
          普通发票
        </label>
      </fieldset>
      {FIELDS.map((field) => (
        <FormRow key={field.key} id={`sinv-${field.key}`} label={field.label} required={!field.specialOnly || form.kind === 'special'}>
          <input id={`sinv-${field.key}`} value={form[field.key]} onChange={(event) => set(field.key, event.target.value)} />
        </FormRow>
      ))}
      <label className="sinv-save">
        <input type="checkbox" checked={form.save_profile} onChange={(event) => set('save_profile', event.target.checked)} />
        保存为企业开票信息（所有店铺通用）
      </label>
    </FormDialog>
  );
}
