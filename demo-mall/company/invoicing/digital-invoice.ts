// A 数电发票 (fully digital invoice) as the mall issues it for a confirmed statement (docs/company-api.md §4.2): the
// parties, the merged lines with their tax, the totals in figures and in Chinese capitals, and for a red invoice the
// blue one it reverses. Both files (digital-invoice-pdf.ts, digital-invoice-xml.ts) are drawn from this one value.
import type { Fen } from '#shared/money.ts';

export type InvoiceKind = 'special' | 'normal';

export const INVOICE_KIND_NAMES: Readonly<Record<InvoiceKind, string>> = {
  special: '增值税专用发票',
  normal: '普通发票',
};

export interface InvoiceParty {
  name: string;
  /** 统一社会信用代码/纳税人识别号 */
  taxNo: string;
  /** 地址、电话 (专票 prints them; may be empty on a 普票) */
  addressPhone: string;
  /** 开户行及账号 */
  bankAccount: string;
}

export interface InvoiceLine {
  /** 项目名称 in the *类别*名称 form tax rules ask for: *办公用品*复印纸 */
  name: string;
  spec: string;
  unit: string;
  quantity: number;
  /** 金额, without tax */
  amountFen: Fen;
  /** 税率, percent */
  taxRate: number;
  /** 税额 */
  taxFen: Fen;
}

export interface DigitalInvoice {
  /** 20 digits (digital-invoice-number.ts) */
  number: string;
  /** 'Y-m-d' */
  issueDate: string;
  kind: InvoiceKind;
  buyer: InvoiceParty;
  seller: InvoiceParty;
  lines: InvoiceLine[];
  totalAmountFen: Fen;
  totalTaxFen: Fen;
  /** 价税合计 = totalAmountFen + totalTaxFen */
  totalFen: Fen;
  remark: string;
  /** 开票人 */
  drawer: string;
  /** a red invoice: the number of the blue one it reverses and its 红字确认单 */
  reverses?: { number: string; confirmationNo: string };
}
