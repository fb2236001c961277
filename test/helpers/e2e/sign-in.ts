// Who a browser test acts as, signed in through the API on the test's page (the cookies land in its context): the
// demo's personal buyer, a company's 管理员 under 企业, or a fresh member invited with a role. The shop fixture hands
// it to tests as `signIn`, so no spec keeps its own copy of these steps.
import { expect, type Page } from '@playwright/test';
import type { CompanyRole } from '#shared/company/company-roles.ts';
import { inviteFreshMember, MEMBER_PASSWORD } from './company-members.ts';
import { COMPANY_PHONE, DEMO_PASSWORD, logIn, open, PERSONAL_PHONE } from './login.ts';

/** The cookie-only sign-in lives with the other login steps; specs keep importing it from here too. */
export { logIn };

export interface SignIn {
  /** the demo's personal buyer (13800000001), buying as 个人; then opens `path` */
  buyer(path?: string): Promise<void>;
  /** a company's 管理员 (13800000002 上海东联 unless `admin` names 13800000003 苏州恒泰) under 企业; then opens `path` */
  companyAdmin(path?: string, admin?: string): Promise<void>;
  /** a fresh account invited with `role` by `admin`'s company, signed in under 企业; answers its phone */
  member(role: CompanyRole, options?: { admin?: string; path?: string }): Promise<string>;
}

/** Makes the signed-in context buy as 企业 through the BFF, without a page load (the header's switch reloads). */
export async function buyAsCompany(page: Page): Promise<void> {
  const switched = await page.request.post('/bff/entity', { data: { entity: 'COMPANY' } });
  expect(switched.status()).toBe(200);
}

export function signInOn(page: Page, baseURL: string): SignIn {
  return {
    async buyer(path = '/') {
      await logIn(page, PERSONAL_PHONE, DEMO_PASSWORD);
      await open(page, path);
    },
    async companyAdmin(path = '/', admin = COMPANY_PHONE) {
      await logIn(page, admin, DEMO_PASSWORD);
      await buyAsCompany(page);
      await open(page, path);
    },
    async member(role, options = {}) {
      const phone = await inviteFreshMember(baseURL, role, options.admin);
      await logIn(page, phone, MEMBER_PASSWORD);
      await buyAsCompany(page);
      await open(page, options.path ?? '/');
      return phone;
    },
  };
}
