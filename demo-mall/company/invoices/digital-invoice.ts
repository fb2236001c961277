// A 数电发票 (fully digital invoice) as the mall issues it for a confirmed statement (docs/company-api.md §12.2): the
// parties, the merged lines with their tax, the totals in figures and in Chinese capitals, and for a red invoice the
// blue one it reverses. Both files (digital-invoice-pdf.ts, digital-invoice-xml.ts) are drawn from this one value.
import type { Fen } from '#shared/money.ts';
import { unitPriceOf } from './unit-price.ts';

export type InvoiceKind = 'special' | 'normal';

export const INVOICE_KIND_NAMES: Readonly<Record<InvoiceKind, string>> = {
  special: '增值税专用发票',
  normal: '普通发票',
};

export interface InvoiceParty {
  name: string;
  /** 统一社会信用代码/纳税人识别号 */
  taxNo: string;
  /** 地址, 电话, 开户行, 账号: a 专票 prints them; they may be empty on a 普票 */
  address: string;
  phone: string;
  bankName: string;
  bankAccount: string;
}

export interface InvoiceLine {
  /** 项目名称 in the *类别*名称 form tax rules ask for: *办公用品*复印纸 */
  name: string;
  spec: string;
  unit: string;
  quantity: number;
  /** 单价 without tax, 2 to 8 decimals ('' for a 折让 line of quantity 0) */
  unitPrice: string;
  /** 金额, without tax */
  amountFen: Fen;
  /** 税率, percent */
  taxRate: number;
  /** 税额 */
  taxFen: Fen;
  /** 税收分类编码, 19 digits */
  taxCode: string;
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
  /** 开票人, a person (the merchant's configured one) */
  drawer: string;
  /** a red invoice: the number of the blue one it reverses and its 红字确认单 */
  reverses?: { number: string; confirmationNo: string };
}

/** The fields of a party or a line stored before they were split (addressPhone, bankAccount with the bank). */
type StoredParty = Partial<InvoiceParty> & { addressPhone?: string };
type StoredLine = Omit<InvoiceLine, 'unitPrice' | 'taxCode'> & Partial<Pick<InvoiceLine, 'unitPrice' | 'taxCode'>>;

export function partyOf(stored: StoredParty): InvoiceParty {
  return {
    name: stored.name ?? '',
    taxNo: stored.taxNo ?? '',
    address: stored.address ?? stored.addressPhone ?? '',
    phone: stored.phone ?? '',
    bankName: stored.bankName ?? (stored.phone === undefined ? (stored.bankAccount ?? '') : ''),
    bankAccount: stored.phone === undefined ? '' : (stored.bankAccount ?? ''),
  };
}

export function linesOf(stored: readonly StoredLine[]): InvoiceLine[] {
  return stored.map((line) => ({
    ...line,
    unitPrice: line.unitPrice ?? unitPriceOf(line.amountFen, line.quantity),
    taxCode: line.taxCode ?? '',
  }));
}

/** A stored document, read whatever shape it was written in. */
export function storedInvoice(json: string): DigitalInvoice {
  const stored = JSON.parse(json) as DigitalInvoice & { buyer: StoredParty; seller: StoredParty; lines: StoredLine[] };
  return { ...stored, buyer: partyOf(stored.buyer), seller: partyOf(stored.seller), lines: linesOf(stored.lines) };
}

/** 备注 as printed and filed: a red invoice first names the blue invoice and the 红字确认单, as the bureau's do. */
export function remarkText(invoice: DigitalInvoice): string {
  const red = invoice.reverses
    ? `被红冲蓝字数电发票号码：${invoice.reverses.number}　红字发票信息确认单编号：${invoice.reverses.confirmationNo}　`
    : '';
  return `${red}${invoice.remark}`;
}
