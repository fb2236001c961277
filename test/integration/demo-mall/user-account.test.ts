// The user centre's account changes in the demo mall (docs/mall-api.md §3.9): nickname and avatar, the bound
// phone (code to the new phone, which must be free) and the password (older sessions stop working).
import { uploadedPicture } from './picture-upload-helpers.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildMallWithClock, call, login, smsCode } from './accounts-helpers.ts';

const PASSWORD = 'Abc@12345';
let app: FastifyInstance;
let advance: (ms: number) => void;
let phoneSeq = 0;

/** A fresh account registered through the API (never a seeded one: other tests sign in with those). */
async function registered(): Promise<{ phone: string; token: string; uid: number }> {
  phoneSeq += 1;
  const phone = `1390011${String(phoneSeq).padStart(4, '0')}`;
  const code = await smsCode(app, phone, 'register');
  advance(61_000);
  const answer = await call(app, 'POST', '/api/auth/register', { phone, sms_code: code, pwd: PASSWORD, zone_id: 103, user_type: 'pc' });
  expect(answer.status, answer.message).toBe(200);
  return { phone, token: answer.data.token, uid: answer.data.user.uid };
}

beforeAll(async () => {
  const mall = buildMallWithClock();
  app = mall.app;
  advance = mall.advance;
  await app.ready();
});
afterAll(() => app.close());

describe('POST /api/user/change/info', () => {
  it('saves a nickname and an avatar the mall stored, and GET /api/user shows them', async () => {
    const { token, uid } = await registered();
    const saved = await call(app, 'POST', '/api/user/change/info', { nickname: '  新昵称  ' }, token);
    expect(saved).toEqual({ status: 200, message: '修改成功' });
    const avatar = await uploadedPicture({ app }, token);
    expect((await call(app, 'POST', '/api/user/change/info', { avatar }, token)).status).toBe(200);
    const me = await call(app, 'GET', '/api/user', undefined, token);
    expect(me.data).toMatchObject({ uid, nickname: '新昵称', avatar });
  });

  it("refuses an empty or long nickname and a foreign avatar with the mall's own Chinese messages, keeping the saved values", async () => {
    const { token } = await registered();
    await call(app, 'POST', '/api/user/change/info', { nickname: '保存过的' }, token);
    expect((await call(app, 'POST', '/api/user/change/info', { nickname: '   ' }, token)).message).toBe('用户昵称不能为空');
    expect((await call(app, 'POST', '/api/user/change/info', { nickname: '一'.repeat(17) }, token)).message).toBe(
      '用户昵称长度不能超过 16',
    );
    expect((await call(app, 'POST', '/api/user/change/info', {}, token)).message).toBe('用户昵称不能为空');
    const foreign = await call(app, 'POST', '/api/user/change/info', { avatar: 'https://example.com/a.png' }, token);
    expect(foreign).toEqual({ status: 400, message: '请上传头像' });
    // another shopper's upload is not this user's picture
    const someoneElses = await uploadedPicture({ app }, (await registered()).token);
    expect(await call(app, 'POST', '/api/user/change/info', { avatar: someoneElses }, token)).toEqual({
      status: 400,
      message: '请上传头像',
    });
    expect((await call(app, 'GET', '/api/user', undefined, token)).data.nickname).toBe('保存过的');
  });

  it('needs a login', async () => {
    expect(await call(app, 'POST', '/api/user/change/info', { nickname: 'x' })).toEqual({ status: 400, message: '请登录' });
  });
});

describe('POST /api/user/change/phone', () => {
  it('moves the account to the new phone with a code sent to that phone; the old phone no longer signs in', async () => {
    const { phone, token } = await registered();
    const next = `1370022${String(phoneSeq).padStart(4, '0')}`;
    advance(61_000);
    const code = await smsCode(app, next, 'change_phone');
    expect(await call(app, 'POST', '/api/user/change/phone', { phone: next, sms_code: code }, token)).toEqual({
      status: 200,
      message: '修改成功',
    });
    expect((await call(app, 'GET', '/api/user', undefined, token)).data.phone).toBe(next);
    expect((await login(app, next, PASSWORD)).status).toBe(200);
    expect((await login(app, phone, PASSWORD)).status).toBe(400);
  });

  it('refuses a taken phone, a wrong code, a code of another type and bad input', async () => {
    const { token } = await registered();
    const taken = await registered();
    advance(61_000);
    const takenCode = await smsCode(app, taken.phone, 'change_phone');
    expect((await call(app, 'POST', '/api/user/change/phone', { phone: taken.phone, sms_code: takenCode }, token)).message).toBe(
      '手机号已被使用',
    );
    const free = `1360033${String(phoneSeq).padStart(4, '0')}`;
    const loginCode = await smsCode(app, free, 'login');
    expect((await call(app, 'POST', '/api/user/change/phone', { phone: free, sms_code: loginCode }, token)).message).toBe('验证码不正确');
    expect((await call(app, 'POST', '/api/user/change/phone', { phone: '123', sms_code: '1' }, token)).message).toBe('手机号格式不符');
    expect((await call(app, 'POST', '/api/user/change/phone', { phone: free, sms_code: '' }, token)).message).toBe('验证码不能为空');
  });
});

describe('a password change', () => {
  it('ends the sessions issued before it; a new login works with the new password only', async () => {
    const { phone, token } = await registered();
    expect((await call(app, 'GET', '/api/user', undefined, token)).status).toBe(200);
    advance(61_000);
    const code = await smsCode(app, phone, 'change_pwd');
    advance(1_000);
    const changed = await call(app, 'POST', '/api/user/change_pwd', { phone, sms_code: code, pwd: 'New@54321', confirm_pwd: 'New@54321' });
    expect(changed).toEqual({ status: 200, message: '修改成功' });
    expect(await call(app, 'GET', '/api/user', undefined, token)).toEqual({ status: 40000, message: 'token 已过期' });
    expect((await login(app, phone, PASSWORD)).status).toBe(400);
    advance(1_000);
    const fresh = await login(app, phone, 'New@54321');
    expect(fresh.status).toBe(200);
    expect((await call(app, 'GET', '/api/user', undefined, fresh.data.token)).status).toBe(200);
  });
});
