// Rule 7: cross-site state changes refused, body limits, per-client rate limits and security headers.
import { existsSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { closeAll, setup } from './bff-kit.ts';

afterEach(closeAll);

// `npm test` builds into dist/; a private build in dist-bff/ (vite build --outDir dist-bff) is preferred when
// present so this test does not depend on a dist/ that someone else is rebuilding.
const DIST_DIR = existsSync(new URL('../../../dist-bff/server/entry.mjs', import.meta.url)) ? 'dist-bff' : 'dist';

const LOGIN = { account: '13800000001', password: 'Demo@2026' };
const VERIFY = { phone: '13800000001', type: 'login', captchaType: 'blockPuzzle', captchaVerification: 't---{"x":1,"y":5}' };
const CSRF_BODY = { status: 403, code: 'CSRF', message: expect.stringMatching(/[\u4e00-\u9fa5]/) };

describe('CSRF guard', () => {
  it.each([
    ['POST', '/api/auth/login', { origin: 'http://evil.example' }],
    ['POST', '/api/auth/login', { referer: 'http://evil.example/login?x=1' }],
    ['POST', '/api/auth/login', { origin: 'null' }],
    ['PUT', '/api/user/address/update/1', { origin: 'https://evil.example' }],
    ['DELETE', '/api/user/cart/delete', { origin: 'http://127.0.0.1:1' }],
    ['POST', '/bff/entity', { origin: 'http://evil.example' }],
    ['POST', '/bff/captcha/check', { referer: 'https://evil.example/' }],
    ['POST', '/api/ajcheck', { origin: 'http://evil.example' }],
  ] as const)('refuses %s %s from %j with 403 CSRF, mall not called', async (method, path, headers) => {
    const kit = await setup();
    let call = kit.api()[method.toLowerCase() as 'post' | 'put' | 'delete'](path);
    for (const [name, value] of Object.entries(headers)) call = call.set(name, value);
    const response = await call.send(LOGIN);
    expect(response.status).toBe(403);
    expect(response.body).toEqual(CSRF_BODY);
    expect(kit.mall.requests).toEqual([]);
  });

  it('passes our own origin, ALLOWED_ORIGINS, no header at all, and safe methods from anywhere', async () => {
    const kit = await setup({
      env: { ALLOWED_ORIGINS: 'https://admin.example.com' },
      answers: { 'POST /api/auth/login': { status: 400, message: '账号或密码错误' } },
    });
    const own = await kit.api().post('/api/auth/login').set('origin', kit.origin).send(LOGIN);
    expect(own.status).toBe(400);
    const ownReferer = await kit.api().post('/api/auth/login').set('referer', `${kit.origin}/login`).send(LOGIN);
    expect(ownReferer.status).toBe(400);
    const allowed = await kit.api().post('/api/auth/login').set('origin', 'https://admin.example.com').send(LOGIN);
    expect(allowed.status).toBe(400);
    const none = await kit.api().post('/api/auth/login').send(LOGIN);
    expect(none.status).toBe(400);
    const entity = await kit.api().post('/bff/entity').set('origin', kit.origin).send({ entity: 'COMPANY' });
    expect(entity.status).toBe(200);
    const read = await kit.api().get('/api/version').set('origin', 'http://evil.example');
    expect(read.status).toBe(200);
    expect(kit.mall.requests.map((sent) => sent.url)).toEqual([
      '/api/auth/login',
      '/api/auth/login',
      '/api/auth/login',
      '/api/auth/login',
      '/api/version',
    ]);
  });
});

describe('body limits', () => {
  it('answers 413 JSON for a JSON body over 1 MB, mall not called', async () => {
    const kit = await setup();
    const big = JSON.stringify({ blob: 'x'.repeat(1024 * 1024) });
    for (const path of ['/api/order/create', '/bff/entity']) {
      const response = await kit.api().post(path).set('content-type', 'application/json').send(big);
      expect(response.status, path).toBe(413);
      expect(response.body).toEqual({ status: 413, message: expect.stringMatching(/[\u4e00-\u9fa5]/), code: 'PAYLOAD_TOO_LARGE' });
    }
    expect(kit.mall.requests).toEqual([]);
  });

  it('accepts a JSON body just under 1 MB', async () => {
    const kit = await setup({ answers: { 'POST /api/order/create': { status: 200, message: 'success' } } });
    const body = JSON.stringify({ blob: 'x'.repeat(1024 * 1024 - 20) });
    const response = await kit.api().post('/api/order/create').set('content-type', 'application/json').send(body);
    expect(response.status).toBe(200);
    expect(kit.mall.requests[0]!.body).toBe(body);
  });

  it('answers 400 JSON for malformed JSON, mall not called', async () => {
    const kit = await setup();
    for (const path of ['/api/auth/login', '/api/order/create', '/bff/entity', '/bff/captcha/check']) {
      const response = await kit.api().post(path).set('content-type', 'application/json').send('{"account": "a",');
      expect(response.status, path).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.body).toEqual({ status: 400, message: expect.stringMatching(/[\u4e00-\u9fa5]/), code: 'BAD_JSON' });
    }
    expect(kit.mall.requests).toEqual([]);
  });
});

