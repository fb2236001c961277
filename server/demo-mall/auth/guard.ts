// Reads the X-Token header the way CRMEB's UserTokenMiddleware does (crmeb-api.md §1.3):
// forced routes answer 400 '请登录' without a token and 40000 for a bad, expired or revoked one;
// optional routes treat any token problem as a guest.
import type { FastifyRequest } from 'fastify';
import { fail, make, type Envelope } from '../envelope.ts';
import type { PrincipalKind, TokenSigner } from './tokens.ts';

export interface Principal {
  kind: PrincipalKind;
  /** uid for a user, company id for a company account */
  id: number;
  token: string;
  /** Carts, orders and coupons belong to this key, so a company buys separately from its owner. */
  key: string;
}

export interface AuthGuardDeps {
  signer: TokenSigner;
  /** true when the principal still exists and is enabled */
  exists(kind: PrincipalKind, id: number): boolean;
  /** tokens revoked by POST /api/logout (CRMEB 2.3 behaviour) */
  revoked: Set<string>;
}

export type AuthResult = { ok: true; principal: Principal } | { ok: false; body: Envelope };

export function createAuthGuard(deps: AuthGuardDeps) {
  function check(request: FastifyRequest): AuthResult {
    const header = request.headers['x-token'];
    const raw = (Array.isArray(header) ? header[0] : header)?.replace(/^Bearer\s+/i, '').trim();
    if (!raw) return { ok: false, body: fail('请登录') };
    if (deps.revoked.has(raw)) return { ok: false, body: make(40000, 'token 已过期') };
    const result = deps.signer.verify(raw);
    if (!result.ok) return { ok: false, body: make(40000, result.message) };
    const { kind, sub } = result.claims;
    if (!deps.exists(kind, sub)) return { ok: false, body: make(40000, '用户不存在') };
    return { ok: true, principal: { kind, id: sub, token: raw, key: `${kind}:${sub}` } };
  }

  return {
    /** Forced login: the caller must send `result.body` when `ok` is false. */
    require: check,
    /** Optional login: a guest (null) on any token problem. */
    optional(request: FastifyRequest): Principal | null {
      const result = check(request);
      return result.ok ? result.principal : null;
    },
  };
}

export type AuthGuard = ReturnType<typeof createAuthGuard>;
