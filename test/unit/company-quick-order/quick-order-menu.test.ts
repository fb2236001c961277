// The 企业中心 menu's 快速下单 entry follows the buying permission; the page itself stays open to every buyer.
import { describe, expect, it } from 'vitest';
import type { CompanyRole } from '#shared/company/company-roles.ts';
import { ROUTES, userPageHref } from '#shared/routes.ts';
import { companyPageAllowed } from '../../../web/features/company-members/company-access.ts';
import { menuForRole } from '../../../web/features/company-members/company-menu.ts';
import { quickOrderEntryAllowed } from '../../../web/features/quick-order/quick-order-menu.ts';
import { USER_MENU } from '../../../web/pages/(account)/user/user-menu.ts';

const companyKeys = (role: CompanyRole) =>
  menuForRole(USER_MENU, { hasCompany: true, companyRole: role }).find((group) => group.title === '企业中心')?.keys ?? [];

describe('the 快速下单 menu entry', () => {
  it('links to /quick_order for the roles that buy for the company, and only for them', () => {
    expect(userPageHref('quick_order')).toBe(ROUTES.quickOrder.path);
    expect(companyKeys('admin')).toContain('quick_order');
    expect(companyKeys('buyer')).toContain('quick_order');
    for (const role of ['finance', 'viewer', 'approver'] as const) expect(companyKeys(role)).not.toContain('quick_order');
  });

  it('leaves other entries alone and keeps the page open to a personal buyer', () => {
    expect(quickOrderEntryAllowed('/user/company', { hasCompany: false, companyRole: null })).toBe(true);
    expect(quickOrderEntryAllowed(ROUTES.quickOrder.path, { hasCompany: false, companyRole: null })).toBe(false);
    expect(companyPageAllowed(ROUTES.quickOrder.path, { hasCompany: false, companyRole: null })).toBe(true);
  });
});
