import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildMallWithClock, call, login, smsCode, solvedSlider } from './accounts-helpers.ts';
import { accountsMallPerBlock } from '../../helpers/mall/malls.ts';

async function verify(app: FastifyInstance, phone: string, captchaVerification: string, type = 'login') {
  return call(app, 'POST', '/api/auth/verify', { phone, type, captchaType: 'blockPuzzle', captchaVerification });
}

describe('demo mall accounts: captcha and SMS codes', () => {
  const app = accountsMallPerBlock();

  it('returns slider images, accepts the answer within ±10 px and y 5 on /api/ajcheck', async () => {
    const captcha = await call(app, 'GET', '/api/ajcaptcha?captchaType=blockPuzzle');
    expect(captcha.status).toBe(200);
    expect(captcha.data.originalImageBase64).toMatch(/^iVBORw0KGgo/);
    expect(captcha.data.jigsawImageBase64).toMatch(/^iVBORw0KGgo/);
    expect(captcha.data.secretKey).toMatch(/^[0-9a-z]{16}$/);
    const { x } = (await app.inject({ method: 'GET', url: `/__test/captcha/${captcha.data.token}` })).json() as { x: number };
    const check = (pointJson: string) =>
      call(app, 'POST', '/api/ajcheck', { captchaType: 'blockPuzzle', token: captcha.data.token, pointJson });
    expect(await check(JSON.stringify({ x: x + 9.5, y: 5 }))).toEqual({ status: 200, message: 'success' });
    expect(await check(JSON.stringify({ x: x - 10, y: 5.0 }))).toEqual({ status: 200, message: 'success' });
  });

  it('refuses a wrong slider answer on /api/ajcheck and on /api/auth/verify', async () => {
    const first = await solvedSlider(app, 25);
    expect(await call(app, 'POST', '/api/ajcheck', { captchaType: 'blockPuzzle', token: first.token, pointJson: first.pointJson })).toEqual(
      {
        status: 400,
        message: '400336',
      },
    );
    const second = await solvedSlider(app, -40);
    const refused = await verify(app, '13900000101', `${second.token}---${second.pointJson}`);
    expect(refused).toEqual({ status: 400, message: '验证失败！' });
    expect((await app.inject({ method: 'GET', url: '/__test/sms/13900000101' })).statusCode).toBe(404);
    const wrongY = await solvedSlider(app);
    const yPoint = JSON.stringify({ ...JSON.parse(wrongY.pointJson), y: 30 });
    expect((await verify(app, '13900000101', `${wrongY.token}---${yPoint}`)).message).toBe('验证失败！');
  });

  it('needs a captcha: no verification, an unknown token or a reused one send nothing', async () => {
    expect(await call(app, 'POST', '/api/auth/verify', { phone: '13900000102', type: 'login' })).toEqual({
      status: 400,
      message: '参数校验失败：token',
    });
    expect((await verify(app, '13900000102', 'nope---{"x":100,"y":5}')).message).toBe('参数校验失败：token');
    const solved = await solvedSlider(app);
    const verification = `${solved.token}---${solved.pointJson}`;
    expect(await verify(app, '13900000102', verification)).toEqual({ status: 200, message: '短信发送成功' });
    expect((await verify(app, '13900000103', verification)).message).toBe('参数校验失败：token');
  });

  it('validates the phone and limits one code per phone per minute', async () => {
    const solved = await solvedSlider(app);
    expect((await verify(app, '', `${solved.token}---${solved.pointJson}`)).message).toBe('手机号不能为空');
    expect((await verify(app, '1234', `${solved.token}---${solved.pointJson}`)).message).toBe('手机号格式不符');
    await smsCode(app, '13900000104', 'login');
    const again = await solvedSlider(app);
    expect(await verify(app, '13900000104', `${again.token}---${again.pointJson}`)).toEqual({
      status: 400,
      message: '请求太频繁请稍后再试',
    });
  });

  it('logs in by SMS code, registering an unknown phone, and refuses a wrong code', async () => {
    const code = await smsCode(app, '13900000105', 'login');
    expect(code).toMatch(/^\d{6}$/);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect(await call(app, 'POST', '/api/auth/smslogin', { phone: '13900000105', sms_code: wrong, user_type: 'pc' })).toEqual({
      status: 400,
      message: '验证码不正确',
    });
    const body = await call(app, 'POST', '/api/auth/smslogin', { phone: '13900000105', sms_code: code, user_type: 'pc' });
    expect(body.status).toBe(200);
    expect(body.data.user).toMatchObject({ phone: '13900000105', nickname: '139****0105', now_money: '0.00' });
    expect(body.data.user.uid).toBeGreaterThan(3);
    // A code works once.
    expect((await call(app, 'POST', '/api/auth/smslogin', { phone: '13900000105', sms_code: code })).message).toBe('验证码不正确');
  });

  it('SMS login of a demo phone answers that user with the company object', async () => {
    const code = await smsCode(app, '13800000002', 'login');
    const body = await call(app, 'POST', '/api/auth/smslogin', { phone: '13800000002', sms_code: code, user_type: 'pc' });
    expect(body.data.user.uid).toBe(2);
    expect(body.data.company.user.name).toBe('上海东联工业设备有限公司');
  });

  it('registers with the spec rules and then logs in with phone and password', async () => {
    const phone = '13900000106';
    const form = { phone, sms_code: '000000', pwd: 'Abc@12345', zone_id: 103, user_type: 'pc' };
    expect((await call(app, 'POST', '/api/auth/register', { ...form, pwd: 'abc12345' })).message).toBe(
      '请输入8-16位字母加数字加特殊字符组合',
    );
    expect((await call(app, 'POST', '/api/auth/register', { ...form, pwd: 'Ab@1' })).message).toBe('请输入8-16位字母加数字加特殊字符组合');
    expect((await call(app, 'POST', '/api/auth/register', { ...form, zone_id: '' })).message).toBe('请选择所属园区公司');
    expect((await call(app, 'POST', '/api/auth/register', { ...form, phone: '13800000001' })).message).toBe('用户已存在');
    expect((await call(app, 'POST', '/api/auth/register', form)).message).toBe('验证码不正确');
    const code = await smsCode(app, phone, 'register');
    const registered = await call(app, 'POST', '/api/auth/register', { ...form, sms_code: code });
    expect(registered.status).toBe(200);
    expect(registered.data.user).toMatchObject({ phone, zone_id: 103 });
    expect(registered.data.token).toBeTypeOf('string');
    const loggedIn = await login(app, phone, 'Abc@12345');
    expect(loggedIn.data.user.uid).toBe(registered.data.user.uid);
  });

  it('changes the password with an SMS code and no token', async () => {
    const phone = '13800000001';
    const form = { phone, sms_code: '', pwd: 'New@20260', confirm_pwd: 'New@20261' };
    expect((await call(app, 'POST', '/api/user/change_pwd', { ...form, sms_code: '123456' })).message).toBe('两次密码不一致');
    expect(
      (await call(app, 'POST', '/api/user/change_pwd', { ...form, phone: '13900000999', sms_code: '123456', confirm_pwd: 'New@20260' }))
        .message,
    ).toBe('用户不存在');
    expect((await call(app, 'POST', '/api/user/change_pwd', { ...form, sms_code: '123456', confirm_pwd: 'New@20260' })).message).toBe(
      '验证码不正确',
    );
    const code = await smsCode(app, phone, 'change_pwd');
    expect(await call(app, 'POST', '/api/user/change_pwd', { ...form, sms_code: code, confirm_pwd: 'New@20260' })).toEqual({
      status: 200,
      message: '修改成功',
    });
    expect((await login(app, phone, 'Demo@2026')).message).toBe('账号或密码错误');
    expect((await login(app, phone, 'New@20260')).data.user.uid).toBe(1);
  });

  it('shows sent codes on the demo SMS page, newest first', async () => {
    const page = await app.inject({ method: 'GET', url: '/demo/sms' });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('演示短信收件箱');
    const latest = (await app.inject({ method: 'GET', url: '/__test/sms/13800000001' })).json() as { code: string };
    const older = (await app.inject({ method: 'GET', url: '/__test/sms/13900000105' })).json() as { code: string };
    expect(page.body.indexOf(latest.code)).toBeGreaterThan(0);
    expect(page.body.indexOf(latest.code)).toBeLessThan(page.body.indexOf(older.code));
    expect(page.body).not.toContain('<script');
  });
});

