// Demo-only merchant side of 集中开票 (/demo/merchant/invoices, a door like the rest of /demo/merchant): issues a
// requested invoice as a 数电发票 (once: a second click is told so), shows its files, and applies for a 红字确认单
// for a refund on an invoiced line. Each action answers the page again with a notice; a refusal is HTTP 400.
import { digitalInvoicePdf } from './digital-invoice-pdf.ts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  isRedReasonCode,
  RED_CONFIRMATION_MESSAGES as R,
  STATEMENT_INVOICE_MESSAGES as M,
} from '#shared/company/statement-invoice-rules.ts';
import { toFen } from '#shared/money.ts';
import { firstText } from '../../core/param-schemas.ts';
import { integerOf } from '../../core/param-readers.ts';
import { readParams } from '../../core/params.ts';
import type { DemoMallDatabase } from '../../db/database.ts';
import { invoiceFile, isInvoiceFileType } from './invoice-files.ts';
import { invoiceConsolePage } from './invoice-console-page.ts';
import type { RedConfirmations } from './red-confirmations.ts';
import type { Outcome, StatementInvoices } from './statement-invoices.ts';

const ROWS = 50;

export function registerInvoiceConsole(
  app: FastifyInstance,
  deps: { db: DemoMallDatabase; invoices: StatementInvoices; reds: RedConfirmations },
): void {
  const { db, invoices, reds } = deps;
  const companyName = db.prepare('SELECT name FROM companies WHERE company_id = ?');

  function render(reply: FastifyReply, done?: Outcome<string>) {
    const notice = done ? (done.ok ? { text: done.value, warn: false } : { text: done.message, warn: true }) : undefined;
    const view = {
      invoices: invoices.recent(ROWS),
      candidates: reds.candidates(),
      confirmations: reds.recent(ROWS),
      companyName: (id: number) => (companyName.get(id) as { name: string } | undefined)?.name ?? '',
      merchantName: invoices.merchantName,
      numberOf: (id: number | null) => (id === null ? '' : (invoices.byId(id)?.number ?? '')),
    };
    return reply
      .code(done && !done.ok ? 400 : 200)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(invoiceConsolePage(view, notice));
  }

  app.get('/demo/merchant/invoices', async (_request, reply) => render(reply));

  app.get('/demo/merchant/invoices/file/:id', async (request, reply) => {
    const row = invoices.byId(integerOf((request.params as { id?: unknown }).id));
    const document = row ? invoices.documentOf(row) : undefined;
    const type = firstText(readParams(request).type);
    if (!row || !document || !row.issue_time) return render(reply, { ok: false, message: M.notIssued });
    if (!isInvoiceFileType(type)) return render(reply, { ok: false, message: M.downloadType });
    // the demo merchant's door draws on the spot: the company's downloads are the ones bounded per company
    const file = await invoiceFile(document, row.issue_time, type, (invoice) => digitalInvoicePdf(invoice));
    return reply.type(file.contentType).header('content-disposition', file.disposition).send(file.body);
  });

  app.post('/demo/merchant/invoices/issue', async (request, reply) => {
    const done = invoices.issue(integerOf(readParams(request).invoice_id));
    return render(reply, done.ok ? { ok: true, value: `${M.issued}：${done.value.number}` } : done);
  });

  app.post('/demo/merchant/invoices/red-apply', async (request, reply) => {
    const params = readParams(request);
    const reasonCode = firstText(params.reason_code);
    if (!isRedReasonCode(reasonCode)) return render(reply, { ok: false, message: R.reasonCode });
    const amountText = firstText(params.amount);
    // yuan with at most two decimals, read digit by digit
    const amountFen = /^\d{1,9}(\.\d{1,2})?$/.test(amountText) ? toFen(amountText) : 0;
    if (amountFen <= 0) return render(reply, { ok: false, message: R.amount });
    const done = reds.apply({
      invoiceId: integerOf(params.invoice_id),
      orderProductId: integerOf(params.order_product_id),
      refundOrderId: integerOf(params.refund_order_id),
      reasonCode,
      amountFen,
    });
    return render(reply, done.ok ? { ok: true, value: `${R.applied}（${done.value.confirmation_no}）` } : done);
  });
}
