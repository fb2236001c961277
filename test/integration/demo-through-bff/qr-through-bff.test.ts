// QR login through the BFF: scan → pending 201 → the phone confirms (test hook) → 200 sets the cookies.
import { afterEach, describe, expect, it } from 'vitest';
import { AUTH_COOKIES } from '../../../shared/cookie-names.ts';
import { parseSetCookies } from '../bff/bff-kit.ts';
import { closeThroughBff, CookieJar, getAs, startThroughBff } from './through-bff-kit.ts';

afterEach(closeThroughBff);

describe('QR login through the BFF', () => {
  it('polls 201 until confirmed, then 200 with the login stored in cookies', async () => {
    const t = await startThroughBff();
    const scan = await t.api().get('/api/pc/login/scan');
    expect(scan.status).toBe(200);
    const key = scan.body.data.key as string;
    expect(key).toMatch(/^[0-9a-f]{32}$/);

    const pending = await t.api().post('/api/pc/login/scan/check').send({ key });
    expect(pending.status).toBe(200);
    expect(pending.body).toEqual({ status: 200, message: '未登录', data: { status: 201, result: [] } });
    expect(pending.headers['set-cookie']).toBeUndefined();

    expect((await t.hook().post('/__test/qr/confirm').send({ key, uid: 2 })).body).toEqual({ ok: true });

    const jar = new CookieJar();
    const done = await t.api().post('/api/pc/login/scan/check').send({ key });
    jar.take(done);
    expect(done.status).toBe(200);
    expect(done.body.data.status).toBe(200);
    expect(done.body.data.result.user.nickname).toBe('李经理');
    expect(done.body.data.result.company.user).toMatchObject({ name: '上海东联工业设备有限公司' });
    expect(done.text).not.toMatch(/"token"/);
    const cookies = parseSetCookies(done.headers);
    expect(cookies[AUTH_COOKIES.userToken]?.attributes.httponly).toBe(true);
    expect(cookies[AUTH_COOKIES.companyToken]?.attributes.httponly).toBe(true);

    const session = await getAs(t, jar, '/bff/session');
    expect(session.body.data).toMatchObject({ loggedIn: true, hasCompany: true, user: { uid: 2 } });
  });

  it('serves the demo confirm page through the BFF', async () => {
    const t = await startThroughBff();
    const scan = await t.api().get('/api/pc/login/scan');
    const page = await t.api().get(scan.body.data.qrcode as string);
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.text).toContain('以 张采购 身份确认登录');
  });
});
