// Whether the reorder-list buttons show (docs/user-centre.md): only to a company member buying as 企业 whose role
// may buy (the role lists may be created with); under 个人 nothing shows.
import { usePageContext } from 'vike-react/usePageContext';
import { roleAllows } from '#shared/company/company-roles.ts';
import { useAppState } from '#web/state/app-state.ts';

export function useCompanyBuyer(): boolean {
  const { layout } = usePageContext();
  const { entity, companyAccount } = useAppState();
  return entity === 'COMPANY' && companyAccount !== null && roleAllows(layout?.session?.companyRole ?? null, 'orders.buy');
}
