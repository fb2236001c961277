// The QR code in the top left of a 数电发票, which many readers (expense tools, ERP scanners) rely on alone. Its text
// is the bureau's comma-separated list: 01 (the version), the kind (31 电子发票（增值税专用发票）, 32 电子发票（普通发票）),
// the 发票代码 (empty: a 数电发票 has none), the 20-digit 发票号码, 价税合计 (negative on a red invoice), the issue
// date as yyyymmdd, the 校验码 (empty for a 数电发票), and last a 4-character code only the bureau's platform
// computes, left empty here (docs/adr/0067-digital-invoice-document.md).
import QRCode from 'qrcode';
import { formatFen } from '#shared/money.ts';
import type { DigitalInvoice, InvoiceKind } from './digital-invoice.ts';

export const QR_KIND_CODES: Readonly<Record<InvoiceKind, string>> = { special: '31', normal: '32' };

/** Pixels per module: 33 modules × 3 = 99 pixels, drawn about 19 mm wide. */
export const QR_SCALE = 3;

export function invoiceQrText(invoice: DigitalInvoice): string {
  const date = invoice.issueDate.replaceAll('-', '');
  return ['01', QR_KIND_CODES[invoice.kind], '', invoice.number, formatFen(invoice.totalFen), date, '', ''].join(',');
}

/** The code as a black-on-white PNG without a quiet zone (the page around it is white). */
export function invoiceQrPng(text: string): Promise<Buffer> {
  return QRCode.toBuffer(text, { errorCorrectionLevel: 'M', margin: 0, scale: QR_SCALE, type: 'png' });
}
