// Shared steps of the company-members tests: register fresh mall accounts, mint membership tokens, invite.
import type { FastifyInstance } from 'fastify';
import type { DemoMallContext } from '../../../server/demo-mall/app.ts';
import { type Body, call, smsCode } from './accounts-helpers.ts';

export const MEMBER_PASSWORD = 'Member@2026';

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
