// The 发票信息 form's check with the shared invoice rules (the mall validator's order: the first broken rule is
// reported under its field). Apart from invoice.ts so the rules load with the dialogs that check, not with the pages.
import { normalizeReceipt, receiptProblem } from '#shared/trade/receipt-rules.ts';
import type { InvoiceField, InvoiceForm, InvoiceRequest } from './invoice.ts';

/** The first broken rule as {field: message}, or null and the request order/create will carry. */
export function checkInvoice(form: InvoiceForm): {
  error: { field: InvoiceField; message: string } | null;
  request: InvoiceRequest | null;
} {
  const trimmed = Object.fromEntries(Object.entries(form).map(([key, value]) => [key, value.trim()])) as unknown as InvoiceForm;
  const problem = receiptProblem(trimmed);
  // the same rule and shaping as the BFF's ReceiptInputSchema, without loading zod in the page
  return problem ? { error: problem, request: null } : { error: null, request: normalizeReceipt(trimmed) };
}
