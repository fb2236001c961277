// 企业协议价 for the company's members (docs/company-api.md §9.1–§9.2): the searchable list and its .xlsx export
// (管理员, 采购员, 财务: agreements.view), and the sheet every surface prices with under 企业 (any member: the price
// a member is shown must be the price the company is charged).
import type { FastifyInstance } from 'fastify';
import { AGREEMENT_EXPORT_ROWS_MAX } from '#shared/company/agreement-price-rules.ts';
import { localDate } from '#shared/pricing/agreement-price.ts';
import { ok } from '../../core/envelope.ts';
import { paginate, pagingOf } from '../../core/param-schemas.ts';
import { readParams } from '../../core/params.ts';
import type { CodeIndex } from '../quick-order/part-numbers.ts';
import type { AgreementStore } from './agreed-price-store.ts';
import { agreementView, matchesKeyword } from './agreed-price-views.ts';
import { agreementDisposition, agreementXlsx } from './agreed-price-xlsx.ts';
import { XLSX_CONTENT_TYPE } from '../xlsx-export.ts';
import type { LoginGate } from '../../core/login-gate.ts';
import type { Membership } from '../membership.ts';
import type { Clock } from '../../core/clock.ts';
import type { Catalogue } from '../../catalogue/catalogue.ts';

const keywordOf = (value: unknown) => (typeof value === 'string' ? value.trim().slice(0, 50) : '');
/** `state`: '1' in force, '0' not yet, '-1' ended, anything else all. */
const stateOf = (value: unknown) => (['1', '0', '-1'].includes(String(value ?? '')) ? Number(value) : null);

/** What the agreement routes use of the mall. */
export interface AgreementRouteDeps {
  gate: LoginGate;
  membership: Membership;
  now: Clock;
  catalogue: Catalogue;
}

export function registerAgreementRoutes(
  app: FastifyInstance,
  options: AgreementRouteDeps,
  agreements: AgreementStore,
  codes: CodeIndex,
): void {
  const { gate, membership, now, catalogue } = options;
  const signedIn = { preHandler: gate.requireLogin };

  function views(companyId: number, params: Record<string, unknown>) {
    const today = localDate(new Date(now()));
    const keyword = keywordOf(params.keyword);
    const state = stateOf(params.state);
    return agreements
      .ofCompany(companyId)
      .map((row) => agreementView(row, catalogue, codes, today))
      .filter((view) => matchesKeyword(view, keyword) && (state === null || view.state === state));
  }

  app.get('/api/company/agreement_price/lst', signedIn, async (request) => {
    const params = readParams(request);
    const { page, limit } = pagingOf(params, 20);
    return ok(paginate(views(membership.member(request).companyId, params), page, Math.min(limit, 100)));
  });

  app.get('/api/company/agreement_price/export', signedIn, async (request, reply) => {
    const rows = views(membership.member(request).companyId, readParams(request)).slice(0, AGREEMENT_EXPORT_ROWS_MAX);
    const body = await agreementXlsx(rows);
    return reply
      .type(XLSX_CONTENT_TYPE)
      .header('content-disposition', agreementDisposition(localDate(new Date(now()))))
      .send(body);
  });

  app.get('/api/company/agreement_price/sheet', signedIn, async (request) => {
    const today = localDate(new Date(now()));
    return ok({ date: today, list: agreements.inForce(membership.member(request).companyId, today) });
  });
}
