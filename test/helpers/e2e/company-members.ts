// Steps of the company-members browser tests: a fresh mall account registered through the BFF in its own
// request context (so the browser's cookies stay the admin's), and the members table's row of a phone.
import { expect, type Page, request as playwrightRequest } from '@playwright/test';
import type { CompanyRole } from '#shared/company/company-roles.ts';
import { COMPANY_PHONE, DEMO_PASSWORD } from './login.ts';
import { smsCodeByApi } from './sms-code.ts';

export const MEMBER_PASSWORD = 'Member@2026';

/** A phone no other spec uses: 137 then eight digits from the clock and a random part. */
export function freshMemberPhone(): string {
  return `137${String(Date.now() % 10_000).padStart(4, '0')}${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;
}

/** Registers `phone` as a mall account (password MEMBER_PASSWORD) without touching the page's cookies. */
export async function registerMallAccount(baseURL: string, phone: string): Promise<void> {
  const request = await playwrightRequest.newContext({ baseURL });
  try {
    const code = await smsCodeByApi(request, phone, 'register', 'e2e-members');
    const answer = await request.post('/api/auth/register', {
      data: { phone, sms_code: code, pwd: MEMBER_PASSWORD, zone_id: 103, user_type: 'pc' },
    });
    const body = (await answer.json()) as { status: number; message: string };
    expect(body.status, body.message).toBe(200);
  } finally {
    await request.dispose();
  }
}

/**
 * A fresh mall account invited into a company with `role` by that company's 管理员 (`admin`: 13800000002 for 上海东联,
 * 13800000003 for 苏州恒泰), in request contexts of their own so no page's cookies change. Answers the member's phone;
 * the member signs in with MEMBER_PASSWORD.
 */
export async function inviteFreshMember(baseURL: string, role: CompanyRole, admin = COMPANY_PHONE): Promise<string> {
  const phone = freshMemberPhone();
  await registerMallAccount(baseURL, phone);
  const request = await playwrightRequest.newContext({ baseURL });
  try {
    const login = await request.post('/api/auth/login', { data: { account: admin, password: DEMO_PASSWORD, user_type: 'pc' } });
    expect(login.status()).toBe(200);
    // specs invite many members into one company within an hour: start each invitation under the hourly limit
    expect((await request.post('/__test/company/invite-sms/forget')).status()).toBe(200);
    const invited = (await (await request.post('/api/company/member/invite', { data: { phone, role } })).json()) as {
      status: number;
      message: string;
    };
    expect(invited.status, invited.message).toBe(200);
  } finally {
    await request.dispose();
  }
  return phone;
}

/** The members table's row of a phone, as the table shows it (masked). */
export function memberRow(page: Page, phone: string) {
  return page.locator('.cm-table tbody tr', { hasText: `${phone.slice(0, 3)}****${phone.slice(7)}` });
}
