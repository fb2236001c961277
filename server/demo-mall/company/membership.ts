// Who in which company is calling (docs/company-api.md §1.2): a company token names its company and the member
// using it; a user token names a user, whose own membership counts. Every /api/company/* route and every
// company order asks here, and `requirePermission` refuses a member whose role does not allow the call with the
// same rule table the storefront shows (shared/company/company-roles.ts).
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import {
  COMPANY_FORBIDDEN_MESSAGE,
  type CompanyPermission,
  type CompanyRole,
  isCompanyRole,
  MEMBER_DISABLED_MESSAGE,
  NOT_A_MEMBER_MESSAGE,
  roleAllows,
} from '#shared/company/company-roles.ts';
import { fail } from '../core/envelope.ts';
import type { LoginGate, Principal } from '../core/login-gate.ts';
import type { DemoMallDatabase } from '../db/database.ts';

export interface CompanyMember {
  companyId: number;
  uid: number;
  role: CompanyRole;
  /** 1 active, 0 disabled */
  status: number;
}

/** The request decoration holding the member `requirePermission` found. */
const MEMBER_DECORATOR = 'demoMallCompanyMember';

export function createMembership(db: DemoMallDatabase, gate: LoginGate) {
  const byUid = db.prepare('SELECT company_id AS companyId, uid, role, status FROM company_members WHERE uid = ?');
  const owner = db.prepare('SELECT owner_uid AS uid FROM companies WHERE company_id = ?');

  /** The membership behind a principal, active or not; null when there is none (or it is in another company). */
  function memberOf(principal: Pick<Principal, 'kind' | 'id' | 'memberUid'>): CompanyMember | null {
    const uid =
      principal.kind === 'user' ? principal.id : (principal.memberUid ?? (owner.get(principal.id) as { uid: number } | undefined)?.uid);
    if (uid === undefined) return null;
    const row = byUid.get(uid) as CompanyMember | undefined;
    if (!row || !isCompanyRole(row.role)) return null;
    if (principal.kind === 'company' && row.companyId !== principal.id) return null;
    return row;
  }

  /**
   * preHandler for a company route (put it after gate.requireLogin): answers 400 `暂无企业账号` without a
   * membership, `您的企业成员身份已停用` for a disabled one, the role message when the role does not allow
   * `permission`; otherwise the handler reads `member(request)`.
   */
  function requirePermission(permission: CompanyPermission | null): preHandlerAsyncHookHandler {
    return async (request: FastifyRequest, reply: FastifyReply) => {
      const member = memberOf(gate.principal(request));
      if (!member) return reply.send(fail(NOT_A_MEMBER_MESSAGE));
      if (member.status !== 1) return reply.send(fail(MEMBER_DISABLED_MESSAGE));
      if (permission && !roleAllows(member.role, permission)) return reply.send(fail(COMPANY_FORBIDDEN_MESSAGE));
      request.setDecorator(MEMBER_DECORATOR, member);
      return undefined;
    };
  }

  function member(request: FastifyRequest): CompanyMember {
    const found = request.getDecorator<CompanyMember | null>(MEMBER_DECORATOR);
    if (!found) throw new Error('member() called on a route without requirePermission');
    return found;
  }

  return { memberOf, requirePermission, member, decorator: MEMBER_DECORATOR };
}

export type Membership = ReturnType<typeof createMembership>;
