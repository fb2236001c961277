// Who is calling: the principal behind the X-Token header (docs/mall-api.md §1.3). Every module gets one
// LoginGate (the accounts module builds it) and registers `requireLogin` once as the preHandler of its
// protected routes; handlers then read `principal(request)`. Public routes ask `viewer(request)`.
import type { FastifyReply, FastifyRequest } from 'fastify';

export type PrincipalKind = 'user' | 'company';

export interface Principal {
  kind: PrincipalKind;
  /** uid for a user, company id for a company account */
  id: number;
  token: string;
  /** the token's expiry, unix seconds */
  expiresAt: number;
  /** Carts, coupons and favourites belong to this key ('user:2', 'company:1'), so a company buys apart from its owner. */
  key: string;
  /**
   * A company token also names the member using it (docs/company-api.md §1.2); absent on user tokens and on
   * company tokens issued before members existed (those act as the company's owner).
   */
  memberUid?: number;
}

export interface LoginGate {
  /**
   * preHandler for forced-login routes: answers 400 '请登录' without a token, 40000 for a bad, expired or
   * revoked one, and otherwise decorates the request with its principal.
   */
  requireLogin(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined>;
  /** The principal `requireLogin` found; only valid behind it. */
  principal(request: FastifyRequest): Principal;
  /** Optional login: the principal, or null (a guest) on any token problem. */
  viewer(request: FastifyRequest): Principal | null;
}

/** The request decoration holding the principal (set by requireLogin). */
export const PRINCIPAL_DECORATOR = 'demoMallPrincipal';

/** Principal key → the numeric id CRMEB rows call `uid`. */
export function uidOf(key: string): number {
  const id = Number.parseInt(key.split(':')[1] ?? '0', 10);
  return Number.isFinite(id) ? id : 0;
}
