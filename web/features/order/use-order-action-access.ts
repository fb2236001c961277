// The order buttons the visitor may use now: all under 个人; under 企业 those their company role may (order-action-access.ts).
import { usePageContext } from 'vike-react/usePageContext';
import { useAppState } from '#web/state/app-state.ts';
import { type GuardedOrderAction, roleMayUse } from './order-action-access.ts';

export function useOrderActionAccess(): (action: GuardedOrderAction) => boolean {
  const { layout } = usePageContext();
  const { entity, companyAccount } = useAppState();
  const role = entity === 'COMPANY' && companyAccount !== null ? (layout?.session?.companyRole ?? null) : null;
  // a company visitor without a known role is shown nothing the mall could refuse
  if (entity === 'COMPANY' && companyAccount !== null && role === null) return (action) => roleMayUse('viewer', action);
  return (action) => roleMayUse(role, action);
}
