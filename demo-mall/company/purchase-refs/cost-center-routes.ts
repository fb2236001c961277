// 成本中心/项目 (docs/company-api.md §8.1): every active member reads the list (the order form offers it); 管理员
// (company.edit) adds, renames, enables or disables, and deletes one no order names.
import type { FastifyInstance } from 'fastify';
import { fail, formatDateTime, ok, okMessage } from '../../core/envelope.ts';
import { idOf, paginate, pagingOf } from '../../core/param-schemas.ts';
import { textOf } from '../../core/param-readers.ts';
import { readParams } from '../../core/params.ts';
import { createUnitDataStore, inScopeOf } from '../unit-data/unit-data-store.ts';
import { COST_CENTERS_MAX, type CostCenterStore } from './cost-center-store.ts';
import { PURCHASE_REF_MESSAGES as M } from '#shared/company/purchase-ref-rules.ts';
import { readCostCenterParams } from './purchase-ref-params.ts';
import type { DemoMallDatabase } from '../../db/database.ts';
import type { LoginGate } from '../../core/login-gate.ts';
import type { Membership } from '../membership.ts';
import type { Clock } from '../../core/clock.ts';

/** `status` of the list: '1' enabled only, '0' disabled only, anything else all. */
function statusFilter(value: unknown): number | null {
  const raw = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  return raw === '1' || raw === '0' ? Number(raw) : null;
}

/** What the cost centre routes use of the mall. */
export interface CostCenterRouteDeps {
  db: DemoMallDatabase;
  gate: LoginGate;
  membership: Membership;
  now: Clock;
}

export function registerCostCenterRoutes(app: FastifyInstance, options: CostCenterRouteDeps, costCenters: CostCenterStore): void {
  const { gate, membership, now } = options;
  const unitData = createUnitDataStore(options.db);
  // reading needs company.view, changing company.edit: the route table's rows (company/route-guard.ts)
  const signedIn = { preHandler: gate.requireLogin };
  const time = () => formatDateTime(new Date(now()));

  app.get('/api/company/cost_center/lst', signedIn, async (request) => {
    const params = readParams(request);
    const { page, limit } = pagingOf(params, 10);
    const self = membership.member(request);
    const all = costCenters.list(self.companyId, statusFilter(params.status));
    // mine=1, the order form's choice: company-wide ones and those of the member's unit and its ancestors (§13.6)
    const list = textOf(params.mine) === '1' ? all.filter(inScopeOf(unitData.scopeOf(self.companyId, self.uid, time()))) : all;
    return ok(paginate(list, page, Math.min(limit, COST_CENTERS_MAX)));
  });

  app.post('/api/company/cost_center/create', signedIn, async (request) => {
    const checked = readCostCenterParams(readParams(request));
    if (!checked.ok) return fail(checked.message);
    const created = costCenters.create(membership.member(request).companyId, checked.value, time());
    return created.ok ? ok({ cost_center_id: created.id }, M.created) : fail(created.message);
  });

  app.post('/api/company/cost_center/update/:id', signedIn, async (request) => {
    const companyId = membership.member(request).companyId;
    if (!costCenters.find(companyId, idOf(request))) return fail(M.missing);
    const checked = readCostCenterParams(readParams(request));
    if (!checked.ok) return fail(checked.message);
    const updated = costCenters.update(companyId, idOf(request), checked.value, time());
    return updated.ok ? okMessage(M.updated) : fail(updated.message);
  });

  app.post('/api/company/cost_center/status/:id', signedIn, async (request) => {
    const companyId = membership.member(request).companyId;
    if (!costCenters.find(companyId, idOf(request))) return fail(M.missing);
    const status = statusFilter(readParams(request).status);
    if (status === null) return fail(M.statusInvalid);
    const changed = costCenters.setStatus(companyId, idOf(request), status === 1 ? 1 : 0, time());
    return changed.ok ? okMessage(status === 1 ? M.enabled : M.disabled) : fail(changed.message);
  });

  app.post('/api/company/cost_center/delete/:id', signedIn, async (request) => {
    const removed = costCenters.remove(membership.member(request).companyId, idOf(request));
    return removed.ok ? okMessage(M.deleted) : fail(removed.message);
  });
}
