// Approval rules (docs/company-api.md §13.2, §13.5): the routes under /api/company/approval_rule/ and the confirm
// page's /api/company/approval/forecast. The rule store, the chain and the order gate are built with the mall
// (org-parts.ts) because order/create asks them too (order-placement.ts).
import type { FastifyInstance } from 'fastify';
import type { LoginGate } from '../../core/login-gate.ts';
import type { DemoMallDatabase } from '../../db/database.ts';
import type { Approvals } from '../approvals/approval-service.ts';
import type { Membership } from '../membership.ts';
import type { OrgParts } from '../org-parts.ts';
import { registerForecastRoute } from './forecast-route.ts';
import { registerRuleRoutes } from './rule-routes.ts';

/** What the approval rule routes use of the mall. */
export interface ApprovalRulesDeps {
  db: DemoMallDatabase;
  gate: LoginGate;
  membership: Membership;
  org: Pick<OrgParts, 'units' | 'rules' | 'gate' | 'time'>;
  /** the held orders the forecast reads */
  approvals: Pick<Approvals, 'store'>;
}

export function registerApprovalRules(app: FastifyInstance, options: ApprovalRulesDeps): void {
  const { db, membership, org } = options;
  const activeMember = db.prepare('SELECT 1 FROM company_members WHERE company_id = ? AND uid = ? AND status = 1');
  app.register(async (signedIn) => {
    signedIn.addHook('preHandler', options.gate.requireLogin);
    registerRuleRoutes(signedIn, {
      membership,
      units: org.units,
      rules: org.rules,
      time: org.time,
      isActiveMember: (companyId, uid) => activeMember.get(companyId, uid) !== undefined,
    });
    registerForecastRoute(signedIn, { membership, gate: org.gate, store: options.approvals.store, time: org.time });
  });
}
