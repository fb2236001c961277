// 集中开票 and 红字确认单 on 我的发票 (docs/company-api.md §12): the answers of GET /api/company/invoice/lst and
// GET /api/company/red_confirmation/lst as the page shows them, and the download links (plain links to the BFF).
import { isValidTaxNo } from '#shared/company/credit-code.ts';
import { STATEMENT_INVOICE_MESSAGES } from '#shared/company/statement-invoice-rules.ts';

export interface RawInvoice {
  invoice_id: number;
  invoice_no: string;
  kind: 'special' | 'normal';
  kind_name: string;
  color: 'blue' | 'red';
  status: number;
  status_name: string;
  title: string;
  tax_no: string;
  amount: string;
  amount_capitals: string;
  red_of_no: string;
  issue_time: string;
}

export interface RawBilling {
  statement_id: number;
  period: string;
  mer_id: number;
  mer_name: string;
  amount: string;
  line_count: number;
  invoice: RawInvoice | null;
  red_invoices: RawInvoice[];
}

export interface RawProfile {
  title: string;
  tax_no: string;
  address: string;
  phone: string;
  bank_name: string;
  bank_account: string;
  saved: boolean;
}

export interface RawConfirmation {
  confirmation_id: number;
  confirmation_no: string;
  invoice_no: string;
  mer_name: string;
  product_name: string;
  reason_code: string;
  reason_name: string;
  quantity: number;
  amount: string;
  status: number;
  status_name: string;
  reject_reason: string;
  expire_time: string;
  create_time: string;
  red_invoice_no: string;
}

export interface StatementInvoiceData {
  billings: RawBilling[];
  profile: RawProfile;
  confirmations: RawConfirmation[];
}

export const EMPTY_PROFILE: RawProfile = { title: '', tax_no: '', address: '', phone: '', bank_name: '', bank_account: '', saved: false };

export function downloadHref(invoiceId: number, type: 'pdf' | 'xml'): string {
  return `/api/company/invoice/download/${invoiceId}?type=${type}`;
}

/** 待我确认 first (oldest deadline first), then the decided ones newest first. */
export function waitingFirst(list: readonly RawConfirmation[]): RawConfirmation[] {
  const waiting = list.filter((row) => row.status === 0).sort((a, b) => a.expire_time.localeCompare(b.expire_time));
  return [...waiting, ...list.filter((row) => row.status !== 0)];
}

/** The form of a request: the company's invoice profile's fields (prefilled from it), the kind, and whether to save them. */
export interface InvoiceRequestForm extends Omit<RawProfile, 'saved'> {
  kind: 'special' | 'normal';
  save_profile: boolean;
}

export function requestFormOf(profile: RawProfile): InvoiceRequestForm {
  const { saved: _saved, ...fields } = profile;
  return { kind: 'special', ...fields, save_profile: !profile.saved };
}

/** The first thing the form lacks, in the mall's words (docs/company-api.md §12.1); null when it may be sent. */
export function requestFormError(form: InvoiceRequestForm): string | null {
  if (form.title.trim() === '') return '请填写发票抬头（不超过 100 个字）';
  if (!isValidTaxNo(form.tax_no.trim().toUpperCase())) return STATEMENT_INVOICE_MESSAGES.taxNo;
  const details = [form.address, form.phone, form.bank_name, form.bank_account];
  if (form.kind === 'special' && details.some((value) => value.trim() === '')) return '开具专票请填写地址、电话、开户银行和银行账号';
  return null;
}
