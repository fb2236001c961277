// The route table covers the mall (docs/adr/0029-one-route-permission-table.md): every forced-login route the
// demo mall registers has a row in COMPANY_ROUTE_PERMISSIONS, every row names a registered route, and a
// forced-login route somebody adds without a row is refused to company members rather than open to them.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_FORBIDDEN_MESSAGE } from '#shared/company/company-roles.ts';
import { COMPANY_ROUTE_PERMISSIONS, companyRouteNeed } from '#shared/company/company-route-permissions.ts';
import { createDemoMall, type DemoMallContext } from '../../../demo-mall/app.ts';
import { ok } from '../../../demo-mall/core/envelope.ts';
import { memberToken } from './company-members-helpers.ts';

const UNLISTED = '/api/user/unlisted_company_data';

let app: FastifyInstance;
let context: DemoMallContext;
/** `METHOD /path` of every route the mall registered, in registration order */
const registered: string[] = [];

beforeAll(async () => {
  ({ app, context } = createDemoMall({ testHooks: true, printSms: false, orderSweepMs: 0 }));
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) if (method !== 'HEAD' && method !== 'OPTIONS') registered.push(`${method} ${route.url}`);
  });
  // a forced-login route with company data that nobody gave a row
  app.register(async (scope) => {
    scope.addHook('preHandler', context.gate.requireLogin);
    scope.get(UNLISTED, async () => ok({ secret: 'company data' }));
  });
  await app.ready();
});
afterAll(async () => app.close());

/** The routes that answer 请登录 without a token: the forced-login ones, where company data lives. */
async function forcedLoginRoutes(): Promise<string[]> {
  const forced: string[] = [];
  for (const key of registered) {
    const [method, url] = key.split(' ') as ['GET' | 'POST', string];
    const response = await app.inject({ method, url: url.replace(/:\w+/g, '1'), headers: { accept: 'application/json' } });
    const body = response.headers['content-type']?.toString().includes('json') ? (response.json() as { message?: string }) : {};
    if (body.message === '请登录') forced.push(key);
  }
  return forced;
}

describe('the company route table', () => {
  it('has a row for every forced-login route of the mall', async () => {
    const forced = (await forcedLoginRoutes()).filter((key) => !key.endsWith(UNLISTED));
    expect(forced.length).toBeGreaterThan(100);
    const missing = forced.filter((key) => {
      const [method, url] = key.split(' ') as [string, string];
      return companyRouteNeed(method, url) === undefined;
    });
    expect(missing, 'forced-login routes without a row in shared/company/company-route-permissions.ts').toEqual([]);
  });

  it('names only routes the mall registers', () => {
    const stale = Object.keys(COMPANY_ROUTE_PERMISSIONS).filter((key) => !registered.includes(key));
    expect(stale, 'rows naming no registered route').toEqual([]);
  });

  it('refuses a forced-login route without a row to every company member, and leaves personal tokens alone', async () => {
    expect(registered).toContain(`GET ${UNLISTED}`);
    const admin = await app.inject({ method: 'GET', url: UNLISTED, headers: { 'x-token': memberToken(context, 1, 2) } });
    expect(admin.json()).toEqual({ status: 400, message: COMPANY_FORBIDDEN_MESSAGE });
    const personal = await app.inject({ method: 'GET', url: UNLISTED, headers: { 'x-token': context.signer.issue(2, 'user').token } });
    expect(personal.json()).toEqual({ status: 200, message: 'success', data: { secret: 'company data' } });
  });
});
