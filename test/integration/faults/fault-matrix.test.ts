// The fault matrix: every way the mall can fail, for a JSON call, the home page and the product page. Each
// is answered within UPSTREAM_TIMEOUT_MS + 0.5 s with a clear error: the JSON error envelope for /api, an
// error page with HTTP 5xx or a guest render for pages. The BFF first serves the pages while the mall is
// healthy (as in production, its public data is cached), then the fault starts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_COOKIES } from '../../../shared/cookie-names.ts';
import { buildTestApp, type TestApp } from '../../helpers/bff/build-test-app.ts';
import { FAULTS, startFaultMall, type Fault, type FaultMall } from './fault-mall.ts';
import { signedCookieValue } from '../../helpers/bff/signed-cookie.ts';

const TIMEOUT_MS = 800;
const BUDGET_MS = TIMEOUT_MS + 500;
const JSON_CALL = '/api/user/cart/count';
const HOME = '/';
const PRODUCT = '/goods_detail/1';

interface Timed {
  status: number;
  type: string;
  text: string;
  setCookie: string[];
  ms: number;
}

async function timedFetch(url: string, cookie: string | undefined): Promise<Timed> {
  const started = performance.now();
  const response = await fetch(url, { headers: cookie ? { cookie } : {}, redirect: 'manual', signal: AbortSignal.timeout(10_000) });
  const text = await response.text();
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    text,
    setCookie: response.headers.getSetCookie(),
    ms: performance.now() - started,
  };
}

const isHtmlPage = (answer: Timed) => /text\/html/.test(answer.type) && /<html[\s>]/i.test(answer.text);
const clearsLogin = (answer: Timed) => answer.setCookie.some((line) => line.startsWith(`${AUTH_COOKIES.userToken}=;`));

describe.each(FAULTS.map((fault) => [fault]))('mall fault: %s', (fault: Fault) => {
  let mall: FaultMall;
  let bff: TestApp;
  let origin: string;
  let loginCookie: string;

  beforeAll(async () => {
    mall = await startFaultMall(TIMEOUT_MS);
    bff = await buildTestApp({ mallUrl: mall.url, pages: true, env: { UPSTREAM_TIMEOUT_MS: String(TIMEOUT_MS) } });
    origin = await bff.app.listen({ host: '127.0.0.1', port: 0 });
    loginCookie = `${AUTH_COOKIES.userToken}=${signedCookieValue(bff.app, AUTH_COOKIES.userToken, 'token-of-a-visitor')}`;
    for (const path of [HOME, PRODUCT]) expect((await timedFetch(`${origin}${path}`, undefined)).status).toBe(200);
    mall.fault = fault;
  });

  afterAll(async () => {
    await bff?.app.close();
    await mall?.close();
  });

  it(`GET ${JSON_CALL} answers the JSON error envelope within ${BUDGET_MS} ms`, async () => {
    const answer = await timedFetch(`${origin}${JSON_CALL}`, loginCookie);
    expect(answer.ms).toBeLessThan(BUDGET_MS);
    expect(answer.type).toMatch(/application\/json/);
    expect(answer.status).toBeGreaterThanOrEqual(400);
    const body = JSON.parse(answer.text) as { status: unknown; message: unknown; code?: unknown };
    expect(body).toMatchObject({ status: expect.any(Number), message: expect.stringMatching(/[\u4e00-\u9fff]/) });
    expect(body.code).not.toBe('INTERNAL');
    if (fault === 'login expired') {
      expect([answer.status, body.code]).toEqual([401, 'LOGIN_EXPIRED']);
      expect(clearsLogin(answer)).toBe(true);
    } else {
      expect(answer.status).toBeGreaterThanOrEqual(500);
      expect(String(body.code)).toMatch(/^UPSTREAM_/);
    }
  });

  it.each([[HOME], [PRODUCT]])(`GET %s answers an error page (5xx) or a guest render within ${BUDGET_MS} ms`, async (path) => {
    const visitor = fault === 'login expired' ? loginCookie : undefined;
    const answer = await timedFetch(`${origin}${path}`, visitor);
    expect(answer.ms).toBeLessThan(BUDGET_MS);
    expect(isHtmlPage(answer)).toBe(true);
    expect(answer.status === 200 || answer.status >= 500, `HTTP ${answer.status}`).toBe(true);
    if (answer.status === 200) expect(answer.text).toContain('top-bar-guest');
    if (visitor) expect(clearsLogin(answer)).toBe(true);
  });
});
