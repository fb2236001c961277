// 采购分析 (docs/company-api.md §15): GET /api/company/spend/summary and /api/company/spend/export, read-only, for
// the members whose role has spend.view (管理员, 财务; the route table of company-route-permissions.ts).
import type { FastifyInstance } from 'fastify';
import { readSpendPeriod } from '#shared/company/spend-rules.ts';
import { formatDateTime, fail, ok } from '../../core/envelope.ts';
import { readParams } from '../../core/params.ts';
import { createSpendReport } from './spend-report.ts';
import { createSpendSource } from './spend-source.ts';
import { XLSX_CONTENT_TYPE } from './spend-xlsx.ts';
import { DocumentRefusedError, type DocumentRenderers } from '../documents/document-renderers.ts';
import type { DemoMallDatabase } from '../../db/database.ts';
import type { LoginGate } from '../../core/login-gate.ts';
import type { Membership } from '../membership.ts';
import type { Clock } from '../../core/clock.ts';
import type { Catalogue } from '../../catalogue/catalogue.ts';
import type { OrgParts } from '../org-parts.ts';

/** What 采购分析 (§15) uses of the mall. */
export interface SpendDeps {
  db: DemoMallDatabase;
  gate: LoginGate;
  membership: Membership;
  catalogue: Catalogue;
  now: Clock;
  org: Pick<OrgParts, 'budgets' | 'budgetStore' | 'units'>;
  /** the threads the report's workbook is drawn in, a few per company (docs/adr/0091) */
  documents: DocumentRenderers;
}

export function registerSpend(app: FastifyInstance, options: SpendDeps): void {
  const { db, membership, org, catalogue, now, gate, documents } = options;
  const costCenter = db.prepare('SELECT name FROM company_cost_centers WHERE company_id = ? AND cost_center_id = ?');
  const report = createSpendReport({
    source: createSpendSource(db, catalogue),
    budgets: org.budgets,
    budgetStore: org.budgetStore,
    units: org.units,
    costCenterOf: (companyId, id) => (costCenter.get(companyId, id) as { name: string } | undefined)?.name ?? '',
  });
  const signedIn = [gate.requireLogin];
  const build = (request: Parameters<typeof readParams>[0]) => {
    const params = readParams(request);
    const period = readSpendPeriod(params.from, params.to, formatDateTime(new Date(now())).slice(0, 7));
    if (!period.ok) return period;
    return { ok: true as const, report: report(membership.member(request).companyId, period.from, period.to, period.months) };
  };

  app.get('/api/company/spend/summary', { preHandler: signedIn }, async (request) => {
    const built = build(request);
    return built.ok ? ok(built.report) : fail(built.message);
  });

  app.get('/api/company/spend/export', { preHandler: signedIn }, async (request, reply) => {
    const built = build(request);
    if (!built.ok) return fail(built.message);
    const name = `${built.report.from}_${built.report.to}`;
    const disposition = `attachment; filename="spend-${name}.xlsx"; filename*=UTF-8''${encodeURIComponent(`采购分析-${name}.xlsx`)}`;
    try {
      const body = await documents.render(membership.member(request).companyId, { kind: 'spend-xlsx', report: built.report });
      return reply.type(XLSX_CONTENT_TYPE).header('content-disposition', disposition).send(body);
    } catch (error) {
      if (error instanceof DocumentRefusedError) return fail(error.message);
      throw error;
    }
  });
}
