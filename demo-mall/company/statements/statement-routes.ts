// The statement endpoints (docs/company-api.md §4): list, detail, confirm, dispute and export. Reading and
// exporting need 'statements.view' (管理员, 财务, 只读), confirming and disputing 'statements.confirm'
// (管理员, 财务); the membership check answers everyone else with the role message.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  isStatementLineKind,
  STATEMENT_EXPORT_TYPES,
  STATEMENT_KIND_NAMES,
  STATEMENT_MESSAGES,
  STATEMENT_PAGE_SIZE,
  type StatementExportType,
  type StatementStatus,
} from '#shared/company/statement-rules.ts';
import { fail, ok, okMessage } from '../../core/envelope.ts';
import { paginate, pagingOf } from '../../core/param-schemas.ts';
import { readParams } from '../../core/params.ts';
import { exportStatement } from './statement-export.ts';
import type { DocumentJob } from '../documents/document-jobs.ts';
import { DocumentRefusedError, type DocumentRenderers } from '../documents/document-renderers.ts';
import { MissingFontError } from './statement-pdf.ts';
import { idToPeriod } from './statement-periods.ts';
import { readDisputeParams } from './statement-params.ts';
import { createStatementOverdue } from './statement-overdue.ts';
import { createStatementParties } from './statement-parties.ts';
import { createStatements, type DisputeResult } from './statement-service.ts';
import type { LineDisputes } from './line-dispute-store.ts';
import { lineView, statementView } from './statement-view.ts';
import type { DemoMallDatabase } from '../../db/database.ts';
import type { LoginGate } from '../../core/login-gate.ts';
import type { Membership } from '../membership.ts';
import type { CompanyLedger } from '../company-ledger.ts';
import type { Clock } from '../../core/clock.ts';
import type { CreditTerms } from '../acceptance/credit-terms.ts';

const MAX_LIMIT = 50;

function statusFilter(value: unknown): StatementStatus | null {
  const text = String(value ?? '').trim();
  return text === '0' || text === '1' || text === '2' ? (Number(text) as StatementStatus) : null;
}

function periodParam(request: FastifyRequest): string | null {
  return idToPeriod((request.params as { id?: unknown }).id);
}

/** What the statement routes use of the mall. */
export interface StatementRouteDeps {
  db: DemoMallDatabase;
  gate: LoginGate;
  membership: Membership;
  ledger: CompanyLedger;
  now: Clock;
  /** the credit terms a statement shows as overdue */
  acceptance: { credit: CreditTerms };
  /** the threads a statement's PDF and workbook are drawn in, a few per company (docs/adr/0091) */
  documents: DocumentRenderers;
}

