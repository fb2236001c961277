// A cookie value signed the way the BFF signs its auth cookies: over `name=value` (docs/adr/0002, amendment),
// so tests can present a login without going through the mall.
import type { FastifyInstance } from 'fastify';

export function signedCookieValue(app: FastifyInstance, name: string, value: string): string {
  return encodeURIComponent(app.signCookie(`${name}=${value}`).slice(name.length + 1));
}
