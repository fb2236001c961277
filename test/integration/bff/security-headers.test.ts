// Rule 7, security headers: one fixed set on every answer (JSON, errors sent early, files,
// pages), HSTS only over https, and the project's own CSP on HTML pages.
import { existsSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { buildContentSecurityPolicy } from '../../../server/plugins/content-security-policy.ts';
import { startBffWithDemoMall, type BffWithDemoMall } from '../../helpers/bff/bff-with-demo-mall.ts';
import { closeAll, setup } from './bff-kit.ts';

const demos: BffWithDemoMall[] = [];
afterEach(async () => {
  await closeAll();
  while (demos.length) await demos.pop()?.close();
});

const DIST_DIR = existsSync(new URL('../../../dist-bff/server/entry.mjs', import.meta.url)) ? 'dist-bff' : 'dist';

const EVERY_ANSWER = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
};

function expectEveryAnswerHeaders(headers: Record<string, unknown>, label: string) {
  for (const [name, value] of Object.entries(EVERY_ANSWER)) expect(headers[name], `${label}: ${name}`).toBe(value);
}

describe('security headers', () => {
  it('are on JSON answers, without a CSP, HSTS, COEP or DNS-prefetch switch', async () => {
    const kit = await setup();
    const response = await kit.api().get('/api/version');
    expect(response.status).toBe(200);
    expectEveryAnswerHeaders(response.headers, 'GET /api/version');
    for (const name of [
      'content-security-policy',
      'strict-transport-security',
      'cross-origin-embedder-policy',
      'x-dns-prefetch-control',
      'x-powered-by',
    ]) {
      expect(response.headers[name], name).toBeUndefined();
    }
  });

  it('are on answers sent before routing finishes: 403 CSRF, 429, 404, 400 validation', async () => {
    const kit = await setup({ env: { RATE_LIMIT_CAPTCHA_PER_MINUTE: '1' } });
    const refused = await kit.api().post('/api/auth/login').set('origin', 'http://evil.example').send({});
    expect(refused.status).toBe(403);
    expectEveryAnswerHeaders(refused.headers, '403');
    await kit.api().get('/bff/captcha?type=none');
    const limited = await kit.api().get('/bff/captcha?type=none');
    expect(limited.status).toBe(429);
    expectEveryAnswerHeaders(limited.headers, '429');
    const missing = await kit.api().get('/bff/nothing-here');
    expect(missing.status).toBe(404);
    expectEveryAnswerHeaders(missing.headers, '404');
    const invalid = await kit.api().post('/api/auth/login').send({});
    expect(invalid.status).toBe(400);
    expectEveryAnswerHeaders(invalid.headers, '400');
  });

  it('send HSTS only when the request came over https through a trusted proxy', async () => {
    const trusted = await setup({ env: { TRUST_PROXY: 'true' } });
    const overHttps = await trusted.api().get('/api/version').set('x-forwarded-proto', 'https');
    expect(overHttps.headers['strict-transport-security']).toBe('max-age=31536000');
    expectEveryAnswerHeaders(overHttps.headers, 'https');
    const overHttp = await trusted.api().get('/api/version');
    expect(overHttp.headers['strict-transport-security']).toBeUndefined();

    const untrusted = await setup();
    const spoofed = await untrusted.api().get('/api/version').set('x-forwarded-proto', 'https');
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
  });

  it("let the demo mall's pictures load: same-origin through the proxy, with their type", async () => {
    const demo = await startBffWithDemoMall();
    demos.push(demo);
    const response = await demo.app.inject({
      method: 'GET',
      url: '/api/demo-assets/site/logo.svg',
      headers: { 'sec-fetch-dest': 'image' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.body.length).toBeGreaterThan(0);
    expectEveryAnswerHeaders(response.headers, 'demo asset');
  });

  it('give a rendered page the same headers and exactly our own CSP', async () => {
    const { app } = await setup({ pages: true, env: { DIST_DIR } });
    const response = await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expectEveryAnswerHeaders(response.headers, 'page');
    expect(response.headers['content-security-policy']).toBe(buildContentSecurityPolicy({ dev: false }));
  });
});
