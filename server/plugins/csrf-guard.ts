// Cookies carry the login, so a foreign page must not be able to make state-changing calls with them.
// State-changing requests to the endpoint table's areas (/api/*, /bff/*, /ajcaptcha, /ajcheck) whose Origin
// (or, without it, Referer) names another origin are refused with 403 before anything reaches the mall.
// No header at all passes (server-to-server, tests).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ruleOfRequest } from '../rules/request-rule.ts';
import { sendError } from './error-replies.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function originOf(value: string): string | null {
  try {
    return new URL(value).origin.toLowerCase();
  } catch {
    return null;
  }
}

function isForeignOrigin(request: FastifyRequest, allowedOrigins: readonly string[]): boolean {
  const header = request.headers.origin ?? request.headers.referer;
  if (!header) return false;
  const origin = originOf(header);
  if (!origin) return true;
  const own = `${request.protocol}://${request.host}`.toLowerCase();
  return origin !== own && !allowedOrigins.includes(origin);
}

export function registerCsrfGuard(app: FastifyInstance, allowedOrigins: readonly string[]): void {
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method)) return;
    const rule = ruleOfRequest(request);
    if (!rule.area || rule.csrfExempt) return;
    if (isForeignOrigin(request, allowedOrigins)) {
      request.log.warn({ origin: request.headers.origin ?? null }, 'cross-site request refused');
      return sendError(reply, 403, '非法的跨站请求', 'CSRF');
    }
  });
}
