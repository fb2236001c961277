// The one place the mall enforces the route table of shared/company/company-route-permissions.ts
// (docs/company-api.md §1.3, docs/adr/0029-one-route-permission-table.md). `install` appends one preHandler to
// every route the app registers; route-level preHandlers run after the scopes' own, so by then a forced-login
// route has met requireLogin and its principal is known. Public and optional-login routes have none and pass.
// A company call (any /api/company/* route, or any route with a company token) is refused when the route has
// no row, when the caller is no active member, or when the role does not meet the row.
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { COMPANY_FORBIDDEN_MESSAGE } from '#shared/company/company-roles.ts';
import { companyRouteNeed, isCompanyAreaPath, OWN_MEMBERSHIP, roleMeets } from '#shared/company/company-route-permissions.ts';
import { fail } from '../core/envelope.ts';
import { PRINCIPAL_DECORATOR, type Principal } from '../core/login-gate.ts';
import type { CompanyMember, Membership } from './membership.ts';

export interface CompanyRouteGuardDeps {
  membership: Membership;
  /** a call the role table refuses but a company rule allows (财务 paying an approved order on credit, §5.3) */
  alsoAllows?: (request: FastifyRequest, member: CompanyMember) => boolean;
}

export function createCompanyRouteGuard({ membership, alsoAllows }: CompanyRouteGuardDeps) {
  async function guard(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
    const principal = request.getDecorator<Principal | null>(PRINCIPAL_DECORATOR);
    const url = request.routeOptions.url ?? '';
    if (!principal || (principal.kind !== 'company' && !isCompanyAreaPath(url))) return undefined;
    const need = companyRouteNeed(request.method, url);
    // a forced-login route nobody gave a row: refused to the company rather than open by omission
    if (need === undefined) return reply.send(fail(COMPANY_FORBIDDEN_MESSAGE));
    if (need === OWN_MEMBERSHIP) return undefined;
    const active = membership.activeMemberOf(principal);
    if (!active.ok) return reply.send(fail(active.message));
    if (!roleMeets(active.member.role, need) && !alsoAllows?.(request, active.member)) {
      return reply.send(fail(COMPANY_FORBIDDEN_MESSAGE));
    }
    membership.admit(request, active.member);
    return undefined;
  }

  return {
    guard,
    /** Call on the root app before any module registers: every route registered afterwards gets the guard last. */
    install(app: FastifyInstance): void {
      app.addHook('onRoute', (route: RouteOptions) => {
        const own = route.preHandler;
        route.preHandler = own === undefined ? [guard] : [...(Array.isArray(own) ? own : [own]), guard];
      });
    },
  };
}
