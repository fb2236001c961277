// Every call made with an API client's token (docs/company-api.md §17): before any route runs, a revoked or
// rotated client's token is refused with 40000 `客户端已停用`, a caller outside the IP allow-list and a route
// outside the client's scopes are refused; after it, one audit row is written with the answer's status and
// message, whatever the outcome. People's tokens pass untouched. Root hooks, so no route can slip past them.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { OPEN_CLIENT_MESSAGES as M, OPEN_CLIENT_SELF_ROUTES, openClientScopeOf } from '#shared/company/open-client-scopes.ts';
import { fail, formatDateTime, make } from '../../core/envelope.ts';
import type { TokenClaims } from '../../accounts/tokens.ts';
import { ipAllowed } from './ip-allow.ts';
import type { ClientRow, OpenClientStore } from './open-client-store.ts';

export interface ClientCallDeps {
  store: OpenClientStore;
  /** the mall's token check (signature, expiry), the login gate's own */
  verify(token: string): { ok: true; claims: TokenClaims } | { ok: false };
  now: () => number;
}

/** How long an audit row is kept (docs/company-api.md §17.3): 180 days, pruned as new rows arrive. */
const AUDIT_KEPT_MS = 180 * 24 * 3600 * 1000;

/** The request decoration naming the client behind the call (null for everyone else). */
const CLIENT_DECORATOR = 'demoMallOpenClient';

const headerOf = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
};

/** The caller's IP as the BFF passes it (`X-Open-Client-Ip`), bounded; '' when absent. */
export const callerIpOf = (request: FastifyRequest) => headerOf(request, 'x-open-client-ip').slice(0, 64);
/** The BFF's request id, else the mall's own. */
export const requestIdOf = (request: FastifyRequest) => headerOf(request, 'x-request-id').slice(0, 64) || String(request.id);

/** status and message of an envelope answer; the HTTP status and '' for anything else (a file download) */
function outcomeOf(reply: FastifyReply, payload: unknown): { status: number; message: string } {
  if (typeof payload === 'string' && String(reply.getHeader('content-type') ?? '').includes('json')) {
    try {
      const body = JSON.parse(payload) as { status?: unknown; message?: unknown };
      if (typeof body.status === 'number') return { status: body.status, message: String(body.message ?? '').slice(0, 200) };
    } catch {
      // not an envelope: recorded by its HTTP status below
    }
  }
  return { status: reply.statusCode, message: '' };
}

export function installClientCalls(app: FastifyInstance, { store, verify, now }: ClientCallDeps): void {
  const time = () => formatDateTime(new Date(now()));
  app.decorateRequest(CLIENT_DECORATOR, null);

  /** The client whose system member the token names, or null for a person's token (or no valid token). */
  function clientOf(request: FastifyRequest): { client: ClientRow; claims: TokenClaims } | null {
    const raw = headerOf(request, 'x-token').replace(/^Bearer\s+/i, '');
    if (!raw) return null;
    const checked = verify(raw);
    if (!checked.ok || checked.claims.kind !== 'company' || checked.claims.mid === undefined) return null;
    const client = store.byMember(checked.claims.mid);
    return client ? { client, claims: checked.claims } : null;
  }

  app.addHook('onRequest', async (request, reply) => {
    const found = clientOf(request);
    if (!found) return;
    const { client, claims } = found;
    request.setDecorator(CLIENT_DECORATOR, client);
    // a token of an older generation (rotated), of a revoked client, or naming another company
    if (client.status !== 1 || claims.gen !== client.generation || claims.sub !== client.company_id) {
      return reply.send(make(40000, M.disabled));
    }
    if (!ipAllowed(JSON.parse(client.ip_allow) as string[], callerIpOf(request))) return reply.send(fail(M.ipRefused));
    const route = request.routeOptions.url;
    // an unknown path is left to answer its own 404
    if (route === undefined || OPEN_CLIENT_SELF_ROUTES.has(route)) return;
    const scope = openClientScopeOf(route);
    if (!scope || !(JSON.parse(client.scopes) as string[]).includes(scope)) return reply.send(fail(M.outOfScope));
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const client = request.getDecorator<ClientRow | null>(CLIENT_DECORATOR);
    if (!client) return payload;
    const at = time();
    const { status, message } = outcomeOf(reply, payload);
    store.audit({
      companyId: client.company_id,
      clientRef: client.id,
      method: request.method,
      path: request.url.split('?')[0]?.slice(0, 300) ?? '',
      status,
      message,
      ip: callerIpOf(request),
      requestId: requestIdOf(request),
      time: at,
    });
    store.markUsed(client.id, at);
    store.pruneAudit(client.company_id, formatDateTime(new Date(now() - AUDIT_KEPT_MS)));
    return payload;
  });
}
