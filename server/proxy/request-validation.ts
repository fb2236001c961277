// Input checked before it is forwarded: the shared schemas of spec §5 with their exact messages.
// A failing body is answered HTTP 400 {status:400, message} and the mall is not called.
import type { z } from 'zod';
import {
  ChangePasswordInputSchema,
  firstIssueMessage,
  LoginInputSchema,
  RegisterInputSchema,
  SendCodeInputSchema,
  SmsLoginInputSchema,
} from '#shared/schemas/auth-schemas.ts';

const SCHEMAS_BY_PATH: Record<string, z.ZodType> = {
  '/api/auth/login': LoginInputSchema,
  '/api/auth/smslogin': SmsLoginInputSchema,
  '/api/auth/verify': SendCodeInputSchema,
  '/api/auth/register': RegisterInputSchema,
  '/api/user/change_pwd': ChangePasswordInputSchema,
};

/** The first failing message, or null when the path has no rule or the body passes. */
export function validateMallRequest(method: string, pathname: string, body: unknown): string | null {
  if (method !== 'POST') return null;
  const schema = SCHEMAS_BY_PATH[pathname];
  if (!schema) return null;
  // A body that is not an object (array, string, null) is checked as empty, so the answer is the first
  // field's Chinese message rather than zod's generic type error.
  const fields = typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {};
  return firstIssueMessage(schema, fields);
}
