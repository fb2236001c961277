// The key of a guest's page in the guest-page cache (docs/bff-contract.md §10): the URL as asked, plus the few
// cookies that change a guest's HTML (the closed top banner; the logo, title and unread count restored from the
// browser). A visitor with a login is never keyed: they get a fresh render.
import type { FastifyRequest } from 'fastify';
import { TOP_BANNER_COOKIE_PREFIX, UI_COOKIES } from '#shared/cookie-names.ts';

const UI_COOKIE_NAMES: readonly string[] = Object.values(UI_COOKIES);

export function guestPageKey(request: FastifyRequest): string {
  const shaping = Object.entries(request.cookies)
    .filter(([name]) => name.startsWith(TOP_BANNER_COOKIE_PREFIX) || UI_COOKIE_NAMES.includes(name))
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${value ?? ''}`)
    .join(';');
  return shaping ? `${request.url}|${shaping}` : request.url;
}
