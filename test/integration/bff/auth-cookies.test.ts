// Rule 3: tokens move from login answers into signed httpOnly cookies, leave every JSON answer, and are
// cleared on logout whatever the backend said.
import { afterEach, describe, expect, it } from 'vitest';
import { AUTH_COOKIES } from '../../../shared/cookie-names.ts';
import {
  clearsEveryAuthCookie,
  closeAll,
  COMPANY_NAME,
  COMPANY_TOKEN,
  cookieHeader,
  LOGIN_USER,
  loginAnswer,
  logIn,
  parseSetCookies,
  setCookieLines,
  setup,
  tokenSentTo,
  USER_TOKEN,
  GUEST_SESSION,
} from './bff-kit.ts';

afterEach(closeAll);

function expectAuthCookieFlags(cookie: { attributes: Record<string, string | true> } | undefined, secure: boolean) {
  expect(cookie).toBeDefined();
  expect(cookie!.attributes.httponly).toBe(true);
  expect(cookie!.attributes.samesite).toBe('Lax');
  expect(cookie!.attributes.path).toBe('/');
  expect(cookie!.attributes['max-age']).toBe('604800');
  expect(cookie!.attributes.secure).toBe(secure ? true : undefined);
}

describe('login answers → cookies', () => {
  it.each(['/api/auth/login', '/api/auth/smslogin', '/api/auth/register'])(
    '%s stores both tokens in cookies and strips them from the JSON',
    async (path) => {
      const kit = await setup({ answers: { [`POST ${path}`]: loginAnswer(true) } });
      const body =
        path === '/api/auth/login'
          ? { account: '13800000002', password: 'Demo@2026' }
          : { phone: '13800000002', sms_code: '123456', pwd: 'Demo@2026x', zone_id: 102 };
      const response = await kit.api().post(path).send(body);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        status: 200,
        message: 'success',
        data: { exp: 604800, expires_time: 1_900_000_000, user: LOGIN_USER, company: { user: { name: COMPANY_NAME } } },
      });
      expect(response.text).not.toContain(USER_TOKEN);
      expect(response.text).not.toContain(COMPANY_TOKEN);

      const cookies = parseSetCookies(response.headers);
      for (const name of [AUTH_COOKIES.userToken, AUTH_COOKIES.companyToken, AUTH_COOKIES.companyName])
        expectAuthCookieFlags(cookies[name], false);
      // Signed, so the value is not the bare token.
      expect(cookies[AUTH_COOKIES.userToken]!.value).not.toBe(USER_TOKEN);
      expect(decodeURIComponent(cookies[AUTH_COOKIES.userToken]!.value)).toMatch(new RegExp(`^${USER_TOKEN}\\.`));

      // The cookies carry the login: the next call sends the user token upstream.
      await kit.api().get('/api/user').set('cookie', cookieHeader(response.headers));
      expect(tokenSentTo(kit.mall, '/api/user')).toBe(USER_TOKEN);
    },
  );

  it('register without a token in the answer sets no cookie', async () => {
    const kit = await setup({ answers: { 'POST /api/auth/register': { status: 200, message: '注册成功' } } });
    const response = await kit
      .api()
      .post('/api/auth/register')
      .send({ phone: '13800000009', sms_code: '123456', pwd: 'Demo@2026x', zone_id: 1 });
    expect(response.status).toBe(200);
    expect(setCookieLines(response.headers)).toEqual([]);
  });

  it('a failed login sets no cookie', async () => {
    const kit = await setup({ answers: { 'POST /api/auth/login': { status: 400, message: '账号或密码错误' } } });
    const response = await kit.api().post('/api/auth/login').send({ account: 'a', password: 'b' });
    expect(response.status).toBe(400);
    expect(setCookieLines(response.headers)).toEqual([]);
  });

  it('a login without a company account clears the previous company cookies and resets the entity', async () => {
    const kit = await setup();
    const first = await logIn(kit, true);
    kit.mall.on('POST /api/auth/login', loginAnswer(false, 'second-user-token'));
    const response = await kit.api().post('/api/auth/login').set('cookie', first).send({ account: '13800000001', password: 'Demo@2026' });
    const cookies = parseSetCookies(response.headers);
    expect(cookies[AUTH_COOKIES.companyToken]?.value).toBe('');
    expect(cookies[AUTH_COOKIES.companyName]?.value).toBe('');
    expect(decodeURIComponent(cookies[AUTH_COOKIES.entity]!.value)).toMatch(/^PERSONAL\./);
  });

  it('sets Secure only when the request came over https through a trusted proxy', async () => {
    const trusted = await setup({ env: { TRUST_PROXY: 'true' }, answers: { 'POST /api/auth/login': loginAnswer(true) } });
    const overHttps = await trusted.api().post('/api/auth/login').set('x-forwarded-proto', 'https').send({ account: 'a', password: 'b' });
    const secureCookies = parseSetCookies(overHttps.headers);
    for (const name of [AUTH_COOKIES.userToken, AUTH_COOKIES.companyToken]) expectAuthCookieFlags(secureCookies[name], true);
    const overHttp = await trusted.api().post('/api/auth/login').send({ account: 'a', password: 'b' });
    expectAuthCookieFlags(parseSetCookies(overHttp.headers)[AUTH_COOKIES.userToken], false);

    const untrusted = await setup({ answers: { 'POST /api/auth/login': loginAnswer(true) } });
    const spoofed = await untrusted.api().post('/api/auth/login').set('x-forwarded-proto', 'https').send({ account: 'a', password: 'b' });
    expectAuthCookieFlags(parseSetCookies(spoofed.headers)[AUTH_COOKIES.userToken], false);
  });
});

