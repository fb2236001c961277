// Spending limits and approvals, §5 of docs/company-api.md: the routes under /api/company/approval/. The
// approval service itself is built with the mall (app.ts) because the trade module asks it too: order/create
// holds an order over a limit, order/pay refuses a held one, the group order views carry its record.
import type { FastifyInstance } from 'fastify';
import type { CompanyModuleOptions } from '../index.ts';
import { registerApprovalRoutes } from './approval-routes.ts';

export function registerApprovals(app: FastifyInstance, options: CompanyModuleOptions): void {
  app.register(async (signedIn) => {
    signedIn.addHook('preHandler', options.gate.requireLogin);
    registerApprovalRoutes(signedIn, options);
  });
}
