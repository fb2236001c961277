// Cookies carry the login, so a foreign page must not be able to make state-changing calls with them.
// State-changing requests to the endpoint table's areas (/api/*, /bff/*), matched on the
// request's resolved path so every spelling is covered (docs/adr/0012-one-resolved-path.md), are refused with 403
// before anything reaches the mall when:
// - the browser says `Sec-Fetch-Site: cross-site` (unless the Origin is in ALLOWED_ORIGINS), or
// - their Origin (or, without it, Referer) names another origin. This also catches same-site pages (another
//   port on our host, a sibling subdomain), which SameSite=Lax cookies do not stop.
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

function headerOrigin(request: FastifyRequest): string | null | undefined {
  const header = request.headers.origin ?? request.headers.referer;
  return header ? originOf(header) : undefined;
}

/** Why the request is cross-site, or undefined when it is not. */
function crossSiteReason(request: FastifyRequest, allowedOrigins: readonly string[]): string | undefined {
  const origin = headerOrigin(request);
  const allowed = origin !== null && origin !== undefined && allowedOrigins.includes(origin);
  const fetchSite = String(request.headers['sec-fetch-site'] ?? '').toLowerCase();
  if (fetchSite === 'cross-site' && !allowed) return 'Sec-Fetch-Site: cross-site';
  if (origin === undefined) return undefined;
  if (origin === null) return 'unreadable Origin or Referer';
  const own = `${request.protocol}://${request.host}`.toLowerCase();
  return origin === own || allowed ? undefined : 'foreign Origin or Referer';
}

export function registerCsrfGuard(app: FastifyInstance, allowedOrigins: readonly string[]): void {
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method)) return;
    const rule = ruleOfRequest(request);
    if (!rule.area || rule.csrfExempt) return;
    const reason = crossSiteReason(request, allowedOrigins);
    if (reason) {
      request.log.warn({ origin: request.headers.origin ?? null, reason }, 'cross-site request refused');
      return sendError(reply, 403, '非法的跨站请求', 'CSRF');
    }
  });
}
