// Password login, company token, lockout and logout through the BFF against the in-process demo mall.
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../../demo-mall/accounts/demo-accounts.ts';
import { AUTH_COOKIES } from '../../../shared/cookie-names.ts';
import { clearsEveryAuthCookie, parseSetCookies } from '../bff/bff-kit.ts';
import { WRONG_PASSWORD_MESSAGES } from '../demo-mall/accounts-helpers.ts';
import { closeThroughBff, CookieJar, getAs, startThroughBff, type ThroughBff } from './through-bff-kit.ts';

afterEach(closeThroughBff);

async function passwordLogin(t: ThroughBff, jar: CookieJar, account: string, password = DEMO_PASSWORD) {
  const response = await t.api().post('/api/auth/login').send({ account, password, user_type: 'pc' });
  jar.take(response);
  return response;
}

describe('demo accounts through the BFF', () => {
  it.each(DEMO_ACCOUNTS.map((account) => [account.phone, account] as const))(
    '%s logs in: cookies set, no token in the JSON, session filled',
    async (_phone, account) => {
      const t = await startThroughBff();
      const jar = new CookieJar();
      const response = await passwordLogin(t, jar, account.phone);
      expect(response.status).toBe(200);
      expect(response.body.status).toBe(200);
      expect(response.text).not.toMatch(/"token"/);
      expect(response.body.data.user).toMatchObject({ uid: account.uid, nickname: account.nickname, phone: account.phone });
      const cookies = parseSetCookies(response.headers);
      expect(cookies[AUTH_COOKIES.userToken]?.attributes.httponly).toBe(true);
      if (account.company) {
        expect(response.body.data.company.user).toMatchObject({ name: account.company.name });
        expect(cookies[AUTH_COOKIES.companyToken]?.value).not.toBe('');
      } else {
        expect(response.body.data.company).toBeUndefined();
        expect(cookies[AUTH_COOKIES.companyToken]?.value ?? '').toBe('');
      }

      const session = await getAs(t, jar, '/bff/session');
      expect(session.status).toBe(200);
      expect(session.body.data).toMatchObject({
        loggedIn: true,
        entity: 'PERSONAL',
        hasCompany: Boolean(account.company),
        companyName: account.company?.name ?? null,
        user: { uid: account.uid, nickname: account.nickname, is_svip: account.isSvip },
      });
      expect(session.text).not.toMatch(/"token"/);
    },
  );

  it('refuses a wrong password with the mall message and sets no cookie', async () => {
    const t = await startThroughBff();
    const jar = new CookieJar();
    const response = await passwordLogin(t, jar, '13800000001', 'Wrong@2026');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ status: 400, message: '账号或密码错误' });
    expect(jar.header).toBe('');
  });

  it('locks the account after five wrong passwords, even for the right one', async () => {
    const t = await startThroughBff();
    const jar = new CookieJar();
    const messages: string[] = [];
    for (let i = 0; i < 5; i += 1) messages.push((await passwordLogin(t, jar, '13800000001', 'Wrong@2026')).body.message);
    expect(messages).toEqual(WRONG_PASSWORD_MESSAGES);
    const locked = await passwordLogin(t, jar, '13800000001');
    expect(locked.status).toBe(400);
    expect(locked.body).toEqual({ status: 400, message: '账号或密码错误次数太多，请稍后在尝试' });
    expect(jar.header).toBe('');
    // Another account is not affected.
    expect((await passwordLogin(t, jar, '13800000003')).status).toBe(200);
  });

  it('GET /api/company/token stores the company cookie for an owner and answers 400 for others', async () => {
    const t = await startThroughBff();
    const personal = new CookieJar();
    await passwordLogin(t, personal, '13800000001');
    const none = await getAs(t, personal, '/api/company/token');
    expect(none.status).toBe(400);
    expect(none.body).toEqual({ status: 400, message: '暂无企业账号' });

    const owner = new CookieJar();
    await passwordLogin(t, owner, '13800000003');
    const company = await getAs(t, owner, '/api/company/token');
    expect(company.status).toBe(200);
    expect(company.text).not.toMatch(/"token"/);
    expect(company.body.data.user.name).toBe('苏州恒泰精密机械有限公司');
    expect(parseSetCookies(company.headers)[AUTH_COOKIES.companyToken]?.attributes.httponly).toBe(true);
  });

  it('logs out: cookies cleared and the old token refused by the mall', async () => {
    const t = await startThroughBff();
    const jar = new CookieJar();
    await passwordLogin(t, jar, '13800000002');
    const before = jar.header;
    const logout = await t.api().post('/api/logout').set('cookie', before);
    expect(logout.status).toBe(200);
    expect(logout.body).toEqual({ status: 200, message: '退出登录' });
    expect(clearsEveryAuthCookie(logout.headers)).toBe(true);
    jar.take(logout);
    expect(jar.header).toBe('');

    // A copy of the old cookies is a lost login: 401 and the cookies cleared again.
    const stale = await t.api().get('/api/user').set('cookie', before);
    expect(stale.status).toBe(401);
    expect(stale.body).toEqual({ status: 40000, message: '登录已失效，请重新登录', code: 'LOGIN_EXPIRED' });
    expect(clearsEveryAuthCookie(stale.headers)).toBe(true);
    const session = await t.api().get('/bff/session');
    expect(session.body.data.loggedIn).toBe(false);
  });
});
