// Reads the X-Token header the way CRMEB's UserTokenMiddleware does (docs/mall-api.md §1.3): forced routes
// answer 400 '请登录' without a token and 40000 for a bad, expired or revoked one; optional routes treat any
// token problem as a guest. The one implementation of core/login-gate.ts, handed to every module.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fail, make, type Envelope } from '../core/envelope.ts';
import { PRINCIPAL_DECORATOR, type LoginGate, type Principal, type PrincipalKind } from '../core/login-gate.ts';
import type { TokenRevocations } from './token-revocations.ts';
import type { TokenSigner } from './tokens.ts';

export interface LoginGateDeps {
  signer: TokenSigner;
  revocations: TokenRevocations;
  /** true when the principal (and, for a company token, the member using it) still exists and is enabled */
  exists(kind: PrincipalKind, id: number, memberUid?: number): boolean;
  /** false for a token issued before its user's last password change: that session is over */
  current(kind: PrincipalKind, id: number, iat: number, memberUid?: number): boolean;
  /**
   * For a company token: why its member may no longer act for the company (removed: 暂无企业账号, disabled:
   * 您的企业成员身份已停用, docs/company-api.md §1.2), or null. Forced routes answer it as a plain 400.
   */
  memberRefusal(companyId: number, memberUid?: number): string | null;
}

type AuthResult = { ok: true; principal: Principal } | { ok: false; body: Envelope };

export function createLoginGate(deps: LoginGateDeps): LoginGate & { install(app: FastifyInstance): void } {
  function check(request: FastifyRequest): AuthResult {
    const header = request.headers['x-token'];
    const raw = (Array.isArray(header) ? header[0] : header)?.replace(/^Bearer\s+/i, '').trim();
    if (!raw) return { ok: false, body: fail('请登录') };
    if (deps.revocations.isRevoked(raw)) return { ok: false, body: make(40000, 'token 已过期') };
    const result = deps.signer.verify(raw);
    if (!result.ok) return { ok: false, body: make(40000, result.message) };
    const { kind, sub, exp, iat, mid } = result.claims;
    if (!deps.exists(kind, sub, mid)) return { ok: false, body: make(40000, '用户不存在') };
    if (!deps.current(kind, sub, iat, mid)) return { ok: false, body: make(40000, 'token 已过期') };
    const refusal = kind === 'company' ? deps.memberRefusal(sub, mid) : null;
    if (refusal) return { ok: false, body: fail(refusal) };
    const principal: Principal = { kind, id: sub, token: raw, expiresAt: exp, key: `${kind}:${sub}` };
    if (mid !== undefined) principal.memberUid = mid;
    return { ok: true, principal };
  }

  return {
    /** Declares the request decoration once, on the root instance, before any module registers. */
    install(app: FastifyInstance): void {
      app.decorateRequest(PRINCIPAL_DECORATOR, null);
    },
    async requireLogin(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
      const result = check(request);
      if (!result.ok) return reply.send(result.body);
      request.setDecorator(PRINCIPAL_DECORATOR, result.principal);
      return undefined;
    },
    principal(request: FastifyRequest): Principal {
      const principal = request.getDecorator<Principal | null>(PRINCIPAL_DECORATOR);
      if (!principal) throw new Error('principal() called on a route without requireLogin');
      return principal;
    },
    viewer(request: FastifyRequest): Principal | null {
      const result = check(request);
      return result.ok ? result.principal : null;
    },
  };
}
