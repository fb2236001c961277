// The boot switch in production: without DEMO_CONSOLES the BFF proxies no demo door and the mall it started
// answers 404 at each; a short password stops the start; a good one is asked for through the BFF.
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { type MallBackend, startMallBackend } from '../../../server/boot/mall-backend.ts';
import { ConfigError, parseEnv } from '../../../server/config/env.ts';
import { buildTestApp, TEST_COOKIE_SECRET, type TestApp } from '../../helpers/bff/build-test-app.ts';
import { createLogCapture } from '../../helpers/bff/log-capture.ts';
import { basic, CONSOLE_PAGES, DOOR_REQUESTS, FORM, GOOD_PASSWORD } from './door-requests.ts';

const PRODUCTION = { NODE_ENV: 'production', DEMO_MALL_DB: ':memory:', DEMO_MALL_TEST_HOOKS: '1', COOKIE_SECRET: TEST_COOKIE_SECRET };

const running: Array<{ bff: TestApp; mall: MallBackend }> = [];
afterEach(async () => {
  for (const { bff, mall } of running.splice(0)) {
    await bff.app.close();
    await mall.close();
  }
});

async function boot(env: Record<string, string>) {
  const bootLog = createLogCapture();
  const config = parseEnv(env);
  const mall = await startMallBackend(config, pino({ level: 'info' }, bootLog.stream));
  const bff = await buildTestApp({ mallUrl: mall.url, documentPrefixes: mall.documentPrefixes, env });
  running.push({ bff, mall });
  return { bff, mall, bootLog };
}

describe('demo doors in production, through the BFF', () => {
  it('serves no demo door without DEMO_CONSOLES: 404 through the BFF and on the mall', async () => {
    const { bff, mall, bootLog } = await boot(PRODUCTION);
    expect(mall.documentPrefixes).toEqual([]);
    for (const door of DOOR_REQUESTS) {
      const through = await bff.app.inject({ method: door.method, url: door.url, headers: FORM, payload: '' });
      expect(through.statusCode, `BFF ${door.method} ${door.url}`).toBe(404);
      const direct = await fetch(`${mall.url}${door.url}`, {
        method: door.method,
        headers: FORM,
        body: door.method === 'POST' ? '' : undefined,
      });
      expect(direct.status, `mall ${door.method} ${door.url}`).toBe(404);
    }
    const warning = bootLog.lines().find((line) => line.level === 40 && String(line.msg).includes('demo doors'));
    expect(warning?.msg).toMatch(/shut/);
  });

  it('refuses to start with a short console password', () => {
    const env = { ...PRODUCTION, DEMO_CONSOLES: '1', DEMO_CONSOLE_PASSWORD: 'Sh0rt-but-not-24!' };
    expect(() => parseEnv(env)).toThrow(ConfigError);
    expect(() => parseEnv(env)).toThrow(/DEMO_CONSOLE_PASSWORD: must be at least 24 characters/);
    expect(() => parseEnv({ ...PRODUCTION, DEMO_CONSOLES: '1' })).toThrow(/DEMO_CONSOLE_PASSWORD: required/);
  });

  it('asks for a good password at every door and answers with it, announcing the open doors loudly', async () => {
    const { bff, mall, bootLog } = await boot({ ...PRODUCTION, DEMO_CONSOLES: '1', DEMO_CONSOLE_PASSWORD: GOOD_PASSWORD });
    for (const door of DOOR_REQUESTS) {
      const asked = await bff.app.inject({ method: door.method, url: door.url, headers: FORM, payload: '' });
      expect(asked.statusCode, `BFF ${door.method} ${door.url}`).toBe(401);
      expect(asked.headers['www-authenticate']).toMatch(/^Basic /);
      const direct = await fetch(`${mall.url}${door.url}`, {
        method: door.method,
        headers: FORM,
        body: door.method === 'POST' ? '' : undefined,
      });
      expect(direct.status, `mall ${door.method} ${door.url}`).toBe(401);
    }
    for (const url of CONSOLE_PAGES) {
      const answered = await bff.app.inject({ method: 'GET', url, headers: { authorization: basic(GOOD_PASSWORD) } });
      expect(answered.statusCode, url).toBe(200);
      expect(answered.body).toContain('<h1>');
    }
    const warning = bootLog.lines().find((line) => line.level === 40 && String(line.msg).includes('demo doors'));
    expect(warning?.msg).toContain('behind DEMO_CONSOLE_PASSWORD');
    expect(warning?.msg).toContain('/demo/platform/remittance (remittance confirmation console');
    expect(warning?.msg).toContain('/__test/ (test hooks');
    expect(bootLog.text()).not.toContain(GOOD_PASSWORD);
    expect(bff.logs.text()).not.toContain(GOOD_PASSWORD);
  });
});
