// Pure invoice logic (docs/screens.md a.6 发票类型, docs/product.md §13 "invoices"): the three choices, the
// form of the 发票信息 dialog, which fields each kind asks for, and the check with the shared schema
// (the check itself, with the shared rules, is invoice-check.ts: it loads with the dialogs, not with the pages).
import type { normalizeReceipt, ReceiptFields } from '#shared/trade/receipt-rules.ts';

/** 0 不开发票, 1 电子普通发票, 2 增值税专用发票 */
export type InvoiceChoice = 0 | 1 | 2;

export const INVOICE_CHOICES: readonly { value: InvoiceChoice; label: string }[] = [
  { value: 0, label: '不开发票' },
  { value: 1, label: '电子普通发票' },
  { value: 2, label: '增值税专用发票' },
];

/** The dialog's fields: the invoice request's, with the two kinds as the radios hold them. */
export interface InvoiceForm extends ReceiptFields {
  receipt_type: '1' | '2';
  receipt_title_type: '1' | '2';
}

export type InvoiceField = keyof InvoiceForm;

/** The checked invoice request as order/create's receipt_data carries it (without mer_id). */
export type InvoiceRequest = ReturnType<typeof normalizeReceipt>;

export const INVOICE_LABELS: Record<Exclude<InvoiceField, 'receipt_type' | 'receipt_title_type'>, string> = {
  receipt_title: '发票抬头',
  duty_paragraph: '单位税号',
  email: '收票邮箱',
  bank_name: '开户银行',
  bank_code: '银行账号',
  address: '企业地址',
  tel: '企业电话',
};

export const INVOICE_NOTES = {
  electronic: '默认发送至所提供的电子邮件',
  paper: '纸质发票开出后将以邮寄形式交付',
} as const;

/** A fresh form for the chosen kind; a company buyer starts with the company as the title. */
export function newInvoiceForm(choice: Exclude<InvoiceChoice, 0>, companyName: string | null): InvoiceForm {
  const company = choice === 2 || Boolean(companyName);
  return {
    receipt_type: choice === 2 ? '2' : '1',
    receipt_title_type: company ? '2' : '1',
    receipt_title: company && companyName ? companyName : '',
    duty_paragraph: '',
    email: '',
    bank_name: '',
    bank_code: '',
    address: '',
    tel: '',
  };
}

/** The company's invoice profile (GET /api/company/invoice/profile), the fields 集中开票's dialog starts from. */
export interface RawInvoiceProfile {
  title?: string;
  tax_no?: string;
  address?: string;
  phone?: string;
  bank_name?: string;
  bank_account?: string;
}

/** A company's new request prefilled from its invoice profile: the certified 税号, bank, account, address and phone. */
export function formFromInvoiceProfile(form: InvoiceForm, profile: RawInvoiceProfile | null): InvoiceForm {
  if (!profile || form.receipt_title_type !== '2') return form;
  return {
    ...form,
    receipt_title: profile.title || form.receipt_title,
    duty_paragraph: profile.tax_no ?? '',
    bank_name: profile.bank_name ?? '',
    bank_code: profile.bank_account ?? '',
    address: profile.address ?? '',
    tel: profile.phone ?? '',
  };
}

/** The form reopened on a saved request, or switched to another kind keeping what was typed. */
export function formForChoice(choice: Exclude<InvoiceChoice, 0>, previous: InvoiceForm | null, companyName: string | null): InvoiceForm {
  if (!previous) return newInvoiceForm(choice, companyName);
  const special = choice === 2;
  return { ...previous, receipt_type: special ? '2' : '1', receipt_title_type: special ? '2' : previous.receipt_title_type };
}

/** The fields the dialog shows for the form's kind and title type, in the original's order. */
export function invoiceFields(form: InvoiceForm): InvoiceField[] {
  const fields: InvoiceField[] = ['receipt_title'];
  if (form.receipt_title_type === '2') fields.push('duty_paragraph');
  if (form.receipt_type === '1') fields.push('email');
  else fields.push('bank_name', 'bank_code', 'address', 'tel');
  return fields;
}

/** One line for the merchant block: 电子普通发票 · 个人 · <抬头>. */
export function invoiceSummary(request: InvoiceRequest): string {
  const kind = request.receipt_type === 2 ? '增值税专用发票' : '电子普通发票';
  const titleType = request.receipt_title_type === 2 ? '企业' : '个人';
  return `${kind} · ${titleType} · ${request.receipt_title}`;
}
