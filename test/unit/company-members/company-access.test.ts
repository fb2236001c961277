// One role table both sides (docs/company-api.md §1.3, docs/user-centre.md): the 企业中心 menu entries and the
// company pages' 403 guard follow COMPANY_PAGE_PERMISSIONS and roleAllows.
import { describe, expect, it } from 'vitest';
import { COMPANY_PAGE_PERMISSIONS, COMPANY_ROLES, type CompanyRole, roleAllows } from '#shared/company/company-roles.ts';
import { companyPageAllowed, companyPageRefusal } from '../../../web/features/company-members/company-access.ts';
import { companyPageGuard, signedInWithRole } from '../../../web/features/company-members/company-guard.ts';
import { menuForRole } from '../../../web/features/company-members/company-menu.ts';
import { USER_MENU } from '../../../web/pages/(account)/user/user-menu.ts';

const member = (companyRole: CompanyRole | null) => ({ hasCompany: true, companyRole });
const companyMenu = (role: CompanyRole | null) =>
  menuForRole(USER_MENU, member(role)).find((group) => group.title === '企业中心')?.keys ?? [];

describe('the role table', () => {
  it('gives each role the pages of its description', () => {
    const pages = (role: CompanyRole) => Object.keys(COMPANY_PAGE_PERMISSIONS).filter((path) => companyPageAllowed(path, member(role)));
    expect(pages('admin')).toEqual(Object.keys(COMPANY_PAGE_PERMISSIONS));
    expect(pages('buyer')).toEqual([
      '/user/company',
      '/user/reorder_lists',
      '/user/agreement_prices',
      '/user/quotes',
      '/user/messages',
      '/user/replenishment',
    ]);
    expect(pages('finance')).toEqual([
      '/user/company',
      '/user/financial_management',
      '/user/remittance_management',
      '/recharge-remittance',
      '/user/statement_management',
      '/user/statement_details',
      '/user/approvals',
      '/user/reorder_lists',
      '/user/agreement_prices',
      '/user/quotes',
      '/user/budgets',
      '/user/messages',
      '/user/spend',
    ]);
    expect(pages('viewer')).toEqual([
      '/user/company',
      '/user/statement_management',
      '/user/statement_details',
      '/user/reorder_lists',
      '/user/quotes',
      '/user/messages',
    ]);
  });

  it('lets only 管理员 and 采购员 buy, and every role but 采购员 read all orders', () => {
    expect(COMPANY_ROLES.filter((role) => roleAllows(role, 'orders.buy'))).toEqual(['admin', 'buyer']);
    expect(COMPANY_ROLES.filter((role) => roleAllows(role, 'orders.viewAll'))).toEqual(['admin', 'approver', 'finance', 'viewer']);
    expect(COMPANY_ROLES.filter((role) => roleAllows(role, 'approvals.manage'))).toEqual(['admin', 'approver']);
    expect(roleAllows(null, 'company.view')).toBe(false);
  });
});

describe('the 企业中心 menu', () => {
  it('shows each role only its entries', () => {
    // the money tools, then the buying tools, as 管理员 and 财务 see them
    const money = ['approvals', 'budgets', 'spend', 'financial_management', 'remittance_management', 'statement_management'];
    const buying = ['quick_order', 'reorder_lists', 'replenishment', 'agreement_prices', 'quotes'];
    expect(companyMenu('admin')).toEqual(['messages', 'company', 'company_user_management', 'org', 'approval_rules', ...money, ...buying]);
    expect(companyMenu('approver')).toEqual(['messages', 'company', 'approvals', 'reorder_lists', 'quotes']);
    expect(companyMenu('buyer')).toEqual(['messages', 'company', ...buying]);
    expect(companyMenu('finance')).toEqual(['messages', 'company', ...money, 'reorder_lists', 'agreement_prices', 'quotes']);
    expect(companyMenu('viewer')).toEqual(['messages', 'company', 'statement_management', 'reorder_lists', 'quotes']);
  });

  it('leaves the group out without a company account or without a usable role; the personal group stays whole', () => {
    const personal = menuForRole(USER_MENU, { hasCompany: false, companyRole: null });
    expect(personal.map((group) => group.title)).toEqual(['个人中心']);
    expect(menuForRole(USER_MENU, member(null)).map((group) => group.title)).toEqual(['个人中心']);
    expect(personal[0]?.keys).toEqual(USER_MENU[0]?.keys);
  });
});

describe('the company pages guard', () => {
  const context = (pathname: string, session: { loggedIn: boolean; hasCompany: boolean; companyRole: CompanyRole | null }) =>
    ({ urlPathname: pathname, urlParsed: { pathname, search: {} }, layout: { session } }) as unknown as Parameters<
      typeof companyPageGuard
    >[0];
  const abortOf = (run: () => void): { status?: number; reason?: unknown } | null => {
    try {
      run();
      return null;
    } catch (error) {
      const abort = (error as { _pageContextAbort?: { abortStatusCode?: number; abortReason?: unknown } })._pageContextAbort;
      return { status: abort?.abortStatusCode, reason: abort?.abortReason };
    }
  };

  it('answers 403 with a sentence naming what the role lacks', () => {
    const buyer = { loggedIn: true, hasCompany: true, companyRole: 'buyer' as const };
    expect(abortOf(() => companyPageGuard(context('/user/financial_management', buyer)))).toEqual({
      status: 403,
      reason: '您的企业角色「采购员」没有“管理企业账户与汇款”的权限，如需访问请联系企业管理员。',
    });
    expect(abortOf(() => companyPageGuard(context('/user/statement_management/', buyer)))?.status).toBe(403);
    expect(abortOf(() => companyPageGuard(context('/user/company', buyer)))).toBeNull();
    expect(abortOf(() => companyPageGuard(context('/user/order_list', buyer)))).toBeNull();
  });

  it('refuses a personal account and a disabled member, and lets a 管理员 through', () => {
    const personal = { loggedIn: true, hasCompany: false, companyRole: null };
    expect(abortOf(() => companyPageGuard(context('/user/company', personal)))).toEqual({
      status: 403,
      reason: '该页面仅对企业账号开放，您的账号还没有加入企业。',
    });
    expect(companyPageRefusal('/recharge-remittance', member(null))).toBe('您的企业成员身份已停用或已被移出企业，无法访问该页面。');
    const admin = { loggedIn: true, hasCompany: true, companyRole: 'admin' as const };
    for (const path of Object.keys(COMPANY_PAGE_PERMISSIONS))
      expect(
        abortOf(() => companyPageGuard(context(path, admin))),
        path,
      ).toBeNull();
  });

  it('checks the login first: a guest is sent to log in, not shown 403', () => {
    const guest = { loggedIn: false, hasCompany: false, companyRole: null };
    const abort = abortOf(() => signedInWithRole(context('/user/company', guest)));
    expect(abort?.status).toBeUndefined();
    expect(abort).not.toBeNull();
  });
});