describe('QR poll and company token', () => {
  it('stores the token of a confirmed QR poll (nested data.result) and keeps data.status', async () => {
    const result = {
      token: USER_TOKEN,
      exp: 604800,
      expires_time: 1,
      user: LOGIN_USER,
      company: { token: COMPANY_TOKEN, user: { name: COMPANY_NAME } },
    };
    const kit = await setup({
      answers: { 'POST /api/pc/login/scan/check': { status: 200, message: 'success', data: { status: 200, result } } },
    });
    const response = await kit.api().post('/api/pc/login/scan/check').send({ key: 'k1' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      status: 200,
      message: 'success',
      data: { status: 200, result: { exp: 604800, expires_time: 1, user: LOGIN_USER, company: { user: { name: COMPANY_NAME } } } },
    });
    const cookies = parseSetCookies(response.headers);
    expectAuthCookieFlags(cookies[AUTH_COOKIES.userToken], false);
    expectAuthCookieFlags(cookies[AUTH_COOKIES.companyToken], false);
  });

  it('stores the token of the flat data.token QR shape', async () => {
    const kit = await setup({ answers: { 'POST /api/pc/login/scan/check': loginAnswer(false) } });
    const response = await kit.api().post('/api/pc/login/scan/check').send({ key: 'k1' });
    expect(response.body.data.token).toBeUndefined();
    await kit.api().get('/api/user').set('cookie', cookieHeader(response.headers));
    expect(tokenSentTo(kit.mall, '/api/user')).toBe(USER_TOKEN);
  });

  it('leaves a pending QR poll (data.status 201) untouched and sets no cookie', async () => {
    const pending = { status: 200, message: '未登录', data: { status: 201, result: [] } };
    const kit = await setup({ answers: { 'POST /api/pc/login/scan/check': pending } });
    const response = await kit.api().post('/api/pc/login/scan/check').send({ key: 'k1' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual(pending);
    expect(setCookieLines(response.headers)).toEqual([]);
  });

  it('GET /api/company/token stores the company cookies and keeps the company name', async () => {
    const kit = await setup();
    const cookies = await logIn(kit, false);
    kit.mall.on('GET /api/company/token', {
      status: 200,
      message: 'success',
      data: { token: COMPANY_TOKEN, user: { name: COMPANY_NAME } },
    });
    const response = await kit.api().get('/api/company/token').set('cookie', cookies);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 200, message: 'success', data: { user: { name: COMPANY_NAME } } });
    const set = parseSetCookies(response.headers);
    expectAuthCookieFlags(set[AUTH_COOKIES.companyToken], false);
    kit.mall.on('GET /api/user', { status: 200, message: 'success', data: LOGIN_USER });
    const session = await kit.api().get('/bff/session').set('cookie', cookieHeader(response.headers, cookies));
    expect(session.body.data.hasCompany).toBe(true);
    expect(session.body.data.companyName).toBe(COMPANY_NAME);
  });
});