describe('rate limits', () => {
  const LIMITED = { status: 429, message: '操作过于频繁，请稍后再试', code: 'RATE_LIMITED' };

  it('allows 5 SMS sends a minute per client by default, then 429', async () => {
    const kit = await setup({ answers: { 'POST /api/auth/verify': { status: 200, message: '短信发送成功' } } });
    for (let i = 0; i < 5; i += 1) expect((await kit.api().post('/api/auth/verify').send(VERIFY)).status).toBe(200);
    const limited = await kit.api().post('/api/auth/verify').send(VERIFY);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual(LIMITED);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(kit.mall.requests).toHaveLength(5);
    // Another client is counted separately.
    const other = await kit.app.inject({ method: 'POST', url: '/api/auth/verify', payload: VERIFY, remoteAddress: '10.0.0.2' });
    expect(other.statusCode).toBe(200);
  });

  it('counts path variants of /api/auth/verify in the same bucket', async () => {
    const kit = await setup({ answers: { 'POST /api/auth/verify': { status: 200, message: '短信发送成功' } } });
    for (const path of ['/api/auth/verify', '/api/auth/verify/', '/api//auth/verify', '/api/auth/%76erify', '/api/auth/verify?x=1']) {
      await kit.api().post(path).send(VERIFY);
    }
    const limited = await kit.api().post('/api/auth/verify/').send(VERIFY);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual(LIMITED);
  });

  it('allows 20 login calls a minute by default, shared by password, SMS and QR-start logins', async () => {
    const kit = await setup({
      answers: {
        'POST /api/auth/login': { status: 400, message: '账号或密码错误' },
        'POST /api/auth/smslogin': { status: 400, message: '验证码不正确' },
      },
    });
    for (let i = 0; i < 10; i += 1) expect((await kit.api().post('/api/auth/login').send(LOGIN)).status).toBe(400);
    for (let i = 0; i < 10; i += 1)
      expect((await kit.api().post('/api/auth/smslogin').send({ phone: '13800000001', sms_code: '123456' })).status).toBe(400);
    const limited = await kit.api().post('/api/auth/login').send(LOGIN);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual(LIMITED);
    expect(kit.mall.requests).toHaveLength(20);
  });

  it('counts starting a QR login (GET /api/pc/login/scan) in the login bucket', async () => {
    const kit = await setup({
      env: { RATE_LIMIT_LOGIN_PER_MINUTE: '2' },
      answers: { 'GET /api/pc/login/scan': { status: 200, message: 'success', data: { key: 'k', qrcode: '/demo/qr-login?key=k' } } },
    });
    expect((await kit.api().get('/api/pc/login/scan')).status).toBe(200);
    expect((await kit.api().get('/api/pc/login/scan')).status).toBe(200);
    const limited = await kit.api().get('/api/pc/login/scan');
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual(LIMITED);
  });

  it('allows 30 captcha fetches a minute by default', async () => {
    const data = { originalImageBase64: 'a', jigsawImageBase64: 'b', secretKey: 'c', token: 'd' };
    const kit = await setup({ answers: { 'GET /api/ajcaptcha': { status: 200, message: 'success', data } } });
    for (let i = 0; i < 30; i += 1) expect((await kit.api().get('/bff/captcha?type=blockPuzzle')).status).toBe(200);
    const limited = await kit.api().get('/bff/captcha?type=blockPuzzle');
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual(LIMITED);
    expect(kit.mall.requests).toHaveLength(30);
  });

  it('takes its limits from RATE_LIMIT_*', async () => {
    const kit = await setup({
      env: { RATE_LIMIT_SMS_PER_MINUTE: '2', RATE_LIMIT_LOGIN_PER_MINUTE: '1', RATE_LIMIT_CAPTCHA_PER_MINUTE: '1' },
      answers: { 'POST /api/auth/verify': { status: 200, message: '短信发送成功' } },
    });
    expect((await kit.api().post('/api/auth/verify').send(VERIFY)).status).toBe(200);
    expect((await kit.api().post('/api/auth/verify').send(VERIFY)).status).toBe(200);
    expect((await kit.api().post('/api/auth/verify').send(VERIFY)).status).toBe(429);
    expect((await kit.api().post('/api/auth/login').send(LOGIN)).status).toBe(400);
    expect((await kit.api().post('/api/auth/login').send(LOGIN)).status).toBe(429);
    expect((await kit.api().get('/bff/captcha?type=clickWord')).status).not.toBe(429);
    expect((await kit.api().get('/bff/captcha?type=clickWord')).status).toBe(429);
  });
});

describe('security headers', () => {
  it('are on API answers', async () => {
    const kit = await setup();
    const response = await kit.api().get('/api/version');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('are on a rendered page, with a CSP the page works under', async () => {
    const { app } = await setup({ pages: true, env: { DIST_DIR } });
    const response = await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("frame-ancestors 'none'");
    // Every executable script is external (script-src 'self' allows no inline code); JSON data blocks are fine.
    const scripts = [...response.body.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1] ?? '');
    expect(scripts.length).toBeGreaterThan(0);
    for (const attributes of scripts) expect(attributes, attributes).toMatch(/\bsrc=|type="application\/json"/);
  });
});
