// A test hook (only with testHooks): a browser test writes ledger movements of company 2's month through the
// ledger module, as the payment and remittance flows would, so a statement has something to show.
import type { FastifyInstance } from 'fastify';
import { formatDateTime } from '../../core/envelope.ts';
import { checkRequest, int, paramsOf, text } from '../../core/param-schemas.ts';
import type { LedgerKind, LinkType } from '../company-ledger.ts';
import type { CompanyLedger } from '../company-ledger.ts';
import type { Clock } from '../../core/clock.ts';

const KINDS: readonly LedgerKind[] = ['opening', 'remittance', 'balance_pay', 'credit_pay', 'refund', 'adjust'];
const LINKS: readonly LinkType[] = ['', 'order', 'refund', 'remittance'];

const MoveParams = paramsOf({
  company_id: int(0),
  kind: text,
  balance_fen: int(0),
  credit_fen: int(0),
  link_type: text,
  link_id: int(0),
  link_no: text,
});

/** What the statements' test hooks use of the mall. */
export interface StatementTestHookDeps {
  ledger: CompanyLedger;
  now: Clock;
}

export function registerStatementTestHooks(app: FastifyInstance, { ledger, now }: StatementTestHookDeps): void {
  app.post('/__test/company/ledger-move', async (request, reply) => {
    const input = checkRequest(MoveParams, request);
    if (!input.ok) return reply.code(400).send(input.body);
    const { company_id, kind, balance_fen, credit_fen, link_type, link_id, link_no } = input.value;
    if (!KINDS.includes(kind as LedgerKind) || !LINKS.includes(link_type as LinkType)) return reply.code(400).send({ message: 'bad kind' });
    const moved = ledger.move({
      companyId: company_id,
      kind: kind as LedgerKind,
      balanceFen: balance_fen,
      creditFen: credit_fen,
      linkType: link_type as LinkType,
      linkId: link_id,
      linkNo: link_no,
      time: formatDateTime(new Date(now())),
    });
    return moved.ok ? { ledger_id: moved.row.ledger_id } : reply.code(409).send({ message: moved.reason });
  });
}
