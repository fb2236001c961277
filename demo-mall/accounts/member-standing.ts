// A user's place in a company as the accounts module needs it (docs/company-api.md §1.2, §2.1): which company,
// which role, and whether the membership is active. Login answers give the company token only to active
// members, and the login gate refuses the company token of a member who was removed or disabled.
import {
  COMPANY_ROLE_NAMES,
  type CompanyRole,
  isCompanyRole,
  MEMBER_DISABLED_MESSAGE,
  NOT_A_MEMBER_MESSAGE,
} from '#shared/company/company-roles.ts';
import type { DemoMallDatabase } from '../db/database.ts';

export interface MemberStanding {
  companyId: number;
  companyName: string;
  uid: number;
  role: CompanyRole;
  roleName: string;
  /** 1 active, 0 disabled */
  status: number;
}

export function createMemberStandings(db: DemoMallDatabase) {
  const byUid = db.prepare(
    `SELECT m.company_id AS companyId, c.name AS companyName, m.uid, m.role, m.status
     FROM company_members m JOIN companies c ON c.company_id = m.company_id WHERE m.uid = ?`,
  );
  const ownerOf = db.prepare('SELECT owner_uid AS uid FROM companies WHERE company_id = ?');

  function of(uid: number): MemberStanding | null {
    const row = byUid.get(uid) as Omit<MemberStanding, 'roleName'> | undefined;
    if (!row || !isCompanyRole(row.role)) return null;
    return { ...row, roleName: COMPANY_ROLE_NAMES[row.role] };
  }

  /** The user a company token acts for: its member, or the company's owner for tokens issued before members. */
  function tokenUser(companyId: number, memberUid?: number): number | null {
    if (memberUid !== undefined) return memberUid;
    return (ownerOf.get(companyId) as { uid: number } | undefined)?.uid ?? null;
  }

  return {
    of,
    tokenUser,
    /** Why a company token may not act (removed: 暂无企业账号, disabled: 您的企业成员身份已停用), or null. */
    refusal(companyId: number, memberUid?: number): string | null {
      const uid = tokenUser(companyId, memberUid);
      const standing = uid === null ? null : of(uid);
      if (!standing || standing.companyId !== companyId) return NOT_A_MEMBER_MESSAGE;
      return standing.status === 1 ? null : MEMBER_DISABLED_MESSAGE;
    },
  };
}
