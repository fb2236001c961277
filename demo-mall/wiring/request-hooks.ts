// What every request passes before any module sees it, installed before the plugins register so each route
// and the 404 get it: form bodies read like CRMEB's, the login gate, the demo doors, the company membership and
// the route→permission table (shared/company/company-route-permissions.ts, ADR 0029), the CORS preflight.
import { parse as parseQueryString } from 'node:querystring';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DemoDoorSettings } from '#shared/demo-doors/door-settings.ts';
import type { Accounts } from '../accounts/index.ts';
import type { Approvals } from '../company/approvals/approval-service.ts';
import type { CompanyMember, Membership } from '../company/membership.ts';
import type { OpenClients } from '../company/open-clients/index.ts';
import { createCompanyRouteGuard } from '../company/route-guard.ts';
import { installDoorGuard } from '../doors/door-guard.ts';

export interface RequestHookParts {
  gate: Accounts['gate'];
  doors: DemoDoorSettings;
  now: () => number;
  membership: Membership;
  approvals: Approvals;
  openClients: OpenClients;
}

export function installRequestHooks(
  app: FastifyInstance,
  { gate, doors, now, membership, approvals, openClients }: RequestHookParts,
): void {
  // CRMEB merges query and body and accepts form posts as well as JSON (docs/mall-api.md §1.4).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, parseQueryString(body as string));
  });
  gate.install(app);
  installDoorGuard(app, doors, now);
  app.decorateRequest(membership.decorator, null);
  const alsoAllows = (request: FastifyRequest, member: CompanyMember) =>
    approvals.financePaysApproved(request, member) || approvals.chainDuty(request, member);
  createCompanyRouteGuard({ membership, alsoAllows }).install(app);
  // an API client's calls: refused when stopped or out of scope, audited always (docs/company-api.md §17)
  openClients.install(app);
  // CORS preflight answers an empty 200, like AllowOriginMiddleware.
  app.options('/*', async (_request, reply) => reply.code(200).send(''));
}
