// Standing fuzz suite, part 1: generated requests to every /api rule of the endpoint table and every /bff
// endpoint, through the listening BFF in front of the fake mall. Every answer must be the JSON envelope and
// none may be the BFF's own 500 (code INTERNAL); nothing may reach the error log. Seeded: FUZZ_SEED.
import fc from 'fast-check';
import { Client } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeAll, setup, type Kit } from '../bff/bff-kit.ts';
import { apiAnswerProblem, apiPath, FUZZ_SEED, fuzzRequest, listedPath, send, type CookieContext } from './fuzz-kit.ts';
import { AUTH_COOKIES } from '../../../shared/cookie-names.ts';
import { signedCookieValue } from '../../helpers/bff/signed-cookie.ts';

/** The BFF's own endpoints (server/bff/); the test checks each is still registered. */
const BFF_ENDPOINTS = [
  ['GET', '/bff/session'],
  ['POST', '/bff/entity'],
  ['GET', '/bff/captcha'],
  ['POST', '/bff/captcha/check'],
  ['GET', '/bff/suggest'],
] as const;

const API_RUNS = 1300;
const BFF_RUNS = 300;

let kit: Kit;
let client: Client;
let cookies: CookieContext;
let sent = 0;

beforeAll(async () => {
  kit = await setup({
    answers: {
      'GET /api/user': { status: 200, message: 'success', data: { uid: 2, nickname: '李经理', avatar: '', is_svip: 0 } },
      'POST /api/auth/login': { status: 200, message: 'success', data: { token: 'fuzz-login-token', user: { uid: 2 } } },
    },
  });
  client = new Client(kit.origin, { keepAliveTimeout: 10_000 });
  cookies = {
    signedToken: signedCookieValue(kit.app, AUTH_COOKIES.userToken, 'fuzz-user-token'),
    signedCompany: signedCookieValue(kit.app, AUTH_COOKIES.companyToken, 'fuzz-company-token'),
  };
});

afterAll(async () => {
  await client?.close();
  await closeAll();
});

async function fuzz(paths: fc.Arbitrary<string>, numRuns: number): Promise<void> {
  await fc.assert(
    fc.asyncProperty(fuzzRequest(paths, kit.origin, cookies), async (request) => {
      sent += 1;
      const answer = await send(client, request);
      const problem = apiAnswerProblem(request, answer);
      if (problem) throw new Error(`${request.method} ${request.path} → ${answer.status}: ${problem}`);
    }),
    { seed: FUZZ_SEED, numRuns },
  );
}

describe('fuzz: /api and /bff', () => {
  it('the /bff endpoints listed here are the ones the BFF serves', () => {
    for (const [method, url] of BFF_ENDPOINTS) expect(kit.app.hasRoute({ method, url }), `${method} ${url}`).toBe(true);
  });

  it(`${API_RUNS} generated calls over every /api rule answer the JSON envelope, never the BFF's own 500`, async () => {
    await fuzz(apiPath, API_RUNS);
    expect(sent).toBeGreaterThanOrEqual(API_RUNS);
    expect(kit.mall.requests.length).toBeGreaterThan(API_RUNS / 4);
  }, 120_000);

  it(`${BFF_RUNS} generated calls to the /bff endpoints answer the JSON envelope, never the BFF's own 500`, async () => {
    const before = sent;
    await fuzz(listedPath([...BFF_ENDPOINTS.map(([, path]) => path), '/bff/nope']), BFF_RUNS);
    expect(sent - before).toBeGreaterThanOrEqual(BFF_RUNS);
  }, 60_000);

  it('nothing reached the error log', () => {
    const errors = kit.logs.lines().filter((line) => Number(line.level) >= 50);
    expect(errors.map((line) => `${String(line.msg)} ${JSON.stringify(line.err ?? '')}`)).toEqual([]);
  });
});
