// One path, decided once (docs/adr/0012-one-resolved-path.md): the request target is resolved before routing;
// absolute forms, dot segments, encoded slashes, backslashes and broken escapes are refused with 400, and what
// the rules matched is what goes to the mall (normalised path, original query). Raw sockets, not supertest,
// so the request line reaches the BFF exactly as written.
import { afterEach, describe, expect, it } from 'vitest';
import { closeAll, setup } from './bff-kit.ts';
import { rawRequest } from './raw-http.ts';

afterEach(closeAll);

const BAD_PATH = { status: 400, message: '请求地址无效', code: 'BAD_PATH' };
const LOGIN = JSON.stringify({ account: '13800000001', password: 'Demo@2026' });
const VERIFY = JSON.stringify({ phone: '13800000001', type: 'login', captchaType: 'blockPuzzle', captchaVerification: 't---{"x":1}' });

describe('refused request targets', () => {
  it.each([
    ['absolute form', 'http://127.0.0.1/api/auth/login'],
    ['absolute form, another host', 'http://mall.internal/api/auth/login'],
    ['absolute form, https', 'https://a/api/user/cart/create'],
    ['asterisk form', '*'],
    ['a dot-dot segment inside the API', '/api/x/../auth/login'],
    ['a dot-dot segment leaving the API', '/api/../anything'],
    ['a dot-dot segment entering the API', '/x/../api/auth/login'],
    ['an encoded dot-dot segment', '/api/%2e%2e/api/auth/login'],
    ['a half-encoded dot-dot segment', '/api/x/.%2E/auth/login'],
    ['a dot segment', '/api/./auth/login'],
    ['an encoded slash', '/api%2fauth%2flogin'],
    ['an upper-case encoded slash', '/api/auth%2Flogin'],
    ['an encoded backslash', '/api/auth%5clogin'],
    ['a backslash', '/api\\auth\\login'],
    ['a trailing encoded backslash', '/api/auth/login%5C'],
    ['a broken escape', '/api/auth/login%zz'],
    ['an escape that is not UTF-8', '/api/auth/%E4%B8'],
    ['an encoded NUL', '/api/auth/login%00'],
    ['a double-encoded letter', '/api/auth/%2576erify'],
    ['a fragment', '/api/auth/login#x'],
  ])('%s (%s): 400 BAD_PATH, the mall not called', async (_label, target) => {
    const kit = await setup({ answers: { 'POST /api/auth/login': { status: 200, message: 'success', data: { token: 't' } } } });
    const answer = await rawRequest(kit.origin, { method: 'POST', target, body: LOGIN, headers: { origin: 'http://evil.example' } });
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual(BAD_PATH);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(kit.mall.requests).toEqual([]);
  });

  it('refuses a query that would choose the route of a ThinkPHP mall (the `s` path-info variable)', async () => {
    const kit = await setup();
    for (const target of [
      '/api/version?s=/api/auth/login',
      '/api/version?page=1&%73=/api/auth/verify',
      '/api/version?%20s=x',
      '/api/version?s[]=x',
    ]) {
      const answer = await rawRequest(kit.origin, { method: 'GET', target });
      expect(answer.status, target).toBe(400);
      expect(answer.json, target).toEqual(BAD_PATH);
    }
    expect(kit.mall.requests).toEqual([]);
    const fine = await rawRequest(kit.origin, { method: 'GET', target: '/api/version?ss=1&keyword=s' });
    expect(fine.status).toBe(200);
  });
});

describe('what goes to the mall', () => {
  it('is the normalised path with the original query, byte for byte', async () => {
    const kit = await setup({ answers: { 'GET /api/product/spu/lst': { status: 200, message: 'success', data: { list: [] } } } });
    const answer = await rawRequest(kit.origin, { method: 'GET', target: '//api//product/%73pu/lst/?page=2&keyword=%e6%89%b3&x=a%2Fb' });
    expect(answer.status).toBe(200);
    expect(kit.mall.requests.map((sent) => sent.url)).toEqual(['/api/product/spu/lst?page=2&keyword=%e6%89%b3&x=a%2Fb']);
  });

  it('keeps the case of the path and re-encodes what must stay encoded', async () => {
    const kit = await setup();
    await rawRequest(kit.origin, { method: 'GET', target: '/api/store/product/detail/%41b%3f%23%25|x[1]' });
    expect(kit.mall.requests.map((sent) => sent.url)).toEqual(['/api/store/product/detail/Ab%3F%23%25%7Cx%5B1%5D']);
  });

  it('forwards a cart write spelled /%61pi/... to /api/... after the cross-site check', async () => {
    const kit = await setup({ answers: { 'POST /api/user/cart/create': { status: 200, message: 'success', data: { cart_id: 1 } } } });
    const foreign = await rawRequest(kit.origin, {
      method: 'POST',
      target: '/%61pi/user/cart/create',
      body: '{"product_id":1}',
      headers: { origin: 'http://evil.example' },
    });
    expect(foreign.status).toBe(403);
    expect(kit.mall.requests).toEqual([]);
    const own = await rawRequest(kit.origin, {
      method: 'POST',
      target: '/%61pi/user/cart/create',
      body: '{"product_id":1}',
      headers: { origin: kit.origin },
    });
    expect(own.status).toBe(200);
    expect(kit.mall.requests.map((sent) => `${sent.method} ${sent.url}`)).toEqual(['POST /api/user/cart/create']);
  });

  it('applies the rules of a path to its ThinkPHP .html spelling (validation and the SMS limit)', async () => {
    const kit = await setup({
      env: { RATE_LIMIT_SMS_PER_MINUTE: '1' },
      answers: { 'POST /api/auth/verify': { status: 200, message: '短信发送成功' } },
    });
    const invalid = await rawRequest(kit.origin, { method: 'POST', target: '/api/auth/verify.html', body: '{}' });
    expect(invalid.status).toBe(400);
    expect(invalid.json).toEqual({ status: 400, message: '请输入手机号码', code: 'VALIDATION' });
    const limited = await rawRequest(kit.origin, { method: 'POST', target: '/API/Auth/Verify.HTML', body: VERIFY });
    expect(limited.status).toBe(429);
    expect(kit.mall.requests).toEqual([]);
  });
});

describe('the captcha bucket', () => {
  it('counts /api/ajcaptcha in every spelling', async () => {
    const slider = { status: 200, message: 'success', data: { token: 'c' } };
    const kit = await setup({
      env: { RATE_LIMIT_CAPTCHA_PER_MINUTE: '1' },
      answers: { 'GET /api/ajcaptcha': slider },
    });
    expect((await rawRequest(kit.origin, { method: 'GET', target: '/api/ajcaptcha?captchaType=clickWord' })).status).toBe(200);
    for (const target of ['/API/AJCAPTCHA/', '/%61pi/ajcaptcha?x=1', '/api/ajcaptcha', '/api//%41jcaptcha/', '/api/ajcaptcha.html']) {
      const answer = await rawRequest(kit.origin, { method: 'GET', target });
      expect(answer.status, target).toBe(429);
    }
    expect(kit.mall.requests).toHaveLength(1);
  });
});
