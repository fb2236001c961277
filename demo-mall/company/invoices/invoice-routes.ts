// The company's calls of 集中开票 and 红字确认单 (docs/company-api.md §12): the invoice profile, the statements' invoices
// by merchant, the request, the downloads, and the 红字确认单 waiting for the buyer. Every call needs
// 'statementInvoices.manage' (管理员, 财务), the route table's rows (company/route-guard.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { RED_CONFIRMATION_MESSAGES as R, STATEMENT_INVOICE_MESSAGES as M } from '#shared/company/statement-invoice-rules.ts';
import { formatFen } from '#shared/money.ts';
import { fail, ok, okMessage } from '../../core/envelope.ts';
import { readParams } from '../../core/params.ts';
import type { LoginGate } from '../../core/login-gate.ts';
import type { Membership } from '../membership.ts';
import { MissingFontError } from '../statements/statement-pdf.ts';
import { DocumentRefusedError, type DocumentRenderers } from '../documents/document-renderers.ts';
import { idToPeriod, periodToId } from '../statements/statement-periods.ts';
import { profileView } from './invoice-profile.ts';
import { invoiceFile, isInvoiceFileType } from './invoice-files.ts';
import { readInvoiceProfile, readInvoiceRequest, readRejectReason } from './invoice-request-params.ts';
import { confirmationView, invoiceView } from './invoice-views.ts';
import type { RedConfirmations } from './red-confirmations.ts';
import type { StatementInvoiceRow, StatementInvoices } from './statement-invoices.ts';

/** months of statements the invoice list looks back over */
const MONTHS_LISTED = 12;

export interface InvoiceRouteDeps {
  gate: LoginGate;
  membership: Membership;
  invoices: StatementInvoices;
  reds: RedConfirmations;
  documents: DocumentRenderers;
}

const linesOf = (invoice: StatementInvoiceRow) => (JSON.parse(invoice.lines) as unknown[]).length;
const idParam = (request: FastifyRequest) => Number((request.params as { id?: unknown }).id);

export function registerInvoiceRoutes(app: FastifyInstance, { gate, membership, invoices, reds, documents }: InvoiceRouteDeps): void {
  const signedIn = [gate.requireLogin];
  const memberOf = (request: FastifyRequest) => membership.member(request);

  app.get('/api/company/invoice/profile', { preHandler: signedIn }, async (request) =>
    ok(profileView(invoices.profiles.read(memberOf(request).companyId))),
  );

  app.post('/api/company/invoice/profile', { preHandler: signedIn }, async (request) => {
    const params = readParams(request);
    const read = readInvoiceProfile(params, false);
    if (!read.ok) return fail(read.message);
    const member = memberOf(request);
    invoices.profiles.save(member.companyId, read.value, member.uid, invoices.statements.now());
    return okMessage(M.profileSaved);
  });

  app.get('/api/company/invoice/lst', { preHandler: signedIn }, async (request) => {
    const { companyId } = memberOf(request);
    const invoiced = new Set(invoices.ofCompany(companyId).map((row) => row.period));
    const periods = invoices.statements
      .list(companyId, null)
      .filter((statement) => statement.status === 1 || invoiced.has(statement.period))
      .slice(0, MONTHS_LISTED);
    // per statement × merchant: a row per blue invoice (with its reds), then what no invoice carries yet, if anything
    const list = periods.flatMap((statement) =>
      invoices.merchantsOf(companyId, statement.period).flatMap((billing) => {
        const row = (amountFen: number, lineCount: number, invoice: StatementInvoiceRow | null) => ({
          statement_id: periodToId(statement.period),
          period: statement.period,
          statement_status: statement.status,
          mer_id: billing.merId,
          mer_name: billing.merName,
          amount: formatFen(amountFen),
          line_count: lineCount,
          invoice: invoice ? invoiceView(invoice, invoices) : null,
          red_invoices: invoice ? invoices.redsOf(invoice.invoice_id).map((red) => invoiceView(red, invoices)) : [],
        });
        const issued = billing.invoices.map((invoice) => row(invoice.total_fen, linesOf(invoice), invoice));
        return billing.totalFen > 0 ? [...issued, row(billing.totalFen, billing.lines.length, null)] : issued;
      }),
    );
    return ok({ count: list.length, list, profile: profileView(invoices.profiles.read(companyId)) });
  });

  app.post('/api/company/invoice/request/:id', { preHandler: signedIn }, async (request) => {
    const period = idToPeriod((request.params as { id?: unknown }).id);
    if (!period) return fail(M.statementMissing);
    const read = readInvoiceRequest(readParams(request));
    if (!read.ok) return fail(read.message);
    const member = memberOf(request);
    const done = invoices.request(member.companyId, member.uid, period, read.value);
    if (!done.ok) return fail(done.message);
    return ok({ ...invoiceView(done.value.row, invoices), repeated: done.value.repeated }, M.requested);
  });

  app.get('/api/company/invoice/download/:id', { preHandler: signedIn }, async (request, reply) => {
    const row = invoices.byId(idParam(request));
    if (!row || row.company_id !== memberOf(request).companyId) return fail(M.invoiceMissing);
    const type = String(readParams(request).type ?? '').trim();
    if (!isInvoiceFileType(type)) return fail(M.downloadType);
    const document = invoices.documentOf(row);
    if (!document || !row.issue_time) return fail(M.notIssued);
    try {
      const drawPdf = (invoice: typeof document) => documents.render(row.company_id, { kind: 'invoice-pdf', invoice });
      const file = await invoiceFile(document, row.issue_time, type, drawPdf);
      return reply.type(file.contentType).header('content-disposition', file.disposition).send(file.body);
    } catch (error) {
      if (error instanceof MissingFontError) return fail(M.fontMissing);
      if (error instanceof DocumentRefusedError) return fail(error.message);
      throw error;
    }
  });

  app.get('/api/company/red_confirmation/lst', { preHandler: signedIn }, async (request) => {
    const status = String(readParams(request).status ?? '').trim();
    const rows = reds.ofCompany(memberOf(request).companyId).filter((row) => status === '' || String(row.status) === status);
    return ok({ count: rows.length, list: rows.map((row) => confirmationView(row, invoices)) });
  });

  app.get('/api/company/red_confirmation/reminder', { preHandler: signedIn }, async (request) =>
    ok({ pending_count: reds.pendingCount(memberOf(request).companyId) }),
  );

  app.post('/api/company/red_confirmation/confirm/:id', { preHandler: signedIn }, async (request) => {
    const member = memberOf(request);
    const done = reds.confirm(member.companyId, idParam(request), member.uid);
    if (!done.ok) return fail(done.message);
    return ok({ ...confirmationView(done.value.row, invoices), red_invoice: invoiceView(done.value.red, invoices) }, R.confirmed);
  });

  app.post('/api/company/red_confirmation/reject/:id', { preHandler: signedIn }, async (request) => {
    const read = readRejectReason(readParams(request));
    if (!read.ok) return fail(read.message);
    const member = memberOf(request);
    const done = reds.reject(member.companyId, idParam(request), member.uid, read.value);
    return done.ok ? ok(confirmationView(done.value, invoices), R.rejected) : fail(done.message);
  });
}
