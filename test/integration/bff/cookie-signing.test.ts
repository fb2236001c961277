// Auth cookies are signed over their name and value (docs/adr/0002, amendment of 2026-11-23): a signed value is
// only good under the name it was signed for, and COOKIE_SECRET may list several secrets, the first signing and
// every one verifying, so a secret can be rotated without logging everybody out.
import { afterEach, describe, expect, it } from 'vitest';
import { AUTH_COOKIES } from '../../../shared/cookie-names.ts';
import { chooseEntity, closeAll, cookieHeader, loginAnswer, logIn, parseSetCookies, setup, tokenSentTo, USER_TOKEN } from './bff-kit.ts';

afterEach(closeAll);

const OLD = 'old-cookie-secret-0123456789-0123456789-abcdef';
const NEW = 'new-cookie-secret-9876543210-9876543210-fedcba';
const USER = { status: 200, message: 'success', data: { uid: 1, nickname: '张采购', avatar: '', is_svip: 0 } };

function jar(header: string): Map<string, string> {
  return new Map(header.split('; ').map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]));
}

const asHeader = (cookies: Map<string, string>) => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');

describe('a signed value under another name', () => {
  it('a mall_ut value pasted into mall_ct is refused: the visitor has no company account', async () => {
    const kit = await setup({ answers: { 'GET /api/user': USER } });
    const cookies = jar(await chooseEntity(kit, await logIn(kit, false), 'COMPANY'));
    expect(cookies.has(AUTH_COOKIES.companyToken)).toBe(false);
    cookies.set(AUTH_COOKIES.companyToken, cookies.get(AUTH_COOKIES.userToken) ?? '');
    cookies.set(AUTH_COOKIES.companyName, cookies.get(AUTH_COOKIES.entity) ?? '');

    const session = await kit.api().get('/bff/session').set('cookie', asHeader(cookies));
    expect(session.body.data).toMatchObject({ loggedIn: true, hasCompany: false, entity: 'PERSONAL', companyName: null });
  });

  it('the entity value pasted into mall_ut is no login', async () => {
    const kit = await setup();
    const cookies = jar(await chooseEntity(kit, await logIn(kit, false), 'COMPANY'));
    cookies.set(AUTH_COOKIES.userToken, cookies.get(AUTH_COOKIES.entity) ?? '');
    await kit.api().get('/api/user/cart/count').set('cookie', asHeader(cookies));
    expect(tokenSentTo(kit.mall, '/api/user/cart/count')).toBeUndefined();
  });

  it('a value refused once is refused again, and the genuine one still works after it (signatures are remembered per value)', async () => {
    const kit = await setup();
    const cookies = jar(await chooseEntity(kit, await logIn(kit, false), 'COMPANY'));
    const genuine = asHeader(cookies);
    const forged = new Map(cookies);
    forged.set(AUTH_COOKIES.userToken, `${cookies.get(AUTH_COOKIES.userToken)}x`);
    for (const header of [asHeader(forged), genuine, asHeader(forged), genuine]) {
      await kit.api().get('/api/user/cart/count').set('cookie', header);
    }
    const sent = kit.mall.requests.filter((r) => r.url.startsWith('/api/user/cart/count')).map((r) => r.headers['x-token'] ?? null);
    expect(sent.map((value) => (value ? 'token' : 'none'))).toEqual(['none', 'token', 'none', 'token']);
  });

  it('the value still works under its own name', async () => {
    const kit = await setup();
    await kit
      .api()
      .get('/api/user/cart/count')
      .set('cookie', await logIn(kit, false));
    expect(tokenSentTo(kit.mall, '/api/user/cart/count')).toBe(USER_TOKEN);
  });
});

describe('rotating COOKIE_SECRET', () => {
  it('a cookie signed with an old secret still verifies after rotation; new cookies are signed with the first secret', async () => {
    const before = await setup({ env: { COOKIE_SECRET: OLD } });
    const oldCookies = await logIn(before, false);

    const rotated = await setup({
      env: { COOKIE_SECRET: `${NEW}, ${OLD}` },
      answers: { 'POST /api/auth/login': loginAnswer(false, 'fresh-user-token') },
    });
    await rotated.api().get('/api/user/cart/count').set('cookie', oldCookies);
    expect(tokenSentTo(rotated.mall, '/api/user/cart/count')).toBe(USER_TOKEN);

    const login = await rotated.api().post('/api/auth/login').send({ account: '13800000001', password: 'Demo@2026' });
    const newCookies = cookieHeader(login.headers);
    expect(parseSetCookies(login.headers)[AUTH_COOKIES.userToken]?.value).toMatch(/^fresh-user-token\./);

    const onlyNew = await setup({ env: { COOKIE_SECRET: NEW } });
    await onlyNew.api().get('/api/user/cart/count').set('cookie', newCookies);
    expect(tokenSentTo(onlyNew.mall, '/api/user/cart/count')).toBe('fresh-user-token');

    const onlyOld = await setup({ env: { COOKIE_SECRET: OLD } });
    await onlyOld.api().get('/api/user/cart/count').set('cookie', newCookies);
    expect(tokenSentTo(onlyOld.mall, '/api/user/cart/count')).toBeUndefined();
  });

  it('once the old secret is dropped, its cookies are a guest (never a 500)', async () => {
    const before = await setup({ env: { COOKIE_SECRET: OLD } });
    const oldCookies = await logIn(before, false);
    const after = await setup({ env: { COOKIE_SECRET: NEW } });
    const answer = await after.api().get('/api/user/cart/count').set('cookie', oldCookies);
    expect(answer.status).toBeLessThan(500);
    expect(tokenSentTo(after.mall, '/api/user/cart/count')).toBeUndefined();
  });
});