export function registerStatementRoutes(
  app: FastifyInstance,
  { db, gate, membership, ledger, now, acceptance, documents }: StatementRouteDeps,
  lineDisputes: LineDisputes,
): void {
  const statements = createStatements({ db, ledger, now });
  const partiesOf = createStatementParties(db);
  const overdueOf = createStatementOverdue(acceptance.credit, now);
  // statements.view to read and export, statements.confirm to act: the route table's rows (company/route-guard.ts)
  const signedIn = [gate.requireLogin];

  app.get('/api/company/statement/lst', { preHandler: signedIn }, async (request) => {
    const params = readParams(request);
    const { page, limit } = pagingOf(params, STATEMENT_PAGE_SIZE);
    const list = statements.list(membership.member(request).companyId, statusFilter(params.status));
    return ok(paginate(list.map(statementView), page, Math.min(limit, MAX_LIMIT)));
  });

  app.get('/api/company/statement/detail/:id', { preHandler: signedIn }, async (request) => {
    const period = periodParam(request);
    const found = period ? statements.statement(membership.member(request).companyId, period) : null;
    if (!found) return fail(STATEMENT_MESSAGES.missing);
    // the kind filter narrows the lines only: the header always describes the whole month
    const kind = String(readParams(request).kind ?? '').trim();
    const lines = kind === '' ? found.figures.lines : found.figures.lines.filter((line) => isStatementLineKind(kind) && line.kind === kind);
    const disputes = lineDisputes.ofPeriod(found.companyId, found.period);
    return ok({ statement: statementView(found), list: lines.map((line) => lineView(line, disputes.get(line.ledgerId))) });
  });

  app.post('/api/company/statement/confirm/:id', { preHandler: signedIn }, async (request) => {
    const period = periodParam(request);
    const member = membership.member(request);
    const result = period ? statements.confirm(member.companyId, period, member.uid) : 'missing';
    if (result === 'missing') return fail(STATEMENT_MESSAGES.missing);
    return result === 'already' ? fail(STATEMENT_MESSAGES.alreadyConfirmed) : okMessage(STATEMENT_MESSAGES.confirmed);
  });

  app.post('/api/company/statement/dispute/:id', { preHandler: signedIn }, async (request) => {
    const period = periodParam(request);
    const member = membership.member(request);
    if (!period || !statements.statement(member.companyId, period)) return fail(STATEMENT_MESSAGES.missing);
    const read = readDisputeParams(readParams(request));
    if (!read.ok) return fail(read.message);
    const { reason, ledgerId } = read.value;
    if (ledgerId === 0) return disputeAnswer(statements.dispute(member.companyId, period, member.uid, reason));
    const result = disputeLine({ companyId: member.companyId, memberUid: member.uid, period, ledgerId, reason });
    if (result === 'not-a-line') return fail(STATEMENT_MESSAGES.lineMissing);
    if (result === 'answered') return fail(STATEMENT_MESSAGES.lineAnswered);
    return disputeAnswer(result);
  });

  /** A line's dispute and the statement's 有异议, together: both or neither. */
  const disputeLine = db.transaction(
    (input: { companyId: number; memberUid: number; period: string; ledgerId: number; reason: string }) => {
      const found = statements.statement(input.companyId, input.period);
      const line = found?.figures.lines.find((entry) => entry.ledgerId === input.ledgerId);
      if (!found || !line) return 'not-a-line' as const;
      if (found.status === 1) return 'confirmed' as const;
      if (lineDisputes.open({ ...input, time: statements.now() }) === 'answered') return 'answered' as const;
      const summary = `${line.linkNo || STATEMENT_KIND_NAMES[line.kind]}：${input.reason}`;
      return statements.dispute(input.companyId, input.period, input.memberUid, summary);
    },
  );

  function disputeAnswer(result: DisputeResult) {
    if (result === 'missing') return fail(STATEMENT_MESSAGES.missing);
    return result === 'confirmed' ? fail(STATEMENT_MESSAGES.alreadyConfirmed) : okMessage(STATEMENT_MESSAGES.disputed);
  }

  app.get('/api/company/statement/export/:id', { preHandler: signedIn }, async (request, reply) => {
    const period = periodParam(request);
    const found = period ? statements.statement(membership.member(request).companyId, period) : null;
    if (!found) return fail(STATEMENT_MESSAGES.missing);
    const type = String(readParams(request).type ?? '').trim();
    if (!(STATEMENT_EXPORT_TYPES as readonly string[]).includes(type)) return fail(STATEMENT_MESSAGES.exportType);
    try {
      const parties = partiesOf(membership.member(request).companyId);
      const overdue = overdueOf(found.companyId, found.period);
      const draw = (job: DocumentJob) => documents.render(found.companyId, job);
      const file = await exportStatement(found, type as StatementExportType, statements.now(), parties, overdue, draw);
      return reply.type(file.contentType).header('content-disposition', file.disposition).send(file.body);
    } catch (error) {
      if (error instanceof MissingFontError) {
        request.log.error({ err: error.message }, 'statement export without its font');
        return fail(STATEMENT_MESSAGES.fontMissing);
      }
      if (error instanceof DocumentRefusedError) return fail(error.message);
      throw error;
    }
  });
}
