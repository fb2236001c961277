// Spending limits and approvals, §5 of docs/company-api.md: the routes under /api/company/approval/. The
// approval service itself is built with the mall (app.ts) because the trade module asks it too: order/create
// holds an order over a limit, order/pay refuses a held one, the group order views carry its record.
import type { FastifyInstance } from 'fastify';
import { registerApprovalRoutes } from './approval-routes.ts';
import type { LoginGate } from '../../core/login-gate.ts';
import type { ApprovalRouteDeps } from './approval-routes.ts';

/** What the approval routes (§5) use of the mall. */
export interface ApprovalsDeps extends ApprovalRouteDeps {
  gate: LoginGate;
}

export function registerApprovals(app: FastifyInstance, options: ApprovalsDeps): void {
  app.register(async (signedIn) => {
    signedIn.addHook('preHandler', options.gate.requireLogin);
    registerApprovalRoutes(signedIn, options);
  });
}
