// The 企业中心 menu's 快速下单 entry (docs/user-centre.md): /quick_order is open to every logged-in buyer, so it is
// no company page with a 403 guard; in the company menu it shows only to roles that fill the company cart (cart.use).
import { roleAllows } from '#shared/company/company-roles.ts';
import { ROUTES } from '#shared/routes.ts';
import type { CompanyAccessView } from '../company-members/company-access.ts';

/** false only for the quick-order entry shown to a member whose role may not fill the company cart */
export function quickOrderEntryAllowed(path: string, session: CompanyAccessView): boolean {
  return path !== ROUTES.quickOrder.path || (session.hasCompany && roleAllows(session.companyRole, 'cart.use'));
}
