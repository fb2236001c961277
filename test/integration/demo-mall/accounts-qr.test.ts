import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildDemoMall } from '../../../demo-mall/app.ts';
import { buildMallWithClock, call } from './accounts-helpers.ts';
import { registerUser } from './company-members-helpers.ts';
import { accountsMallPerBlock } from '../../helpers/mall/malls.ts';

const poll = (app: FastifyInstance, key: string) => call(app, 'POST', '/api/pc/login/scan/check', { key });

describe('demo mall accounts: QR login', () => {
  const app = accountsMallPerBlock();

  it('answers a key and a relative demo URL, 201 until confirmed, then 200 with the login answer', async () => {
    const scan = await call(app, 'GET', '/api/pc/login/scan');
    expect(scan.data.timeout).toBe(600);
    expect(scan.data.key).toMatch(/^[0-9a-f]{32}$/);
    expect(scan.data.qrcode).toBe(`/demo/qr-login?key=${scan.data.key}`);
    expect(await poll(app, scan.data.key)).toEqual({ status: 200, message: '未登录', data: { status: 201, result: [] } });

    const confirmed = await app.inject({ method: 'POST', url: '/__test/qr/confirm', payload: { key: scan.data.key, uid: 2 } });
    expect(confirmed.json()).toEqual({ ok: true });
    const done = await poll(app, scan.data.key);
    expect(done.status).toBe(200);
    expect(done.data.status).toBe(200);
    expect(done.data.result.user.uid).toBe(2);
    expect(done.data.result.company.user.name).toBe('上海东联工业设备有限公司');
    const me = await call(app, 'GET', '/api/user', undefined, done.data.result.token);
    expect(me.data.nickname).toBe('李经理');
    // The token is handed out once; the key is gone afterwards.
    expect(await poll(app, scan.data.key)).toEqual({ status: 200, message: '登录失败', data: { status: 400, result: [] } });
  });

  it('confirms through the demo page form (the phone part)', async () => {
    const scan = await call(app, 'GET', '/api/pc/login/scan');
    const page = await app.inject({ method: 'GET', url: scan.data.qrcode });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('确认登录');
    expect(page.body).toContain('以 张采购 身份确认登录');
    expect(page.body).toContain('以 李经理 身份确认登录');
    expect(page.body).not.toContain('<script');
    const confirm = await app.inject({
      method: 'POST',
      url: '/demo/qr-login/confirm',
      payload: `key=${scan.data.key}&uid=1`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(confirm.body).toContain('已确认，请返回电脑端');
    const done = await poll(app, scan.data.key);
    expect(done.data.result.user.nickname).toBe('张采购');
    expect(done.data.result).not.toHaveProperty('company');
  });

  const confirmOnPage = (key: string, uid: number | string) =>
    app.inject({
      method: 'POST',
      url: '/demo/qr-login/confirm',
      payload: `key=${key}&uid=${uid}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });

  it('confirms only a key a QR login request issued and that is still pending', async () => {
    const never = await confirmOnPage('ffffffffffffffffffffffffffffffff', 1);
    expect(never.statusCode).toBe(400);
    expect(never.body).toContain('二维码已失效');

    const scan = await call(app, 'GET', '/api/pc/login/scan');
    expect((await confirmOnPage(scan.data.key, 1)).statusCode).toBe(200);
    // confirmed but not yet collected: no longer pending, so neither the page nor a second confirmation
    expect((await app.inject({ method: 'GET', url: scan.data.qrcode })).statusCode).toBe(404);
    expect((await confirmOnPage(scan.data.key, 2)).statusCode).toBe(400);
    expect((await app.inject({ method: 'POST', url: '/__test/qr/confirm', payload: { key: scan.data.key, uid: 2 } })).statusCode).toBe(400);
    expect((await poll(app, scan.data.key)).data.result.user.uid).toBe(1);
  });

  it('confirms only as a demo account the page lists, never another user id', async () => {
    const shopper = await registerUser(app, '13900000931');
    expect(shopper.uid).toBeGreaterThan(3);
    const scan = await call(app, 'GET', '/api/pc/login/scan');
    for (const uid of [shopper.uid, 999, 0, -1, 'x']) {
      expect((await confirmOnPage(scan.data.key, uid)).statusCode, `uid ${uid}`).toBe(400);
    }
    const hook = await app.inject({ method: 'POST', url: '/__test/qr/confirm', payload: { key: scan.data.key, uid: shopper.uid } });
    expect(hook.statusCode).toBe(400);
    expect((await poll(app, scan.data.key)).data.status).toBe(201);
    expect((await confirmOnPage(scan.data.key, 3)).statusCode).toBe(200);
    expect((await poll(app, scan.data.key)).data.result.user.uid).toBe(3);
  });

  it('answers 400 登录失败 for an unknown key', async () => {
    expect(await poll(app, 'ffffffffffffffffffffffffffffffff')).toEqual({
      status: 200,
      message: '登录失败',
      data: { status: 400, result: [] },
    });
  });
});

describe('demo mall accounts: QR key expiry', () => {
  it('answers 400 for a key older than 10 minutes, even if confirmed late', async () => {
    const { app, advance } = buildMallWithClock();
    const scan = await call(app, 'GET', '/api/pc/login/scan');
    advance(9 * 60_000);
    expect((await poll(app, scan.data.key)).data.status).toBe(201);
    advance(61_000);
    const late = await app.inject({ method: 'POST', url: '/__test/qr/confirm', payload: { key: scan.data.key, uid: 1 } });
    expect(late.statusCode).toBe(400);
    expect(await poll(app, scan.data.key)).toEqual({ status: 200, message: '登录失败', data: { status: 400, result: [] } });
    await app.close();
  });
});

describe('demo mall accounts: test hooks need the flag', () => {
  it('has no /__test routes without testHooks', async () => {
    const { app } = await buildDemoMall({ printSms: false });
    const scan = await call(app, 'GET', '/api/pc/login/scan');
    const captcha = await call(app, 'GET', '/api/ajcaptcha?captchaType=blockPuzzle');
    expect((await app.inject({ method: 'GET', url: `/__test/captcha/${captcha.data.token}` })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/__test/sms/13800000001' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: '/__test/qr/confirm', payload: { key: scan.data.key, uid: 1 } })).statusCode).toBe(404);
    expect((await poll(app, scan.data.key)).data.status).toBe(201);
    await app.close();
  });
});
