// GET /api/company/account and GET /api/company/ledger (docs/company-api.md §3.1, §3.2). Any active member reads
// the account (the payment page needs it); the ledger needs finance.manage. The account also carries the two
// sums 我的余额 shows under 企业, summed from the company's bills (docs/mall-api.md §2.2).
import type { FastifyInstance } from 'fastify';
import { COMPANY_FINANCE_MESSAGES, COMPANY_FINANCE_PAGE_SIZE, isLedgerKind } from '#shared/company/finance-rules.ts';
import { formatFen } from '#shared/money.ts';
import { createPurseTotals } from '../../accounts/purse-totals.ts';
import { fail, ok } from '../../core/envelope.ts';
import { firstText, pagingOf } from '../../core/param-schemas.ts';
import { readParams } from '../../core/params.ts';
import type { LedgerRow } from '../company-ledger.ts';
import type { FinanceViews } from './finance-views.ts';
import type { DemoMallDatabase } from '../../db/database.ts';
import type { LoginGate } from '../../core/login-gate.ts';
import type { Membership } from '../membership.ts';
import type { CompanyLedger } from '../company-ledger.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MAX_LIMIT = 50;

export interface LedgerFilter {
  pm: '' | '0' | '1';
  kind: string;
  start: string;
  end: string;
}

/** What the account routes use of the mall. */
export interface AccountRouteDeps {
  db: DemoMallDatabase;
  gate: LoginGate;
  membership: Membership;
  ledger: CompanyLedger;
}

/** The ledger's filters from the query; null when one of them is not understood. */
export function ledgerFilterOf(params: Record<string, unknown>): LedgerFilter | null {
  const pm = firstText(params.pm);
  const kind = firstText(params.kind);
  const start = firstText(params.start);
  const end = firstText(params.end);
  if (pm !== '' && pm !== '0' && pm !== '1') return null;
  if (kind !== '' && !isLedgerKind(kind)) return null;
  if ((start !== '' && !DAY.test(start)) || (end !== '' && !DAY.test(end))) return null;
  return { pm, kind, start, end };
}

export function registerAccountRoutes(app: FastifyInstance, options: AccountRouteDeps, views: FinanceViews): void {
  const { db, gate, membership, ledger } = options;
  const totals = createPurseTotals(db);

  app.get('/api/company/account', { preHandler: gate.requireLogin }, async (request) => {
    const { companyId } = membership.member(request);
    const account = ledger.account(companyId);
    if (!account) return fail(COMPANY_FINANCE_MESSAGES.missing);
    const sums = totals.of(`company:${companyId}`);
    return ok({ ...views.account(account), total_recharge: formatFen(sums.rechargeFen), total_consume: formatFen(sums.consumeFen) });
  });

  app.get('/api/company/ledger', { preHandler: gate.requireLogin }, async (request) => {
    const params = readParams(request);
    const filter = ledgerFilterOf(params);
    if (!filter) return fail(COMPANY_FINANCE_MESSAGES.filterInvalid);
    const { page, limit } = pagingOf(params, COMPANY_FINANCE_PAGE_SIZE);
    const clauses = ['company_id = ?'];
    const args: (string | number)[] = [membership.member(request).companyId];
    if (filter.pm === '1') clauses.push('amount_fen > 0');
    if (filter.pm === '0') clauses.push('amount_fen <= 0');
    const bounded: [string, string, string][] = [
      ['kind = ?', filter.kind, filter.kind],
      ['create_time >= ?', filter.start, `${filter.start} 00:00:00`],
      ['create_time <= ?', filter.end, `${filter.end} 23:59:59`],
    ];
    for (const [clause, given, value] of bounded) {
      if (!given) continue;
      clauses.push(clause);
      args.push(value);
    }
    const where = clauses.join(' AND ');
    const count = (db.prepare(`SELECT COUNT(*) AS n FROM company_ledger WHERE ${where}`).get(...args) as { n: number }).n;
    const take = Math.min(limit, MAX_LIMIT);
    const rows = db
      .prepare(`SELECT * FROM company_ledger WHERE ${where} ORDER BY ledger_id DESC LIMIT ? OFFSET ?`)
      .all(...args, take, (page - 1) * take) as LedgerRow[];
    return ok({ count, list: rows.map(views.ledger) });
  });
}
