// Shared setup for the tests against a fake mall: the BFF listening on 127.0.0.1:0 in front of it,
// cookie helpers, and a login that leaves the test holding the BFF's auth cookies.
import type { FastifyInstance } from 'fastify';
import request from 'supertest';
import { AUTH_COOKIES } from '../../../shared/cookie-names.ts';
import { canonicalPathname } from '../../../server/rules/canonical-path.ts';
import { ENDPOINT_TABLE } from '../../../server/rules/endpoint-table.ts';
import { ruleFor } from '../../../server/rules/rule-for.ts';
import { buildTestApp } from '../../helpers/bff/build-test-app.ts';
import { startFakeMall, type FakeHandler, type FakeMall } from '../../helpers/bff/fake-mall.ts';
import type { LogCapture } from '../../helpers/bff/log-capture.ts';

export interface Kit {
  app: FastifyInstance;
  mall: FakeMall;
  logs: LogCapture;
  /** supertest against the listening BFF */
  api: () => request.Agent;
  /** http://127.0.0.1:<port>, the BFF's own origin */
  origin: string;
}

const cleanups: (() => Promise<void>)[] = [];

/** Call from afterEach: closes every app and fake of the test, newest first. */
export async function closeAll(): Promise<void> {
  while (cleanups.length) await cleanups.pop()?.();
}

export async function setup(
  options: {
    answers?: Record<string, FakeHandler | Record<string, unknown>>;
    env?: Record<string, string>;
    /** another mall than the fake, e.g. the address of one already closed */
    mallUrl?: string;
    /** render pages from the production build too */
    pages?: boolean;
  } = {},
): Promise<Kit> {
  const mall = await startFakeMall(options.answers ?? {});
  cleanups.push(() => mall.close());
  const { app, logs } = await buildTestApp({
    mallUrl: options.mallUrl ?? mall.url,
    ...(options.env ? { env: options.env } : {}),
    ...(options.pages ? { pages: true } : {}),
  });
  cleanups.push(() => app.close());
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, mall, logs, api: () => request(app.server), origin: address };
}

export const USER_TOKEN = 'user-token-7f3a9c';
export const COMPANY_TOKEN = 'company-token-51be02';
export const COMPANY_NAME = '上海东联工业设备有限公司';

export const LOGIN_USER = { uid: 2, nickname: '李经理', avatar: '/a.png', phone: '13800000002', is_svip: 1, now_money: '25600.00' };

/** A CRMEB login answer, optionally with the company account. */
export function loginAnswer(withCompany: boolean, userToken = USER_TOKEN): Record<string, unknown> {
  return {
    status: 200,
    message: 'success',
    data: {
      token: userToken,
      exp: 604800,
      expires_time: 1_900_000_000,
      user: LOGIN_USER,
      ...(withCompany ? { company: { token: COMPANY_TOKEN, user: { name: COMPANY_NAME } } } : {}),
    },
  };
}

export interface SetCookie {
  name: string;
  value: string;
  /** attribute names lower-cased; flags map to true */
  attributes: Record<string, string | true>;
}

export function setCookieLines(headers: Record<string, unknown>): string[] {
  const raw = headers['set-cookie'];
  if (raw === undefined) return [];
  return Array.isArray(raw) ? raw.map(String) : [String(raw)];
}

export function parseSetCookies(headers: Record<string, unknown>): Record<string, SetCookie> {
  const out: Record<string, SetCookie> = {};
  for (const line of setCookieLines(headers)) {
    const [pair = '', ...rest] = line.split(';').map((part) => part.trim());
    const eq = pair.indexOf('=');
    const name = pair.slice(0, eq);
    const attributes: Record<string, string | true> = {};
    for (const attribute of rest) {
      const at = attribute.indexOf('=');
      if (at === -1) attributes[attribute.toLowerCase()] = true;
      else attributes[attribute.slice(0, at).toLowerCase()] = attribute.slice(at + 1);
    }
    out[name] = { name, value: pair.slice(eq + 1), attributes };
  }
  return out;
}

/** A Cookie request header from the cookies an answer set (cleared ones left out). */
export function cookieHeader(headers: Record<string, unknown>, previous = ''): string {
  const jar = new Map<string, string>();
  for (const part of previous
    .split(';')
    .map((item) => item.trim())
    .filter(Boolean)) {
    const eq = part.indexOf('=');
    jar.set(part.slice(0, eq), part.slice(eq + 1));
  }
  for (const cookie of Object.values(parseSetCookies(headers))) {
    if (cookie.value === '') jar.delete(cookie.name);
    else jar.set(cookie.name, cookie.value);
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

/** True when the answer clears every auth cookie (empty value, expired). */
export function clearsEveryAuthCookie(headers: Record<string, unknown>): boolean {
  const cookies = parseSetCookies(headers);
  return Object.values(AUTH_COOKIES).every((name) => {
    const cookie = cookies[name];
    return cookie !== undefined && cookie.value === '' && String(cookie.attributes.expires ?? '').includes('1970');
  });
}

/** Logs in through the BFF against the fake mall; returns the Cookie header the browser would now send. */
export async function logIn(kit: Kit, withCompany: boolean): Promise<string> {
  kit.mall.on('POST /api/auth/login', loginAnswer(withCompany));
  const response = await kit.api().post('/api/auth/login').send({ account: '13800000002', password: 'Demo@2026' });
  if (response.status !== 200) throw new Error(`login answered ${response.status}`);
  return cookieHeader(response.headers);
}

/** Switches the purchasing entity through POST /bff/entity and returns the updated Cookie header. */
export async function chooseEntity(kit: Kit, cookies: string, entity: string): Promise<string> {
  const response = await kit.api().post('/bff/entity').set('cookie', cookies).send({ entity });
  return cookieHeader(response.headers, cookies);
}

/** The X-Token the fake mall saw on the last call to `path` (any spelling: the BFF forwards the resolved path). */
export function tokenSentTo(mall: FakeMall, path: string): string | undefined {
  const wanted = canonicalPathname(path);
  const call = [...mall.requests].reverse().find((recorded) => canonicalPathname(recorded.url) === wanted);
  if (!call) throw new Error(`the mall was not called on ${path}`);
  const token = call.headers['x-token'];
  return Array.isArray(token) ? token.join(',') : token;
}

/** The endpoint table's trading prefixes, in table order (docs/bff-contract.md §2 lists exactly these). */
export const TRADING_PATH_PREFIXES: readonly string[] = ENDPOINT_TABLE.filter((row) => row.token === 'trading').map((row) => row.path);

/** True when the endpoint table gives a call to `path` (any spelling) the company token for a COMPANY buyer. */
export function isTradingPath(path: string): boolean {
  return ruleFor('GET', canonicalPathname(path)).token === 'trading';
}

/** What /bff/session says to a visitor who is not signed in (or whose login the mall no longer accepts). */
export const GUEST_SESSION = {
  loggedIn: false,
  entity: 'PERSONAL',
  hasCompany: false,
  companyName: null,
  companyRole: null,
  user: null,
} as const;
