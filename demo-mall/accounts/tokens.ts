// Demo tokens: HMAC-SHA256 signed, 7-day expiry, like CRMEB's JWT HS256 (docs/mall-api.md §1.3).
// A token names a principal: a user (`user`) or a company account (`company`).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { PrincipalKind } from '../core/login-gate.ts';

export const TOKEN_LIFETIME_SECONDS = 7 * 24 * 3600;

export interface TokenClaims {
  sub: number;
  kind: PrincipalKind;
  iat: number;
  exp: number;
  jti: string;
  /** company tokens: the member using it (docs/company-api.md §1.2); absent on older company tokens */
  mid?: number;
  /** an API client's token: the client's credential generation it was issued under (docs/company-api.md §17) */
  gen?: number;
}

/** A short-lived token of an API client's system member (docs/company-api.md §17). */
export interface ClientTokenTerms {
  lifetimeSeconds: number;
  generation: number;
}

export type TokenCheck = { ok: true; claims: TokenClaims } | { ok: false; message: 'token 已过期' | '无效的token' | '无效的 token' };

function base64url(input: Buffer | string): string {
  return Buffer.from(input).toString('base64url');
}

/** `secret` comes from the database (generated once), so tokens outlive a restart. */
export function createTokenSigner(secret: string = randomBytes(32).toString('hex')) {
  const sign = (body: string) => createHmac('sha256', secret).update(body).digest('base64url');

  function issue(
    sub: number,
    kind: PrincipalKind,
    nowSeconds = Math.floor(Date.now() / 1000),
    memberUid?: number,
    client?: ClientTokenTerms,
  ) {
    const lifetime = client?.lifetimeSeconds ?? TOKEN_LIFETIME_SECONDS;
    const claims: TokenClaims = {
      sub,
      kind,
      iat: nowSeconds,
      exp: nowSeconds + lifetime,
      jti: randomBytes(8).toString('hex'),
      ...(kind === 'company' && memberUid !== undefined ? { mid: memberUid } : {}),
      ...(kind === 'company' && client ? { gen: client.generation } : {}),
    };
    const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
    const payload = base64url(JSON.stringify(claims));
    const token = `${header}.${payload}.${sign(`${header}.${payload}`)}`;
    return { token, exp: lifetime, expires_time: claims.exp };
  }

  function verify(raw: string, nowSeconds = Math.floor(Date.now() / 1000)): TokenCheck {
    const token = raw.replace(/^Bearer\s+/i, '').trim();
    const parts = token.split('.');
    if (parts.length !== 3) return { ok: false, message: 'token 已过期' };
    const [header, payload, signature] = parts as [string, string, string];
    const expected = Buffer.from(sign(`${header}.${payload}`));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      return { ok: false, message: 'token 已过期' };
    }
    let claims: TokenClaims;
    try {
      claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as TokenClaims;
    } catch {
      return { ok: false, message: 'token 已过期' };
    }
    if (claims.kind !== 'user' && claims.kind !== 'company') return { ok: false, message: '无效的 token' };
    if (typeof claims.exp !== 'number' || claims.exp < nowSeconds) return { ok: false, message: '无效的token' };
    if (claims.mid !== undefined && (claims.kind !== 'company' || !Number.isInteger(claims.mid)))
      return { ok: false, message: '无效的 token' };
    if (claims.gen !== undefined && (claims.mid === undefined || !Number.isInteger(claims.gen)))
      return { ok: false, message: '无效的 token' };
    return { ok: true, claims };
  }

  return { issue, verify };
}

export type TokenSigner = ReturnType<typeof createTokenSigner>;
