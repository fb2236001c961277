// The two files of an issued 数电发票 (docs/company-api.md §12.2): the PDF and the XML, drawn from the stored
// document, named 数电发票-<发票号码>.pdf / .xml with an ASCII fallback.
import type { DigitalInvoice } from './digital-invoice.ts';
import { digitalInvoiceXml } from './digital-invoice-xml.ts';

export const INVOICE_FILE_TYPES = ['pdf', 'xml'] as const;
export type InvoiceFileType = (typeof INVOICE_FILE_TYPES)[number];

export function isInvoiceFileType(value: unknown): value is InvoiceFileType {
  return value === 'pdf' || value === 'xml';
}

export function invoiceDisposition(number: string, type: InvoiceFileType): string {
  return `attachment; filename="invoice-${number}.${type}"; filename*=UTF-8''${encodeURIComponent(`数电发票-${number}.${type}`)}`;
}

/** `drawPdf` draws the PDF off the event loop (documents/document-renderers.ts); the XML is a string and stays. */
export async function invoiceFile(
  invoice: DigitalInvoice,
  issueTime: string,
  type: InvoiceFileType,
  drawPdf: (invoice: DigitalInvoice) => Promise<Buffer>,
): Promise<{ body: Buffer; contentType: string; disposition: string }> {
  const disposition = invoiceDisposition(invoice.number, type);
  if (type === 'xml') {
    return { body: Buffer.from(digitalInvoiceXml(invoice, issueTime), 'utf8'), contentType: 'application/xml; charset=utf-8', disposition };
  }
  return { body: await drawPdf(invoice), contentType: 'application/pdf', disposition };
}
