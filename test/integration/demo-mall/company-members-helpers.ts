// Shared steps of the company-members tests: register fresh mall accounts, mint membership tokens, invite.
import type { FastifyInstance } from 'fastify';
import type { CompanyRole } from '#shared/company/company-roles.ts';
import type { DemoMallContext } from '../../../demo-mall/app.ts';
import { type Body, call, smsCode } from './accounts-helpers.ts';

export const MEMBER_PASSWORD = 'Member@2026';

/** Company 1's profile as verified (docs/company-api.md §2.1): tests change one field of it at a time. */
export const COMPANY_PROFILE = {
  name: '上海东联工业设备有限公司',
  credit_code: '91350100M000100Y43',
  legal_person: '李建国',
  address: '上海市浦东新区张江路 1888 号',
  contact_name: '李经理',
  contact_phone: '021-58880000',
  // the licence on file for company 1, sent again unchanged (a new one must be the caller's own upload)
  license_image: '/api/demo-assets/company-licence/1.svg',
} as const;

/** An invoice request for a company 1 order: an electronic 普票 to the company's title. */
export const COMPANY_INVOICE = {
  receipt_type: 1,
  receipt_title_type: 2,
  receipt_title: '上海东联工业设备有限公司',
  duty_paragraph: '91350100M000100Y43',
  email: 'cw@example.com',
} as const;

/** Registers `phone` (password MEMBER_PASSWORD) and answers its login answer's data. */
export async function registerUser(app: FastifyInstance, phone: string): Promise<{ uid: number; token: string }> {
  const code = await smsCode(app, phone, 'register');
  const body = await call(app, 'POST', '/api/auth/register', {
    phone,
    sms_code: code,
    pwd: MEMBER_PASSWORD,
    zone_id: 103,
    user_type: 'pc',
  });
  if (body.status !== 200) throw new Error(`register: ${body.message}`);
  return { uid: body.data.user.uid as number, token: body.data.token as string };
}

/** A company token naming its member, as a login answer would carry it. */
export function memberToken(context: DemoMallContext, companyId: number, uid: number): string {
  return context.signer.issue(companyId, 'company', Math.floor(Date.now() / 1000), uid).token;
}

export async function invite(app: FastifyInstance, adminToken: string, phone: string, role: string): Promise<Body> {
  return call(app, 'POST', '/api/company/member/invite', { phone, role }, adminToken);
}

/** The claims a token carries (its middle part). */
export function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** Company 1's member of each role: the owner (uid 2) is its 管理员; the others are invited by seatEveryRole. */
export type RoleSeats = Readonly<Record<CompanyRole, number>>;

/**
 * Seats one member of every role in company 1: the owner (uid 2) stays 管理员, uid 1 (13800000001) joins as
 * 采购员, and three fresh accounts (`phones`) as 审批人, 财务 and 只读. Answers each role's uid.
 */
export async function seatEveryRole(
  app: FastifyInstance,
  context: DemoMallContext,
  phones: readonly [string, string, string] = ['13900000811', '13900000812', '13900000813'],
): Promise<RoleSeats> {
  const admin = memberToken(context, 1, 2);
  const seats: Record<CompanyRole, number> = { admin: 2, buyer: 1, approver: 0, finance: 0, viewer: 0 };
  const others = [
    ['approver', phones[0]],
    ['finance', phones[1]],
    ['viewer', phones[2]],
  ] as const;
  for (const [role, phone] of others) seats[role] = (await registerUser(app, phone)).uid;
  for (const [role, phone] of [['buyer', '13800000001'], ...others] as const) {
    const invited = await invite(app, admin, phone, role);
    if (invited.message !== '邀请成功') throw new Error(`invite ${role}: ${invited.message}`);
  }
  return seats;
}
