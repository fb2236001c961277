// Who is calling the open API. The mall issues the tokens (POST /api/open/token, docs/company-api.md); the BFF
// remembers, in the shared state and for the token's lifetime, which client and scopes a token was issued for,
// keyed by the token's hash (the token itself is never stored or logged), so the per-client rate limit and the
// idempotency keys are per client on every instance. The mall still checks every call itself: a revoked
// client's token is refused there on its next call, whatever the BFF remembers.
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { OpenClientScope } from '#shared/company/open-client-scopes.ts';
import type { SharedState } from '../shared-state/shared-state.ts';
import { OpenError } from './open-errors.ts';

export interface OpenCaller {
  token: string;
  /** the client id, or the token's hash when this BFF never saw it issued */
  clientKey: string;
  /** undefined: not known here (the mall decides alone) */
  scopes: readonly string[] | undefined;
}

interface IssuedToken {
  client_id: string;
  scopes: string[];
}

const BEARER = /^Bearer\s+([\x21-\x7e]{8,2048})$/i;
const MISSING_TOKEN = '缺少访问令牌，请在 Authorization 请求头中携带 Bearer 令牌';

export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

export interface OpenClients {
  /** Remembers a token the mall just issued. */
  issued(token: string, clientId: string, scope: string, expiresInSeconds: number): Promise<void>;
  /** The caller of a request, from its bearer token; invalid_token without one. */
  caller(request: FastifyRequest): Promise<OpenCaller>;
}

export function createOpenClients(state: SharedState): OpenClients {
  const tokens = state.cache('open-tokens', { freshMs: 30 * 60 * 1000, staleMs: 0 });
  return {
    async issued(token, clientId, scope, expiresInSeconds) {
      const ttl = Math.max(1, Math.min(expiresInSeconds, 24 * 60 * 60)) * 1000;
      const value: IssuedToken = { client_id: clientId, scopes: scope.split(/\s+/).filter(Boolean) };
      await tokens.write(tokenHash(token), value, { freshMs: ttl, staleMs: 0 });
    },
    async caller(request) {
      const match = BEARER.exec(String(request.headers.authorization ?? '').trim());
      if (!match?.[1]) throw new OpenError('invalid_token', MISSING_TOKEN);
      const token = match[1];
      const hash = tokenHash(token);
      const known = (await tokens.read<IssuedToken>(hash))?.value;
      return { token, clientKey: known ? `client:${known.client_id}` : `token:${hash}`, scopes: known?.scopes };
    },
  };
}

/** Refuses a call outside the scopes the token was issued with (the mall refuses it too). */
export function requireScope(caller: OpenCaller, scope: OpenClientScope | undefined): void {
  if (!scope || !caller.scopes || caller.scopes.includes(scope)) return;
  throw new OpenError('insufficient_scope', '该接口不在客户端授权范围内');
}
