// 企业协议价 for the company's members (docs/company-api.md §9.1–§9.2): the searchable list and its .xlsx export
// (管理员, 采购员, 财务: agreements.view), and the sheet every surface prices with under 企业 (any member: the price
// a member is shown must be the price the company is charged).
import type { FastifyInstance } from 'fastify';
import { AGREEMENT_BATCH_PRODUCTS_MAX, AGREEMENT_EXPORT_ROWS_MAX, AGREEMENT_MESSAGES } from '#shared/company/agreement-price-rules.ts';
import { localDate } from '#shared/pricing/agreement-price.ts';
import { fail, ok } from '../../core/envelope.ts';
import { paginate, pagingOf } from '../../core/param-schemas.ts';
import { readParams } from '../../core/params.ts';
import type { CodeIndex } from '../quick-order/part-numbers.ts';
import type { AgreementStore } from './agreed-price-store.ts';
import { agreementView, matchesKeyword } from './agreed-price-views.ts';
import { agreementDisposition } from './agreed-price-xlsx.ts';
import { DocumentRefusedError, type DocumentRenderers } from '../documents/document-renderers.ts';
import { XLSX_CONTENT_TYPE } from '../xlsx-export.ts';
import type { LoginGate } from '../../core/login-gate.ts';
import type { Membership } from '../membership.ts';
import type { Clock } from '../../core/clock.ts';
import type { Catalogue } from '../../catalogue/catalogue.ts';

/** `product_ids` as '1,2,3' (or repeated): distinct positive ids, at most the batch size; null when malformed. */
function productIdsOf(value: unknown): number[] | null {
  const parts = (Array.isArray(value) ? value : [value]).flatMap((item) => String(item ?? '').split(','));
  const ids = parts.map((part) => part.trim()).filter(Boolean);
  if (!ids.every((id) => /^[1-9]\d{0,9}$/.test(id))) return null;
  const distinct = [...new Set(ids.map(Number))];
  return distinct.length <= AGREEMENT_BATCH_PRODUCTS_MAX ? distinct : null;
}

const keywordOf = (value: unknown) => (typeof value === 'string' ? value.trim().slice(0, 50) : '');
/** `state`: '1' in force, '0' not yet, '-1' ended, anything else all. */
const stateOf = (value: unknown) => (['1', '0', '-1'].includes(String(value ?? '')) ? Number(value) : null);

/** What the agreement routes use of the mall. */
export interface AgreementRouteDeps {
  gate: LoginGate;
  membership: Membership;
  now: Clock;
  catalogue: Catalogue;
  /** the threads the agreement workbook is drawn in, a few per company (docs/adr/0091) */
  documents: DocumentRenderers;
}

export function registerAgreementRoutes(
  app: FastifyInstance,
  options: AgreementRouteDeps,
  agreements: AgreementStore,
  codes: CodeIndex,
): void {
  const { gate, membership, now, catalogue, documents } = options;
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
    const companyId = membership.member(request).companyId;
    const rows = views(companyId, readParams(request)).slice(0, AGREEMENT_EXPORT_ROWS_MAX);
    try {
      const body = await documents.render(companyId, { kind: 'agreement-xlsx', rows });
      return reply
        .type(XLSX_CONTENT_TYPE)
        .header('content-disposition', agreementDisposition(localDate(new Date(now()))))
        .send(body);
    } catch (error) {
      if (error instanceof DocumentRefusedError) return fail(error.message);
      throw error;
    }
  });

  // what one page shows: the storefront asks for the products on it, so a page's weight does not grow with the
  // company's agreements (docs/adr/0090)
  app.get('/api/company/agreement_price/batch', signedIn, async (request) => {
    const productIds = productIdsOf(readParams(request).product_ids);
    if (!productIds) return fail(AGREEMENT_MESSAGES.batchIds);
    const today = localDate(new Date(now()));
    const list = productIds.length ? agreements.inForceOf(membership.member(request).companyId, today, productIds) : [];
    return ok({ date: today, list });
  });

  app.get('/api/company/agreement_price/sheet', signedIn, async (request) => {
    const today = localDate(new Date(now()));
    return ok({ date: today, list: agreements.inForce(membership.member(request).companyId, today) });
  });
}
