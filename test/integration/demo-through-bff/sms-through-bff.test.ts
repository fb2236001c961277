// The SMS login flow end to end through the BFF: captcha → check → send code → read the outbox → log in.
import { afterEach, describe, expect, it } from 'vitest';
import { AUTH_COOKIES } from '../../../shared/cookie-names.ts';
import { parseSetCookies } from '../bff/bff-kit.ts';
import { closeThroughBff, CookieJar, getAs, requestSmsCode, solveSlider, startThroughBff } from './through-bff-kit.ts';

afterEach(closeThroughBff);

describe('SMS login through the BFF', () => {
  it('solves the slider, sends a code and logs in with it', async () => {
    const t = await startThroughBff();
    const solved = await solveSlider(t);
    expect(solved.status).toBe(200);
    expect(solved.body).toEqual({
      status: 200,
      message: 'success',
      data: { captchaVerification: `${solved.token}---${solved.pointJson}` },
    });

    const sent = await t
      .api()
      .post('/api/auth/verify')
      .send({ phone: '13800000002', type: 'login', captchaType: 'blockPuzzle', captchaVerification: solved.body.data.captchaVerification });
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ status: 200, message: '短信发送成功' });
    const code = ((await t.hook().get('/__test/sms/13800000002')).body as { code: string }).code;
    expect(code).toMatch(/^\d{6}$/);

    const jar = new CookieJar();
    const login = await t.api().post('/api/auth/smslogin').send({ phone: '13800000002', sms_code: code, user_type: 'pc' });
    jar.take(login);
    expect(login.status).toBe(200);
    expect(login.text).not.toMatch(/"token"/);
    expect(login.body.data.company.user).toMatchObject({ name: '上海东联工业设备有限公司' });
    expect(parseSetCookies(login.headers)[AUTH_COOKIES.userToken]?.attributes.httponly).toBe(true);
    const session = await getAs(t, jar, '/bff/session');
    expect(session.body.data).toMatchObject({
      loggedIn: true,
      hasCompany: true,
      companyName: '上海东联工业设备有限公司',
      user: { uid: 2 },
    });
  });

  it('refuses a wrong slider position on check and a forged verification on send', async () => {
    const t = await startThroughBff();
    const wrong = await solveSlider(t, 40);
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ status: 400, message: '验证失败' });

    // A fresh, unchecked captcha with a wrong position: the mall re-checks it on send (no bypass).
    const fresh = await t.api().get('/bff/captcha?type=blockPuzzle');
    const { x } = (await t.hook().get(`/__test/captcha/${fresh.body.data.token}`)).body as { x: number };
    const captchaVerification = `${fresh.body.data.token}---${JSON.stringify({ x: x + 40, y: 5 })}`;
    const forged = await t
      .api()
      .post('/api/auth/verify')
      .send({ phone: '13800000001', type: 'login', captchaType: 'blockPuzzle', captchaVerification });
    expect(forged.status).toBe(400);
    expect(forged.body).toEqual({ status: 400, message: '验证失败！' });
    expect((await t.hook().get('/__test/sms/13800000001')).status).toBe(404);
  });

  it('refuses a wrong SMS code and sets no cookie', async () => {
    const t = await startThroughBff();
    const code = await requestSmsCode(t, '13800000001');
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const login = await t.api().post('/api/auth/smslogin').send({ phone: '13800000001', sms_code: wrong, user_type: 'pc' });
    expect(login.status).toBe(400);
    expect(login.body).toEqual({ status: 400, message: '验证码不正确' });
    expect(login.headers['set-cookie']).toBeUndefined();
  });

  it('serves click-words through /bff/captcha from /api/ajcaptcha and checks them on /api/ajcheck', async () => {
    const t = await startThroughBff();
    const captcha = await t.api().get('/bff/captcha?type=clickWord');
    expect(captcha.status).toBe(200);
    expect(captcha.body.data.type).toBe('clickWord');
    expect(captcha.body.data.wordList).toHaveLength(3);
    expect(captcha.body.data.originalImageBase64).toMatch(/^iVBORw0KGgo/);
    const { points } = (await t.hook().get(`/__test/captcha/${captcha.body.data.token}`)).body as { points: { x: number; y: number }[] };
    const pointJson = JSON.stringify(points);
    const passed = await t.api().post('/bff/captcha/check').send({ type: 'clickWord', token: captcha.body.data.token, pointJson });
    expect(passed.status).toBe(200);
    expect(passed.body.data.captchaVerification).toBe(`${captcha.body.data.token}---${pointJson}`);

    const again = await t.api().get('/bff/captcha?type=clickWord');
    const reversed = JSON.stringify([...points].reverse());
    const failed = await t.api().post('/bff/captcha/check').send({ type: 'clickWord', token: again.body.data.token, pointJson: reversed });
    expect(failed.status).toBe(400);
    expect(failed.body).toEqual({ status: 400, message: '验证失败' });
  });
});
