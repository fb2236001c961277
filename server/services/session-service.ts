// The visitor's session as the browser may see it: public user fields only, never a token.
import type { PublicUser, SessionView } from '#shared/api/envelope.ts';
import { type CompanyRole, isCompanyRole } from '#shared/company/company-roles.ts';
import { MallReadError, type MallReader } from '#shared/api/mall-reader.ts';
import type { AuthState } from '../auth/token-cookies.ts';

export const GUEST_AUTH: AuthState = Object.freeze({
  userToken: undefined,
  companyToken: undefined,
  companyName: undefined,
  entity: 'PERSONAL',
});

function toPublicUser(user: Record<string, unknown>): PublicUser {
  const optionalNumber = (value: unknown) => (value === undefined || value === null ? undefined : Number(value));
  const view: PublicUser = {
    uid: Number(user.uid ?? 0),
    nickname: String(user.nickname ?? user.account ?? ''),
    avatar: String(user.avatar ?? ''),
    is_svip: Number(user.is_svip ?? 0),
  };
  if (typeof user.phone === 'string') view.phone = user.phone.replace(/^(\d{3})\d{4}(\d{4})$/, '$1****$2');
  if (user.now_money !== undefined) view.now_money = String(user.now_money);
  const integral = optionalNumber(user.integral);
  if (integral !== undefined) view.integral = integral;
  const unread = optionalNumber(user.total_unread);
  if (unread !== undefined) view.total_unread = unread;
  return view;
}

export function guestSession(): SessionView {
  return { loggedIn: false, entity: 'PERSONAL', hasCompany: false, companyName: null, companyRole: null, user: null };
}

/**
 * The caller's role from GET /api/company/member (docs/company-api.md §2.1): null for a disabled or missing
 * membership and on any failure, so the company pages then answer 403 rather than breaking the page.
 */
async function readCompanyRole(reader: MallReader): Promise<CompanyRole | null> {
  try {
    const member = await reader.get<{ role?: unknown; status?: unknown }>('/api/company/member');
    return Number(member?.status) === 1 && isCompanyRole(member?.role) ? member.role : null;
  } catch {
    return null;
  }
}

/**
 * Reads GET /api/user with the user token. A lost login gives a guest session (the caller clears the
 * cookies); a backend fault propagates so the caller can answer 502/504 instead of pretending.
 */
export async function getSession(reader: MallReader, auth: AuthState): Promise<SessionView> {
  if (!auth.userToken) return guestSession();
  try {
    const hasCompany = Boolean(auth.companyToken);
    const [user, companyRole] = await Promise.all([
      reader.get<Record<string, unknown>>('/api/user'),
      hasCompany ? readCompanyRole(reader) : Promise.resolve(null),
    ]);
    return {
      loggedIn: true,
      entity: hasCompany ? auth.entity : 'PERSONAL',
      hasCompany,
      companyName: hasCompany ? (auth.companyName ?? '') : null,
      companyRole,
      user: toPublicUser(user ?? {}),
    };
  } catch (error) {
    if (error instanceof MallReadError && error.code === 'LOGIN_EXPIRED') return guestSession();
    throw error;
  }
}
