// Who sees 确认 and 异议: the session's companyRole when the session carries one, else the role the mall names
// (GET /api/company/member); when neither is known the buttons show and the mall's own check refuses a role
// without 'statements.confirm' (docs/company-api.md §1.3).
import { isCompanyRole, roleAllows } from '#shared/company/company-roles.ts';

export async function confirmAllowed(sessionRole: unknown, memberRole: () => Promise<unknown>): Promise<boolean> {
  if (isCompanyRole(sessionRole)) return roleAllows(sessionRole, 'statements.confirm');
  const role = await memberRole();
  return isCompanyRole(role) ? roleAllows(role, 'statements.confirm') : true;
}
