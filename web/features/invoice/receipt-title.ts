// Saved invoice titles (抬头管理, docs/mall-api.md §3.9 /api/user/receipt/*): the mall's rows, the form they fill
// (the same form and rules as an order's invoice request), and one line that names a title.
import type { InvoiceForm } from '../order/invoice.ts';

/** A row of GET /api/user/receipt/lst (a bare array, no paging). */
export interface ReceiptTitle {
  user_receipt_id: number;
  /** 1 普通发票, 2 增值税专用发票 */
  receipt_type: number;
  receipt_title: string;
  /** 1 个人, 2 企业 */
  receipt_title_type: number;
  duty_paragraph: string;
  email: string;
  bank_name: string;
  bank_code: string;
  address: string;
  tel: string;
  is_default: number;
  /** a title of the buyer's unit or a unit above it (/api/company/org/unit_choices, company-api.md §13.6) */
  unit_name?: string;
}

export function formFromTitle(title: ReceiptTitle): InvoiceForm {
  return {
    receipt_type: title.receipt_type === 2 ? '2' : '1',
    receipt_title_type: title.receipt_title_type === 2 ? '2' : '1',
    receipt_title: title.receipt_title,
    duty_paragraph: title.duty_paragraph ?? '',
    email: title.email ?? '',
    bank_name: title.bank_name ?? '',
    bank_code: title.bank_code ?? '',
    address: title.address ?? '',
    tel: title.tel ?? '',
  };
}

export const titleKindText = (title: Pick<ReceiptTitle, 'receipt_type'>) => (title.receipt_type === 2 ? '增值税专用发票' : '普通发票');
export const titleTypeText = (title: Pick<ReceiptTitle, 'receipt_title_type'>) => (title.receipt_title_type === 2 ? '企业' : '个人');

/** The saved titles an invoice of this kind can reuse: the same kind, the default first. */
export function titlesForKind(titles: readonly ReceiptTitle[], receiptType: '1' | '2'): ReceiptTitle[] {
  const kind = receiptType === '2' ? 2 : 1;
  const same = titles.filter((title) => title.receipt_type === kind);
  return [...same.filter((title) => title.is_default === 1), ...same.filter((title) => title.is_default !== 1)];
}