describe('tokens never reach the browser', () => {
  it('removes token keys anywhere in any JSON answer', async () => {
    const kit = await setup({
      answers: {
        'GET /api/some/list': {
          status: 200,
          message: 'success',
          data: { list: [{ id: 1, token: 't-a', name: '甲' }], nested: { company: { token: 't-b', user: { name: '乙' } } }, token: 't-c' },
        },
        'GET /api/failing': { status: 403, message: '无权限', data: { token: 't-d' } },
      },
    });
    const ok = await kit.api().get('/api/some/list');
    expect(ok.body).toEqual({
      status: 200,
      message: 'success',
      data: { list: [{ id: 1, name: '甲' }], nested: { company: { user: { name: '乙' } } } },
    });
    const failing = await kit.api().get('/api/failing');
    expect(failing.status).toBe(403);
    expect(failing.body).toEqual({ status: 403, message: '无权限', data: {} });
  });
});

describe('signed cookies', () => {
  it('ignores an altered or forged cookie: the visitor is a guest, never a 500', async () => {
    const kit = await setup();
    const cookies = await logIn(kit, true);
    const userCookie = cookies.split('; ').find((pair) => pair.startsWith(`${AUTH_COOKIES.userToken}=`))!;
    const value = decodeURIComponent(userCookie.slice(AUTH_COOKIES.userToken.length + 1));
    const signature = value.slice(value.lastIndexOf('.'));
    const altered = cookies.replace(userCookie, `${AUTH_COOKIES.userToken}=${encodeURIComponent(`other-user-token${signature}`)}`);

    for (const cookie of [
      altered,
      `${AUTH_COOKIES.userToken}=${USER_TOKEN}`,
      `${AUTH_COOKIES.userToken}=%E0%A4%A`,
      `${AUTH_COOKIES.userToken}=..`,
    ]) {
      const response = await kit.api().get('/api/user').set('cookie', cookie);
      expect(response.status, cookie).not.toBe(500);
      expect(tokenSentTo(kit.mall, '/api/user'), cookie).toBeUndefined();
      const session = await kit.api().get('/bff/session').set('cookie', cookie);
      expect(session.status).toBe(200);
      expect(session.body.data).toEqual(GUEST_SESSION);
    }
  });
});

describe('logout', () => {
  it('forwards POST /api/logout with the user token and clears every auth cookie', async () => {
    const kit = await setup({ answers: { 'POST /api/logout': { status: 200, message: '退出登录' } } });
    const cookies = await logIn(kit, true);
    const response = await kit.api().post('/api/logout').set('cookie', cookies);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 200, message: '退出登录' });
    expect(tokenSentTo(kit.mall, '/api/logout')).toBe(USER_TOKEN);
    expect(clearsEveryAuthCookie(response.headers)).toBe(true);
  });

  it('clears every auth cookie when the backend fails, answers an error page or is down', async () => {
    const kit = await setup({
      answers: { 'POST /api/logout': (_request, reply) => reply.code(500).type('text/html').send('<html><body>Fatal error</body></html>') },
    });
    const cookies = await logIn(kit, true);
    const failed = await kit.api().post('/api/logout').set('cookie', cookies);
    expect(failed.status).toBe(502);
    expect(clearsEveryAuthCookie(failed.headers)).toBe(true);

    kit.mall.on('POST /api/logout', { status: 40000, message: 'token 已过期' });
    const expired = await kit.api().post('/api/logout').set('cookie', cookies);
    expect(expired.status).toBe(401);
    expect(clearsEveryAuthCookie(expired.headers)).toBe(true);

    await kit.mall.close();
    const down = await kit.api().post('/api/logout').set('cookie', cookies);
    expect(down.status).toBe(502);
    expect(clearsEveryAuthCookie(down.headers)).toBe(true);
  });
});
