// Units, approval rules and budgets (docs/company-api.md §13): the routes under /api/company/org/,
// /api/company/approval_rule/, /api/company/budget/ and the confirm page's /api/company/approval/forecast. Their
// parts are built with the mall (org-parts.ts) because order/create asks them too.
import type { FastifyInstance } from 'fastify';
import { registerForecastRoute } from '../approval-rules/forecast-route.ts';
import { registerRuleRoutes } from '../approval-rules/rule-routes.ts';
import { registerBudgetRoutes } from '../budgets/budget-routes.ts';
import { createCostCenterStore } from '../purchase-refs/cost-center-store.ts';
import { registerUnitChoicesRoute } from '../unit-data/unit-choices-route.ts';
import { createUnitDataStore } from '../unit-data/unit-data-store.ts';
import { registerUnitDataRoutes } from '../unit-data/unit-data-routes.ts';
import { registerOrgRoutes } from './org-routes.ts';
import type { DemoMallDatabase } from '../../db/database.ts';
import type { LoginGate } from '../../core/login-gate.ts';
import type { Membership } from '../membership.ts';
import type { Clock } from '../../core/clock.ts';
import type { Approvals } from '../approvals/approval-service.ts';
import type { OrgParts } from './org-parts.ts';

export type { OrgParts } from './org-parts.ts';

/** What units, approval rules and budgets (§13) use of the mall. */
export interface OrgDeps {
  db: DemoMallDatabase;
  gate: LoginGate;
  membership: Membership;
  now: Clock;
  org: OrgParts;
  /** the held orders the forecast reads */
  approvals: Pick<Approvals, 'store'>;
}

export function registerOrg(app: FastifyInstance, options: OrgDeps): void {
  const { db, membership, org, now } = options;
  const activeMember = db.prepare('SELECT 1 FROM company_members WHERE company_id = ? AND uid = ? AND status = 1');
  const costCenter = db.prepare('SELECT name FROM company_cost_centers WHERE company_id = ? AND cost_center_id = ?');
  app.register(async (signedIn) => {
    signedIn.addHook('preHandler', options.gate.requireLogin);
    registerOrgRoutes(signedIn, { membership, units: org.units, service: org.unitService, now });
    // each unit's own addresses, invoice titles and cost centres (§13.6)
    const unitData = { membership, data: createUnitDataStore(db), costCenters: createCostCenterStore(db), now };
    registerUnitDataRoutes(signedIn, unitData);
    registerUnitChoicesRoute(signedIn, unitData);
    registerRuleRoutes(signedIn, {
      membership,
      units: org.units,
      rules: org.rules,
      time: org.time,
      isActiveMember: (companyId, uid) => activeMember.get(companyId, uid) !== undefined,
    });
    registerBudgetRoutes(signedIn, {
      membership,
      units: org.units,
      store: org.budgetStore,
      budgets: org.budgets,
      time: org.time,
      costCenterOf: (companyId, id) => (costCenter.get(companyId, id) as { name: string } | undefined)?.name ?? null,
      atomically: (work) => db.transaction(work).immediate(),
    });
    registerForecastRoute(signedIn, { membership, gate: org.gate, store: options.approvals.store, time: org.time });
  });
}
