// The user centre's account calls through the BFF: its schemas refuse bad bodies before the mall is called
// (Chinese messages, HTTP 400), the SMS bucket limits phone-change codes, and a phone change and a password
// change work end to end with the login kept in cookies; the old session ends with the password change.
import { afterEach, describe, expect, it } from 'vitest';
import { closeThroughBff, CookieJar, getAs, postAs, solveSlider, startThroughBff, type ThroughBff } from './through-bff-kit.ts';

afterEach(closeThroughBff);

async function sendCode(t: ThroughBff, phone: string, type: string) {
  const solved = await solveSlider(t);
  return t
    .api()
    .post('/api/auth/verify')
    .send({ phone, type, captchaType: 'blockPuzzle', captchaVerification: solved.body.data.captchaVerification });
}

async function codeOf(t: ThroughBff, phone: string): Promise<string> {
  return ((await t.hook().get(`/__test/sms/${phone}`)).body as { code: string }).code;
}

/** Registers `phone` through the BFF; answers the cookie jar holding its login. */
async function register(t: ThroughBff, phone: string): Promise<CookieJar> {
  expect((await sendCode(t, phone, 'register')).status).toBe(200);
  const jar = new CookieJar();
  const answer = await t
    .api()
    .post('/api/auth/register')
    .send({ phone, sms_code: await codeOf(t, phone), pwd: 'Abc@12345', zone_id: 103, user_type: 'pc' });
  expect(answer.body.status, answer.body.message).toBe(200);
  jar.take(answer);
  return jar;
}

describe('user centre calls through the BFF', () => {
  it('refuses bad profile and phone bodies with the shared messages, before the mall', async () => {
    const t = await startThroughBff();
    const jar = await register(t, '13911110001');
    const empty = await postAs(t, jar, '/api/user/change/info', { nickname: '  ' });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ status: 400, message: '请输入昵称' });
    const avatar = await postAs(t, jar, '/api/user/change/info', { avatar: 'javascript:alert(1)' });
    expect(avatar.body).toMatchObject({ status: 400, message: '请上传头像' });
    const phone = await postAs(t, jar, '/api/user/change/phone', { phone: '1391111', sms_code: '1' });
    expect(phone.body).toMatchObject({ status: 400, message: '请输入正确的手机号码' });

    const saved = await postAs(t, jar, '/api/user/change/info', { nickname: '王工' });
    expect(saved.body).toEqual({ status: 200, message: '修改成功' });
    const session = await getAs(t, jar, '/bff/session');
    expect(session.body.data.user).toMatchObject({ nickname: '王工' });
  });

  it('limits SMS sends per client with the sms bucket, whatever the code type', async () => {
    const t = await startThroughBff({ RATE_LIMIT_SMS_PER_MINUTE: '2' });
    expect((await sendCode(t, '13911110011', 'change_phone')).status).toBe(200);
    expect((await sendCode(t, '13911110012', 'change_phone')).status).toBe(200);
    const third = await sendCode(t, '13911110013', 'change_phone');
    expect(third.status).toBe(429);
    expect(third.body.message).toMatch(/频繁/);
  });

  it('changes the phone, then the password; the session from before the password change is over', async () => {
    const t = await startThroughBff();
    const jar = await register(t, '13911110021');
    expect((await sendCode(t, '13911110022', 'change_phone')).status).toBe(200);
    const moved = await postAs(t, jar, '/api/user/change/phone', { phone: '13911110022', sms_code: await codeOf(t, '13911110022') });
    expect(moved.body).toEqual({ status: 200, message: '修改成功' });
    expect((await getAs(t, jar, '/api/user')).body.data).toMatchObject({ phone: '13911110022' });

    // the token's iat is in whole seconds: the change must come in a later second than the login
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await t.hook().post('/__test/sms/13911110022/forget-interval');
    expect((await sendCode(t, '13911110022', 'change_pwd')).status).toBe(200);
    const changed = await t
      .api()
      .post('/api/user/change_pwd')
      .send({ phone: '13911110022', sms_code: await codeOf(t, '13911110022'), pwd: 'New@54321', confirm_pwd: 'New@54321' });
    expect(changed.body).toEqual({ status: 200, message: '修改成功' });
    const after = await getAs(t, jar, '/api/user');
    expect(after.body).toMatchObject({ status: 40000, message: '登录已失效，请重新登录' });
    const old = await t.api().post('/api/auth/login').send({ account: '13911110022', password: 'Abc@12345', user_type: 'pc' });
    expect(old.body.status).toBe(400);
    const fresh = await t.api().post('/api/auth/login').send({ account: '13911110022', password: 'New@54321', user_type: 'pc' });
    expect(fresh.body.status).toBe(200);
  });
});
