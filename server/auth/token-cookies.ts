// The only module that reads and writes the auth cookies. Tokens live here and in server memory
// during a request; they never reach browser JavaScript, rendered HTML or logs.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_COOKIE_MAX_AGE_SECONDS, toAccountEntity, type AccountEntity } from '#shared/constants.ts';
import { AUTH_COOKIES } from '#shared/cookie-names.ts';

export interface AuthState {
  userToken: string | undefined;
  companyToken: string | undefined;
  companyName: string | undefined;
  entity: AccountEntity;
}

/** The attributes a cookie is cleared with; browsers match them against the ones it was set with. */
function clearOptions(request: FastifyRequest) {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    path: '/',
    // request.protocol honours TRUST_PROXY (X-Forwarded-Proto only from trusted proxies).
    secure: request.protocol === 'https',
  };
}

function cookieOptions(request: FastifyRequest) {
  return { ...clearOptions(request), maxAge: AUTH_COOKIE_MAX_AGE_SECONDS };
}

/**
 * The stored value: `<value>.<HMAC of "name=value">` with the first COOKIE_SECRET (docs/adr/0002, amendment).
 * Signing the name too means a value signed for one cookie (the user token) is worthless under another (the
 * company token).
 */
function signedValue(reply: FastifyReply, name: string, value: string): string {
  return reply.signCookie(`${name}=${value}`).slice(name.length + 1);
}

/**
 * Signatures already checked, per app (each app has its own secrets, fixed for its life): a visitor sends the
 * same cookies on every request, and each check is an HMAC. Bounded; the oldest entry goes first. A forged
 * value is remembered as forged (it cannot become valid later).
 */
const VERIFIED_LIMIT = 10_000;
const verifiedByApp = new WeakMap<object, Map<string, string | undefined>>();

function verifiedOf(request: FastifyRequest): Map<string, string | undefined> {
  let verified = verifiedByApp.get(request.server);
  if (!verified) {
    verified = new Map();
    verifiedByApp.set(request.server, verified);
  }
  return verified;
}

/** A forged or altered cookie, or one signed for another name, is treated as absent: the visitor is a guest. */
function readSigned(request: FastifyRequest, name: string): string | undefined {
  const raw = request.cookies[name];
  if (!raw) return undefined;
  const signed = `${name}=${raw}`;
  const verified = verifiedOf(request);
  if (verified.has(signed)) return verified.get(signed);
  // Any of the COOKIE_SECRET secrets verifies (rotation).
  const result = request.unsignCookie(signed);
  const prefix = `${name}=`;
  const value = result.valid && result.value?.startsWith(prefix) ? result.value.slice(prefix.length) || undefined : undefined;
  if (verified.size >= VERIFIED_LIMIT) verified.delete(verified.keys().next().value as string);
  verified.set(signed, value);
  return value;
}

function setSigned(request: FastifyRequest, reply: FastifyReply, name: string, value: string): void {
  reply.setCookie(name, signedValue(reply, name, value), cookieOptions(request));
}

/**
 * false only when a raw Cookie header certainly carries no login (no user token cookie at all), for code that
 * answers before the cookies are parsed (the guest fast lane). A forged one still counts as a login here.
 */
export function mayCarryLogin(cookieHeader: string | undefined): boolean {
  return cookieHeader?.includes(`${AUTH_COOKIES.userToken}=`) ?? false;
}

/** Read once per request: each signed cookie costs an HMAC, and a page render asks from several places. */
const authStates = new WeakMap<FastifyRequest, AuthState>();

/** The login the request's cookies carry (the incoming cookies: what a reply sets later does not change it). */
export function readAuthState(request: FastifyRequest): AuthState {
  const known = authStates.get(request);
  if (known) return known;
  // @fastify/cookie URL-encodes values itself, so the Chinese company name needs no escaping here.
  const companyName = readSigned(request, AUTH_COOKIES.companyName);
  const state: AuthState = Object.freeze({
    userToken: readSigned(request, AUTH_COOKIES.userToken),
    companyToken: readSigned(request, AUTH_COOKIES.companyToken),
    companyName,
    entity: toAccountEntity(readSigned(request, AUTH_COOKIES.entity)),
  });
  authStates.set(request, state);
  return state;
}

export function setUserToken(request: FastifyRequest, reply: FastifyReply, token: string): void {
  setSigned(request, reply, AUTH_COOKIES.userToken, token);
}

export function setCompanyAccount(request: FastifyRequest, reply: FastifyReply, token: string, name: string): void {
  setSigned(request, reply, AUTH_COOKIES.companyToken, token);
  setSigned(request, reply, AUTH_COOKIES.companyName, name);
}

/** A fresh login without a company account must not inherit the previous visitor's company. */
export function clearCompanyAccount(request: FastifyRequest, reply: FastifyReply): void {
  for (const name of [AUTH_COOKIES.companyToken, AUTH_COOKIES.companyName]) reply.clearCookie(name, clearOptions(request));
}

export function setEntity(request: FastifyRequest, reply: FastifyReply, entity: AccountEntity): void {
  setSigned(request, reply, AUTH_COOKIES.entity, entity);
}

/** The PunchOut session this browser was signed in by (server/punchout/punchout-sessions.ts), or undefined. */
export function readPunchoutSessionId(request: FastifyRequest): string | undefined {
  return readSigned(request, AUTH_COOKIES.punchout);
}

export function setPunchoutSessionId(request: FastifyRequest, reply: FastifyReply, id: string): void {
  setSigned(request, reply, AUTH_COOKIES.punchout, id);
}

export function clearAuthCookies(request: FastifyRequest, reply: FastifyReply): void {
  for (const name of Object.values(AUTH_COOKIES)) reply.clearCookie(name, clearOptions(request));
}
