// Whether the visitor may change the data on screen (docs/company-api.md §1.3): under 个人 it is their own, so
// always; under 企业 it is the company's, so only when their role has `permission` in the one role table. The
// mall refuses the same calls (shared/company/company-route-permissions.ts); the pages hide what would be refused.
import { usePageContext } from 'vike-react/usePageContext';
import { type CompanyPermission, type CompanyRole, roleAllows } from '#shared/company/company-roles.ts';
import { useAppState } from '#web/state/app-state.ts';

export function mayChangeShownData(buyingAsCompany: boolean, role: CompanyRole | null, permission: CompanyPermission): boolean {
  return !buyingAsCompany || roleAllows(role, permission);
}

export function useCompanyPermission(permission: CompanyPermission): boolean {
  const { layout } = usePageContext();
  const { entity, companyAccount } = useAppState();
  return mayChangeShownData(entity === 'COMPANY' && companyAccount !== null, layout?.session?.companyRole ?? null, permission);
}
