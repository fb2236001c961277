// What the document threads draw (document-thread.ts): each job carries the plain data its file is drawn from, so
// the drawing (pdfkit, ExcelJS) runs off the mall's event loop (docs/adr/0091).
import type { AgreementPriceRow } from '#shared/company/agreement-price-rules.ts';
import type { DigitalInvoice } from '../invoices/digital-invoice.ts';
import type { SpendReport } from '../spend/spend-report.ts';
import type { StatementExport } from '../statements/statement-export-content.ts';

export type DocumentJob =
  | { kind: 'invoice-pdf'; invoice: DigitalInvoice }
  | { kind: 'statement-pdf'; content: StatementExport; fontPath: string }
  | { kind: 'statement-xlsx'; content: StatementExport }
  | { kind: 'spend-xlsx'; report: SpendReport }
  | { kind: 'agreement-xlsx'; rows: readonly AgreementPriceRow[] };

/** the file's bytes, or the font the PDF could not find */
export type DocumentAnswer = { ok: true; bytes: Uint8Array } | { ok: false; missingFont: string };
