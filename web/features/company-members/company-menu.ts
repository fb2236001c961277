// The 企业中心 menu entries a visitor's role allows (docs/user-centre.md): the same table the 403 guard reads.
import { USER_PAGES, type UserPage } from '#shared/routes.ts';
import { quickOrderEntryAllowed } from '../quick-order/quick-order-menu.ts';
import { type CompanyAccessView, companyPageAllowed } from './company-access.ts';

export interface MenuGroup {
  title: string;
  keys: UserPage['key'][];
  companyOnly: boolean;
}

/**
 * The groups to show: the company group only for a company account, with only the pages the role allows;
 * a group left with no entries is not shown.
 */
export function menuForRole<G extends MenuGroup>(groups: readonly G[], session: CompanyAccessView): G[] {
  return groups
    .filter((group) => !group.companyOnly || session.hasCompany)
    .map((group) => ({
      ...group,
      keys: group.keys.filter((key) => {
        const path = USER_PAGES.find((page) => page.key === key)?.path ?? '';
        return companyPageAllowed(path, session) && quickOrderEntryAllowed(path, session);
      }),
    }))
    .filter((group) => group.keys.length > 0);
}
