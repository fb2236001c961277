import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../../demo-mall/accounts/demo-accounts.ts';
import { buildMallWithClock, call, login, WRONG_PASSWORD_MESSAGES } from './accounts-helpers.ts';
import { accountsMallPerBlock } from '../../helpers/mall/malls.ts';

const [personal, owner, secondOwner] = DEMO_ACCOUNTS as [
  (typeof DEMO_ACCOUNTS)[number],
  (typeof DEMO_ACCOUNTS)[number],
  (typeof DEMO_ACCOUNTS)[number],
];

describe('demo mall accounts: password login and tokens', () => {
  const app = accountsMallPerBlock();

  it('logs in every demo account and answers token, exp, expires_time and user', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const body = await login(app, account.phone, account.password);
      expect(body.status).toBe(200);
      expect(body.data.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
      expect(body.data.exp).toBe(604800);
      expect(body.data.expires_time).toBeGreaterThan(Date.now() / 1000 + 604000);
      expect(body.data.user).toMatchObject({ uid: account.uid, phone: account.phone, nickname: account.nickname, is_svip: account.isSvip });
      expect(body.data.user.now_money).toBe(account.nowMoney.toFixed(2));
      expect(body.data.user).not.toHaveProperty('main_uid');
    }
  });

  it('adds the company object only for company owners', async () => {
    const ownerLogin = await login(app, owner.phone, owner.password);
    expect(ownerLogin.data.company.user.name).toBe('上海东联工业设备有限公司');
    expect(ownerLogin.data.company.token).not.toBe(ownerLogin.data.token);
    const personalLogin = await login(app, personal.phone, personal.password);
    expect(personalLogin.data).not.toHaveProperty('company');
  });

  it('refuses an empty account and a wrong password', async () => {
    expect(await login(app, '', 'x')).toEqual({ status: 400, message: '请输入账号' });
    expect(await login(app, '13800000009', 'Wrong@123')).toEqual({ status: 400, message: '账号或密码错误' });
  });

  it('counts wrong passwords and locks the account after five', async () => {
    const messages: string[] = [];
    for (let i = 0; i < 5; i += 1) messages.push((await login(app, secondOwner.phone, 'Wrong@123')).message);
    expect(messages).toEqual(WRONG_PASSWORD_MESSAGES);
    const locked = await login(app, secondOwner.phone, secondOwner.password);
    expect(locked).toEqual({ status: 400, message: '账号或密码错误次数太多，请稍后在尝试' });
  });

  it('answers GET /api/user for a user token and for a company token (the owner)', async () => {
    const { data } = await login(app, owner.phone, owner.password);
    const byUser = await call(app, 'GET', '/api/user', undefined, data.token);
    expect(byUser.status).toBe(200);
    expect(byUser.data).toMatchObject({ uid: owner.uid, nickname: '李经理', is_svip: 1, now_money: '25600.00', total_coupon: 0 });
    expect(byUser.data.avatar).toBe('/api/demo-assets/avatar/2.svg');
    const byCompany = await call(app, 'GET', '/api/user', undefined, data.company.token);
    expect(byCompany.data.uid).toBe(owner.uid);
  });

  it('answers 400 请登录 without a token and 40000 for an altered token', async () => {
    expect(await call(app, 'GET', '/api/user')).toEqual({ status: 400, message: '请登录' });
    const { data } = await login(app, personal.phone, personal.password);
    const [header, payload, signature] = (data.token as string).split('.') as [string, string, string];
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), sub: 2 })).toString(
      'base64url',
    );
    const altered = await call(app, 'GET', '/api/user', undefined, `${header}.${forged}.${signature}`);
    expect(altered.status).toBe(40000);
  });

  it('revokes the token on logout', async () => {
    const { data } = await login(app, personal.phone, personal.password);
    expect(await call(app, 'POST', '/api/logout', {}, data.token)).toEqual({ status: 200, message: '退出登录' });
    const after = await call(app, 'GET', '/api/user', undefined, data.token);
    expect(after.status).toBe(40000);
  });

  it('gives the company token to its owner and 暂无企业账号 to others', async () => {
    const ownerLogin = await login(app, owner.phone, owner.password);
    const company = await call(app, 'GET', '/api/company/token', undefined, ownerLogin.data.token);
    expect(company.status).toBe(200);
    expect(company.data.user).toEqual({ company_id: 1, name: '上海东联工业设备有限公司' });
    expect(company.data.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    const personalLogin = await login(app, personal.phone, personal.password);
    expect(await call(app, 'GET', '/api/company/token', undefined, personalLogin.data.token)).toEqual({
      status: 400,
      message: '暂无企业账号',
    });
    expect(await call(app, 'GET', '/api/company/token')).toEqual({ status: 400, message: '请登录' });
  });

  it('lists the zone options and serves avatars as local SVG', async () => {
    const zones = await call(app, 'GET', '/api/config/group/zone_config');
    expect(zones.data.length).toBe(8);
    expect(zones.data[0]).toEqual({ group_data_id: 101, zone_name: expect.stringContaining('有限公司') });
    const avatar = await app.inject({ method: 'GET', url: '/api/demo-assets/avatar/2.svg' });
    expect(avatar.headers['content-type']).toContain('image/svg+xml');
    expect(avatar.body).toContain('李');
  });
});

describe('demo mall accounts: lockout expiry', () => {
  it('lets the account in again 15 minutes after the lock', async () => {
    const { app, advance } = buildMallWithClock();
    for (let i = 0; i < 5; i += 1) await login(app, personal.phone, 'Wrong@123');
    advance(14 * 60_000);
    expect((await login(app, personal.phone, personal.password)).message).toBe('账号或密码错误次数太多，请稍后在尝试');
    advance(2 * 60_000);
    const body = await login(app, personal.phone, personal.password);
    expect(body.status).toBe(200);
    expect(body.data.user.uid).toBe(personal.uid);
    await app.close();
  });
});
