// Standing fuzz suite, part 2: generated requests to every page route (taken from shared/routes.ts, so pages
// may move between folders without this list changing) through the listening BFF in front of the demo mall,
// with random ids, queries, headers and cookies. Every answer is a page (200 or 404 HTML), a redirect, or
// for other methods the JSON envelope; never a 5xx, never the error log. Seeded: FUZZ_SEED.
import fc from 'fast-check';
import { Client } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE_PAGES } from '../../../shared/route-links.ts';
import { ROUTES, USER_PAGES } from '../../../shared/routes.ts';
import { startBffWithDemoMall, type BffWithDemoMall } from '../../helpers/bff/bff-with-demo-mall.ts';
import { FUZZ_SEED, fuzzRequest, pageAnswerProblem, send, type CookieContext } from './fuzz-kit.ts';
import { AUTH_COOKIES } from '../../../shared/cookie-names.ts';
import { signedCookieValue } from '../../helpers/bff/signed-cookie.ts';

const PAGE_RUNS = 600;

const id = fc.constantFrom('1', '2', '5', '20', '2001', '0', '-1', 'abc', '99999999999', '1.5', '%zz', '%E4%B8%AD', '1%2F2');

const pageQuery = fc.oneof(
  fc.constant(''),
  fc.constantFrom(
    ...USER_PAGES.map((page) => `?type=${page.type}`),
    '?type=999',
    '?id=1',
    '?id=abc',
    '?fromPath=//evil.example',
    '?fromPath=%2Fuser',
    '?sid=1&name=%E5%8A%9E%E5%85%AC',
    '?page=-5&limit=100000',
    '?title=%3Cscript%3Ealert(1)%3C%2Fscript%3E',
    '?%zz=1',
  ),
);

/** Every route of the table, its parameters filled with plausible and hostile ids. */
const routePaths = [
  ...Object.values(ROUTES).map((route) => route.path),
  ...Object.values(STORE_PAGES).map((page) => page.path),
  '/no-such-page',
];

const pagePath = fc
  .tuple(fc.constantFrom(...routePaths), id, pageQuery)
  .map(([route, value, query]) => `${route.replace(/@[a-z]+/gi, value)}${query}`);

let bff: BffWithDemoMall;
let origin: string;
let client: Client;
let cookies: CookieContext;

beforeAll(async () => {
  bff = await startBffWithDemoMall({ pages: true });
  origin = await bff.app.listen({ host: '127.0.0.1', port: 0 });
  client = new Client(origin, { keepAliveTimeout: 10_000 });
  cookies = {
    signedToken: signedCookieValue(bff.app, AUTH_COOKIES.userToken, 'fuzz-user-token'),
    signedCompany: signedCookieValue(bff.app, AUTH_COOKIES.companyToken, 'fuzz-company-token'),
  };
});

afterAll(async () => {
  await client?.close();
  await bff?.close();
});

describe('fuzz: pages', () => {
  it(`${PAGE_RUNS} generated requests over every page route answer a page, a redirect or the envelope, never a 5xx`, async () => {
    let sent = 0;
    const methods = ['GET', 'GET', 'GET', 'GET', 'GET', 'GET', 'HEAD', 'POST'];
    await fc.assert(
      fc.asyncProperty(fuzzRequest(pagePath, origin, cookies, methods), async (request) => {
        sent += 1;
        const answer = await send(client, request);
        const problem = pageAnswerProblem(request, answer);
        if (problem) throw new Error(`${request.method} ${request.path} → ${answer.status}: ${problem}`);
      }),
      { seed: FUZZ_SEED, numRuns: PAGE_RUNS },
    );
    expect(sent).toBeGreaterThanOrEqual(PAGE_RUNS);
    const errors = bff.logs.lines().filter((line) => Number(line.level) >= 50);
    expect(errors.map((line) => `${String(line.msg)} ${JSON.stringify(line.err ?? '')}`.slice(0, 300))).toEqual([]);
  }, 180_000);
});