describe('demo mall accounts: click-words captcha', () => {
  const app = accountsMallPerBlock();

  async function fetchClickWord() {
    const answer = (await app.inject({ method: 'GET', url: '/api/ajcaptcha?captchaType=clickWord&clientUid=point-x&ts=1' })).json() as {
      status: number;
      data: { token: string; wordList: string[]; originalImageBase64: string; secretKey: string };
    };
    const { points } = (await app.inject({ method: 'GET', url: `/__test/captcha/${answer.data.token}` })).json() as {
      points: { x: number; y: number }[];
    };
    return { answer, body: { repData: answer.data }, points };
  }

  const check = (token: string, points: unknown) =>
    app
      .inject({ method: 'POST', url: '/api/ajcheck', payload: { captchaType: 'clickWord', token, pointJson: JSON.stringify(points) } })
      .then((r) => r.json());

  it('accepts the three words clicked in order', async () => {
    const { answer, body, points } = await fetchClickWord();
    expect(answer.status).toBe(200);
    expect(body.repData.wordList).toHaveLength(3);
    expect(body.repData.wordList.every((word) => /^[\u4e00-\u9fa5]$/.test(word))).toBe(true);
    expect(body.repData.originalImageBase64).toMatch(/^iVBORw0KGgo/);
    const nudged = points.map((point) => ({ x: point.x + 8, y: point.y - 8 }));
    expect(await check(body.repData.token, nudged)).toMatchObject({ status: 200 });
  });

  it('refuses the right words in the wrong order', async () => {
    const { body, points } = await fetchClickWord();
    const [a, b, c] = points;
    expect(await check(body.repData.token, [b, a, c])).toEqual({ status: 400, message: '400336' });
  });

  it('uses a click-words verification to send an SMS code', async () => {
    const { body, points } = await fetchClickWord();
    const sent = await call(app, 'POST', '/api/auth/verify', {
      phone: '13900000201',
      type: 'login',
      captchaType: 'clickWord',
      captchaVerification: `${body.repData.token}---${JSON.stringify(points)}`,
    });
    expect(sent).toEqual({ status: 200, message: '短信发送成功' });
  });

  it('serves both types on /api/ajcaptcha, as CRMEB-MER does, and refuses an unknown one', async () => {
    const slider = await call(app, 'GET', '/api/ajcaptcha?captchaType=blockPuzzle');
    expect(slider.data.jigsawImageBase64).toMatch(/^iVBORw0KGgo/);
    const words = await call(app, 'GET', '/api/ajcaptcha?captchaType=clickWord');
    expect(words.data.wordList).toHaveLength(3);
    expect(await call(app, 'GET', '/api/ajcaptcha?captchaType=rotate')).toEqual({ status: 400, message: 'captchaType参数不正确：rotate' });
    expect((await app.inject({ method: 'GET', url: '/ajcaptcha?captchaType=clickWord' })).statusCode).toBe(404);
  });

  it('serves the four-character image captcha', async () => {
    const body = await call(app, 'GET', '/api/captcha');
    expect(body.data.captcha).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
    const { code } = (await app.inject({ method: 'GET', url: `/__test/image-captcha/${body.data.key}` })).json() as { code: string };
    expect(code).toMatch(/^[A-Z2-9]{4}$/);
  });
});

describe('demo mall accounts: code and captcha lifetimes', () => {
  it('expires slider tokens after 2 minutes and SMS codes after 5 minutes', async () => {
    const { app, advance } = buildMallWithClock();
    const stale = await solvedSlider(app);
    advance(121_000);
    const late = await call(app, 'POST', '/api/ajcheck', { captchaType: 'blockPuzzle', token: stale.token, pointJson: stale.pointJson });
    expect(late).toEqual({ status: 400, message: '400336' });
    const code = await smsCode(app, '13900000301', 'login');
    advance(301_000);
    expect((await call(app, 'POST', '/api/auth/smslogin', { phone: '13900000301', sms_code: code })).message).toBe('验证码不正确');
    await app.close();
  });
});
