// The worker thread that draws the company's files (document-renderers.ts starts it): 数电发票 PDFs, statement PDFs
// and workbooks, the spend and agreement workbooks, one at a time, under the pool's heap limit and clock.
import { serveJobs } from '../../core/worker-jobs.ts';
import { agreementXlsx } from '../agreed-prices/agreed-price-xlsx.ts';
import { digitalInvoicePdf } from '../invoices/digital-invoice-pdf.ts';
import { spendXlsx } from '../spend/spend-xlsx.ts';
import { MissingFontError, statementPdf } from '../statements/statement-pdf.ts';
import { statementXlsx } from '../statements/statement-xlsx.ts';
import type { DocumentAnswer, DocumentJob } from './document-jobs.ts';

function draw(job: DocumentJob): Promise<Buffer> {
  if (job.kind === 'invoice-pdf') return digitalInvoicePdf(job.invoice);
  if (job.kind === 'statement-pdf') return statementPdf(job.content, job.fontPath);
  if (job.kind === 'statement-xlsx') return statementXlsx(job.content);
  if (job.kind === 'spend-xlsx') return spendXlsx(job.report);
  return agreementXlsx(job.rows);
}

serveJobs<DocumentJob, DocumentAnswer>(async (job) => {
  try {
    const body = await draw(job);
    return { ok: true, bytes: new Uint8Array(body.buffer, body.byteOffset, body.byteLength) };
  } catch (error) {
    if (error instanceof MissingFontError) return { ok: false, missingFont: error.path };
    throw error;
  }
});
