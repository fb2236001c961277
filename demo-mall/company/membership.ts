// Who in which company is calling (docs/company-api.md §1.2): a company token names its company and the member
// using it; a user token names a user, whose own membership counts. The company route guard (route-guard.ts)
// asks here before it reads the role table, and hands the member it admitted to the handler.
import type { FastifyRequest } from 'fastify';
import { type CompanyRole, isCompanyRole, MEMBER_DISABLED_MESSAGE, NOT_A_MEMBER_MESSAGE } from '#shared/company/company-roles.ts';
import type { Principal } from '../core/login-gate.ts';
import type { DemoMallDatabase } from '../db/database.ts';

export interface CompanyMember {
  companyId: number;
  uid: number;
  role: CompanyRole;
  /** 1 active, 0 disabled */
  status: number;
}

/** The request decoration holding the member the route guard admitted. */
const MEMBER_DECORATOR = 'demoMallCompanyMember';

export function createMembership(db: DemoMallDatabase) {
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
   * Why the principal may not act for a company at all (`暂无企业账号`, `您的企业成员身份已停用`), or its active
   * membership. The route guard (route-guard.ts) asks it, then the role table.
   */
  function activeMemberOf(principal: Principal): { ok: true; member: CompanyMember } | { ok: false; message: string } {
    const found = memberOf(principal);
    if (!found) return { ok: false, message: NOT_A_MEMBER_MESSAGE };
    if (found.status !== 1) return { ok: false, message: MEMBER_DISABLED_MESSAGE };
    return { ok: true, member: found };
  }

  /** Hands the member the guard admitted to the route's handler (`member(request)`). */
  function admit(request: FastifyRequest, found: CompanyMember): void {
    request.setDecorator(MEMBER_DECORATOR, found);
  }

  function member(request: FastifyRequest): CompanyMember {
    const found = request.getDecorator<CompanyMember | null>(MEMBER_DECORATOR);
    if (!found) throw new Error('member() called on a route the company route guard did not admit');
    return found;
  }

  return { memberOf, activeMemberOf, admit, member, decorator: MEMBER_DECORATOR };
}

export type Membership = ReturnType<typeof createMembership>;
