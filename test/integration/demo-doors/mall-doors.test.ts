// The demo mall's own guard, reached directly: shut doors answer its plain 404, open doors behind a password
// ask for it on every request, and bad settings stop the start.
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildDemoMall, createDemoMall } from '../../../demo-mall/app.ts';
import { FAILURES_PER_CALLER } from '../../../demo-mall/doors/console-password.ts';
import { DoorSettingsError, doorSettingsFromEnv } from '../../../demo-mall/doors/door-settings.ts';
import { basic, CONSOLE_PAGES, DOOR_REQUESTS, FORM, GOOD_PASSWORD } from './door-requests.ts';

const opened: FastifyInstance[] = [];
afterEach(async () => {
  vi.unstubAllEnvs();
  while (opened.length) await opened.pop()?.close();
});

async function mall(options: Parameters<typeof buildDemoMall>[0]): Promise<FastifyInstance> {
  const { app } = await buildDemoMall({ printSms: false, testHooks: true, ...options });
  opened.push(app);
  return app;
}

describe('demo doors on the mall directly', () => {
  it('covers every /demo/ and /__test/ route the mall registers', async () => {
    const { app } = createDemoMall({ printSms: false, testHooks: true });
    opened.push(app);
    const routes: string[] = [];
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      if (/^\/(demo|__test)\//.test(route.url) && methods.some((m) => m === 'GET' || m === 'POST')) routes.push(route.url);
    });
    await app.ready();
    const covered = new Set(DOOR_REQUESTS.map((door) => door.url.split('?')[0]?.replace(/\/(x|13800000001)(?=\/|$)/, '/:param')));
    for (const route of routes) expect(covered, route).toContain(route.replace(/:\w+/, ':param'));
  });

  it('answers 404 at every door in production without DEMO_CONSOLES, reading its own environment', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubEnv('DEMO_CONSOLES', '');
    vi.stubEnv('DEMO_CONSOLE_PASSWORD', '');
    const app = await mall({});
    for (const door of DOOR_REQUESTS) {
      const answer = await app.inject({ method: door.method, url: door.url, headers: FORM, payload: '' });
      expect(answer.statusCode, `${door.method} ${door.url}`).toBe(404);
      expect(answer.body).toContain('页面错误');
    }
    // the shop itself still answers
    expect((await app.inject({ method: 'GET', url: '/api/pc/login/scan' })).statusCode).toBe(200);
  });

  it('hides a door behind a percent-encoded path too', async () => {
    const app = await mall({ doors: { open: false, password: undefined } });
    expect((await app.inject({ method: 'GET', url: '/%64emo/sms' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/demo/%73ms' })).statusCode).toBe(404);
  });

  it('refuses to start in production with a short or weak password', () => {
    const production = { NODE_ENV: 'production', DEMO_CONSOLES: '1' };
    expect(() => doorSettingsFromEnv({ ...production, DEMO_CONSOLE_PASSWORD: 'short-password' })).toThrow(DoorSettingsError);
    expect(() => doorSettingsFromEnv({ ...production, DEMO_CONSOLE_PASSWORD: 'Kx9!demo-Qz7#Wv3$Lp5&Rt8*' })).toThrow(/guessable/);
    expect(() => doorSettingsFromEnv(production)).toThrow(/DEMO_CONSOLE_PASSWORD: required/);
    expect(() => createDemoMall({ doors: { open: true, password: 'short' } })).toThrow(/at least 24 characters/);
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubEnv('DEMO_CONSOLES', '1');
    vi.stubEnv('DEMO_CONSOLE_PASSWORD', 'Sh0rt!pw');
    expect(() => createDemoMall({})).toThrow(DoorSettingsError);
  });

  it('asks for the password at every open door, and answers with it', async () => {
    const app = await mall({
      doors: doorSettingsFromEnv({ NODE_ENV: 'production', DEMO_CONSOLES: '1', DEMO_CONSOLE_PASSWORD: GOOD_PASSWORD }),
    });
    for (const door of DOOR_REQUESTS) {
      const answer = await app.inject({ method: door.method, url: door.url, headers: FORM, payload: '' });
      expect(answer.statusCode, `${door.method} ${door.url}`).toBe(401);
      expect(answer.headers['www-authenticate']).toMatch(/^Basic realm="demo consoles"/);
    }
    for (const url of CONSOLE_PAGES) {
      const answer = await app.inject({ method: 'GET', url, headers: { authorization: basic(GOOD_PASSWORD) } });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['content-type']).toMatch(/text\/html/);
    }
    const wrong = await app.inject({ method: 'GET', url: '/demo/sms', headers: { authorization: basic(`${GOOD_PASSWORD}x`) } });
    expect(wrong.statusCode).toBe(401);
  });

  it('stops a caller guessing after too many wrong passwords, even with the right one', async () => {
    const app = await mall({ doors: { open: true, password: GOOD_PASSWORD } });
    const guess = (password: string, from = '203.0.113.9') =>
      app.inject({ method: 'GET', url: '/demo/sms', headers: { authorization: basic(password), 'x-forwarded-for': from } });
    for (let n = 0; n < FAILURES_PER_CALLER; n++) expect((await guess(`guess-${n}`)).statusCode).toBe(401);
    const limited = await guess(GOOD_PASSWORD);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await guess(GOOD_PASSWORD, '198.51.100.7')).statusCode).toBe(200);
  });
});
