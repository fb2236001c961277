// Budgets (docs/company-api.md §13.4): the routes under /api/company/budget/. The budget store and service are
// built with the mall (org-parts.ts) because order/create counts every company order against them.
import type { FastifyInstance } from 'fastify';
import type { LoginGate } from '../../core/login-gate.ts';
import type { DemoMallDatabase } from '../../db/database.ts';
import type { Membership } from '../membership.ts';
import type { OrgParts } from '../org-parts.ts';
import { registerBudgetRoutes } from './budget-routes.ts';

/** What the budget routes use of the mall. */
export interface BudgetsDeps {
  db: DemoMallDatabase;
  gate: LoginGate;
  membership: Membership;
  org: Pick<OrgParts, 'units' | 'budgetStore' | 'budgets' | 'time'>;
}

export function registerBudgets(app: FastifyInstance, options: BudgetsDeps): void {
  const { db, org } = options;
  const costCenter = db.prepare('SELECT name FROM company_cost_centers WHERE company_id = ? AND cost_center_id = ?');
  const routes = {
    membership: options.membership,
    units: org.units,
    store: org.budgetStore,
    budgets: org.budgets,
    time: org.time,
    costCenterOf: (companyId: number, id: number) => (costCenter.get(companyId, id) as { name: string } | undefined)?.name ?? null,
    atomically: <T>(work: () => T): T => db.transaction(work).immediate(),
  };
  app.register(async (signedIn) => {
    signedIn.addHook('preHandler', options.gate.requireLogin);
    registerBudgetRoutes(signedIn, routes);
  });
}
