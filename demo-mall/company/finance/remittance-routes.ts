// Remittances (docs/company-api.md §3.4, §3.5), for 管理员 and 财务: prepare reads the company's permanent
// 汇款识别码, the platform's receiving account and a fresh 汇款单号 for the form (writing nothing), create records the
// remittance once per 汇款单号, list/detail read the company's own, cancel withdraws one still 待审核.
import type { FastifyInstance } from 'fastify';
import { COMPANY_FINANCE_MESSAGES, COMPANY_FINANCE_PAGE_SIZE } from '#shared/company/finance-rules.ts';
import { fail, formatDateTime, ok, okMessage } from '../../core/envelope.ts';
import { firstText, idOf, pagingOf } from '../../core/param-schemas.ts';
import { readParams } from '../../core/params.ts';
import { PICTURE_NOT_UPLOADED } from '../../core/picture-origin.ts';
import { PLATFORM_COMPANY } from '../../platform/platform-company.ts';
import type { FinanceViews } from './finance-views.ts';
import { readRemittanceParams } from './remittance-params.ts';
import type { RemittanceStore } from './remittance-store.ts';
import type { LoginGate } from '../../core/login-gate.ts';
import type { Membership } from '../membership.ts';
import type { Clock } from '../../core/clock.ts';
import type { PictureOrigin } from '../../core/picture-origin.ts';

/** The platform's account that receives remittances. */
export const RECEIVING_ACCOUNT = {
  account_name: PLATFORM_COMPANY.name,
  bank_name: PLATFORM_COMPANY.bankName,
  account_no: PLATFORM_COMPANY.accountNo,
} as const;

const STATUS_FILTERS = new Set(['', '0', '1', '2', '-1']);
const MAX_LIMIT = 50;

/** What the remittance routes use of the mall. */
export interface RemittanceRouteDeps {
  gate: LoginGate;
  membership: Membership;
  now: Clock;
  /** every picture a write stores is the caller's own upload (core/picture-origin.ts) */
  pictures: PictureOrigin;
}

export function registerRemittanceRoutes(
  app: FastifyInstance,
  options: RemittanceRouteDeps,
  deps: { views: FinanceViews; remittances: RemittanceStore },
): void {
  const { gate, membership, now } = options;
  const { views, remittances } = deps;
  // finance.manage, by the route table (company/route-guard.ts)
  const guarded = { preHandler: gate.requireLogin };
  const time = () => formatDateTime(new Date(now()));

  /** the caller's company's remittance, or undefined for another company's or none */
  const own = (companyId: number, id: number) => {
    const row = remittances.get(id);
    return row?.company_id === companyId ? row : undefined;
  };

  app.get('/api/company/remittance/prepare', guarded, async (request) => {
    const code = remittances.codeOf(membership.member(request).companyId);
    return ok({ code, remittance_no: remittances.freshNo(time()), account: RECEIVING_ACCOUNT });
  });

  app.post('/api/company/remittance/create', guarded, async (request) => {
    const member = membership.member(request);
    // the date may not be later than the mall's own today
    const read = readRemittanceParams(readParams(request), time().slice(0, 10));
    if (!read.ok) return fail(read.message);
    // the platform's reviewer opens the vouchers: only the company's own uploads
    if (!options.pictures.allOwn(read.value.vouchers, gate.principal(request))) return fail(PICTURE_NOT_UPLOADED);
    const created = remittances.create({ companyId: member.companyId, ...read.value, memberUid: member.uid, time: time() });
    if (created === 'taken') return fail(COMPANY_FINANCE_MESSAGES.remittanceNoInvalid);
    return ok({ remittance_id: created.row.remittance_id, remittance_no: created.row.remittance_no }, COMPANY_FINANCE_MESSAGES.submitted);
  });

  app.get('/api/company/remittance/lst', guarded, async (request) => {
    const params = readParams(request);
    const status = firstText(params.status);
    if (!STATUS_FILTERS.has(status)) return fail(COMPANY_FINANCE_MESSAGES.filterInvalid);
    const { page, limit } = pagingOf(params, COMPANY_FINANCE_PAGE_SIZE);
    const found = remittances.list(
      membership.member(request).companyId,
      status === '' ? null : Number(status),
      page,
      Math.min(limit, MAX_LIMIT),
    );
    return ok({ count: found.count, list: found.rows.map(views.remittance) });
  });

  app.get('/api/company/remittance/detail/:id', guarded, async (request) => {
    const row = own(membership.member(request).companyId, idOf(request));
    return row ? ok(views.remittance(row)) : fail(COMPANY_FINANCE_MESSAGES.missing);
  });

  app.post('/api/company/remittance/cancel/:id', guarded, async (request) => {
    const row = own(membership.member(request).companyId, idOf(request));
    if (!row) return fail(COMPANY_FINANCE_MESSAGES.missing);
    return remittances.cancel(row.remittance_id, time())
      ? okMessage(COMPANY_FINANCE_MESSAGES.cancelled)
      : fail(COMPANY_FINANCE_MESSAGES.cannotCancel);
  });
}
