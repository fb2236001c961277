// Rule 4: /bff/session, /bff/entity, /bff/captcha and /bff/captcha/check.
import { afterEach, describe, expect, it } from 'vitest';
import { AUTH_COOKIES } from '../../../shared/cookie-names.ts';
import {
  chooseEntity,
  closeAll,
  COMPANY_NAME,
  COMPANY_TOKEN,
  LOGIN_USER,
  logIn,
  parseSetCookies,
  setup,
  tokenSentTo,
  USER_TOKEN,
  GUEST_SESSION,
} from './bff-kit.ts';

afterEach(closeAll);

const FULL_USER = { ...LOGIN_USER, token: 'leak', integral: 2180, total_unread: 3, pwd: 'hash', spread_uid: 9, account: '13800000002' };
const PUBLIC_USER = {
  uid: 2,
  nickname: '李经理',
  avatar: '/a.png',
  phone: '138****0002',
  is_svip: 1,
  now_money: '25600.00',
  integral: 2180,
  total_unread: 3,
};

describe('GET /bff/session', () => {
  it('answers a guest session without calling the mall', async () => {
    const kit = await setup();
    const response = await kit.api().get('/bff/session');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      status: 200,
      message: 'success',
      data: GUEST_SESSION,
    });
    expect(kit.mall.requests).toEqual([]);
  });

  it('answers the public user fields, the entity and the company name, never a token', async () => {
    const kit = await setup({ answers: { 'GET /api/user': { status: 200, message: 'success', data: FULL_USER } } });
    const cookies = await logIn(kit, true);
    const personal = await kit.api().get('/bff/session').set('cookie', cookies);
    expect(personal.status).toBe(200);
    expect(personal.body).toEqual({
      status: 200,
      message: 'success',
      data: { loggedIn: true, entity: 'PERSONAL', hasCompany: true, companyName: COMPANY_NAME, companyRole: null, user: PUBLIC_USER },
    });
    expect(tokenSentTo(kit.mall, '/api/user')).toBe(USER_TOKEN);
    expect(personal.text).not.toContain(USER_TOKEN);
    expect(personal.text).not.toContain(COMPANY_TOKEN);
    expect(personal.text).not.toContain('leak');

    const company = await kit
      .api()
      .get('/bff/session')
      .set('cookie', await chooseEntity(kit, cookies, 'COMPANY'));
    expect(company.body.data).toMatchObject({ loggedIn: true, entity: 'COMPANY', hasCompany: true, companyName: COMPANY_NAME });
    expect(tokenSentTo(kit.mall, '/api/user')).toBe(USER_TOKEN);
  });

  it('carries the company role from GET /api/company/member; a disabled membership or a failing call is a null role', async () => {
    const member = (data: object) => ({
      'GET /api/user': { status: 200, message: 'success', data: FULL_USER },
      'GET /api/company/member': { status: 200, message: 'success', data },
    });
    const finance = await setup({ answers: member({ company_id: 1, uid: 2, role: 'finance', role_name: '财务', status: 1 }) });
    const session = await finance
      .api()
      .get('/bff/session')
      .set('cookie', await logIn(finance, true));
    expect(session.body.data).toMatchObject({ loggedIn: true, hasCompany: true, companyRole: 'finance', user: PUBLIC_USER });

    const disabled = await setup({ answers: member({ company_id: 1, uid: 2, role: 'finance', status: 0 }) });
    const off = await disabled
      .api()
      .get('/bff/session')
      .set('cookie', await logIn(disabled, true));
    expect(off.body.data).toMatchObject({ loggedIn: true, hasCompany: true, companyRole: null });

    const failing = await setup({
      answers: {
        'GET /api/user': { status: 200, message: 'success', data: FULL_USER },
        'GET /api/company/member': { status: 400, message: '暂无企业账号' },
      },
    });
    const failed = await failing
      .api()
      .get('/bff/session')
      .set('cookie', await logIn(failing, true));
    expect(failed.status).toBe(200);
    expect(failed.body.data).toMatchObject({ loggedIn: true, hasCompany: true, companyRole: null, user: PUBLIC_USER });
  });

  it('shows hasCompany false and entity PERSONAL for a personal-only login', async () => {
    const kit = await setup({ answers: { 'GET /api/user': { status: 200, message: 'success', data: FULL_USER } } });
    const cookies = await chooseEntity(kit, await logIn(kit, false), 'COMPANY');
    const response = await kit.api().get('/bff/session').set('cookie', cookies);
    expect(response.body.data).toEqual({
      loggedIn: true,
      entity: 'PERSONAL',
      hasCompany: false,
      companyName: null,
      companyRole: null,
      user: PUBLIC_USER,
    });
  });

  it('answers a guest session and clears the cookies when the mall says the login is gone', async () => {
    const kit = await setup({ answers: { 'GET /api/user': { status: 40000, message: '无效的token' } } });
    const response = await kit
      .api()
      .get('/bff/session')
      .set('cookie', await logIn(kit, true));
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual(GUEST_SESSION);
    const cleared = parseSetCookies(response.headers);
    for (const name of Object.values(AUTH_COOKIES)) expect(cleared[name]?.value, name).toBe('');
  });
});

describe('POST /bff/entity', () => {
  it.each([
    [{ entity: 'COMPANY' }, 'COMPANY'],
    [{ entity: 'PERSONAL' }, 'PERSONAL'],
    [{ entity: 'company' }, 'PERSONAL'],
    [{ entity: 42 }, 'PERSONAL'],
    [{}, 'PERSONAL'],
  ])('stores %j as %s in an httpOnly cookie', async (body, entity) => {
    const kit = await setup();
    const response = await kit.api().post('/bff/entity').send(body);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 200, message: 'success', data: { entity } });
    const cookie = parseSetCookies(response.headers)[AUTH_COOKIES.entity];
    expect(decodeURIComponent(cookie!.value)).toMatch(new RegExp(`^${entity}\\.`));
    expect(cookie!.attributes).toMatchObject({ httponly: true, samesite: 'Lax', path: '/', 'max-age': '604800' });
  });

  it('falls back to PERSONAL without a body', async () => {
    const kit = await setup();
    const response = await kit.api().post('/bff/entity');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 200, message: 'success', data: { entity: 'PERSONAL' } });
  });
});

describe('GET /bff/captcha', () => {
  it('fetches the slider from /api/ajcaptcha and answers the common shape', async () => {
    const data = {
      originalImageBase64: 'iVBORw0KGgoA',
      jigsawImageBase64: 'iVBORw0KGgoB',
      secretKey: 'abcdefgh12345678',
      token: 'slider-token-1',
    };
    const kit = await setup({ answers: { 'GET /api/ajcaptcha': { status: 200, message: 'success', data } } });
    const response = await kit.api().get('/bff/captcha?type=blockPuzzle&clientUid=slider-abc');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 200, message: 'success', data: { type: 'blockPuzzle', ...data } });
    const sent = new URL(kit.mall.requests[0]!.url, 'http://mall');
    expect(sent.pathname).toBe('/api/ajcaptcha');
    expect(sent.searchParams.get('captchaType')).toBe('blockPuzzle');
    expect(sent.searchParams.get('clientUid')).toBe('slider-abc');
    expect(sent.searchParams.get('ts')).toMatch(/^\d+$/);
  });

  it("fetches click-words from /api/ajcaptcha in CRMEB's envelope, as CRMEB-MER v2.3.1 serves them", async () => {
    const data = { originalImageBase64: 'iVBORw0KGgoC', secretKey: 'k'.repeat(16), token: 'cw-token', wordList: ['扳', '手', '钳'] };
    const kit = await setup({ answers: { 'GET /api/ajcaptcha': { status: 200, message: 'success', data } } });
    const response = await kit.api().get('/bff/captcha?type=clickWord');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 200, message: 'success', data: { type: 'clickWord', ...data } });
    expect(kit.mall.requests[0]!.url).toMatch(/^\/api\/ajcaptcha\?captchaType=clickWord&/);
  });

  it("turns repCode '6201' (no image) and other repCodes into errors carrying repMsg", async () => {
    const kit = await setup({
      answers: { 'GET /api/ajcaptcha': { repCode: '6201', repMsg: '获取验证码失败,请联系管理员', repData: null, success: false } },
    });
    const noImage = await kit.api().get('/bff/captcha?type=clickWord');
    expect(noImage.status).toBe(400);
    expect(noImage.body).toEqual({ status: 400, message: '获取验证码失败,请联系管理员', data: { repCode: '6201' } });

    kit.mall.on('GET /api/ajcaptcha', { repCode: '9999', repMsg: '服务器内部异常', repData: null, success: false });
    const other = await kit.api().get('/bff/captcha?type=clickWord');
    expect(other.status).toBe(400);
    expect(other.body).toEqual({ status: 400, message: '服务器内部异常', data: { repCode: '9999' } });
  });

  it('passes a slider failure from the mall and refuses an unknown type without calling it', async () => {
    const kit = await setup({ answers: { 'GET /api/ajcaptcha': { status: 400, message: '请输入类型' } } });
    const failed = await kit.api().get('/bff/captcha?type=blockPuzzle');
    expect(failed.status).toBe(400);
    expect(failed.body).toMatchObject({ status: 400, message: '请输入类型' });
    const unknown = await kit.api().get('/bff/captcha?type=rotate');
    expect(unknown.status).toBe(400);
    expect(kit.mall.requests).toHaveLength(1);
  });
});

describe('POST /bff/captcha/check', () => {
  const pointJson = '{"x":201.5,"y":5}';

  it('checks a slider on /api/ajcheck and answers captchaVerification = token---pointJson', async () => {
    const kit = await setup({ answers: { 'POST /api/ajcheck': { status: 200, message: 'success' } } });
    const response = await kit.api().post('/bff/captcha/check').send({ type: 'blockPuzzle', token: 'slider-token-1', pointJson });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 200, message: 'success', data: { captchaVerification: `slider-token-1---${pointJson}` } });
    expect(kit.mall.requests[0]!.url).toBe('/api/ajcheck');
    expect(JSON.parse(kit.mall.requests[0]!.body)).toEqual({ captchaType: 'blockPuzzle', token: 'slider-token-1', pointJson });
  });

  it('answers HTTP 400 {status:400, message:"验证失败"} when the slider check fails', async () => {
    const kit = await setup({ answers: { 'POST /api/ajcheck': { status: 400, message: '400336' } } });
    const response = await kit.api().post('/bff/captcha/check').send({ type: 'blockPuzzle', token: 'slider-token-1', pointJson });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ status: 400, message: '验证失败' });
  });

  it('checks click-words on /api/ajcheck (status 200 passes, 400336 fails)', async () => {
    const points = '[{"x":10,"y":20},{"x":30,"y":40},{"x":50,"y":60}]';
    const kit = await setup({ answers: { 'POST /api/ajcheck': { status: 200, message: 'success' } } });
    const passed = await kit.api().post('/bff/captcha/check').send({ type: 'clickWord', token: 'cw-token', pointJson: points });
    expect(passed.status).toBe(200);
    expect(passed.body).toEqual({ status: 200, message: 'success', data: { captchaVerification: `cw-token---${points}` } });
    expect(kit.mall.requests[0]!.url).toBe('/api/ajcheck');

    kit.mall.on('POST /api/ajcheck', { status: 400, message: '400336' });
    const failed = await kit.api().post('/bff/captcha/check').send({ type: 'clickWord', token: 'cw-token', pointJson: points });
    expect(failed.status).toBe(400);
    expect(failed.body).toEqual({ status: 400, message: '验证失败' });
  });

  it('refuses an incomplete check without calling the mall', async () => {
    const kit = await setup();
    const response = await kit.api().post('/bff/captcha/check').send({ type: 'blockPuzzle', token: '' });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ status: 400, message: '验证失败' });
    expect(kit.mall.requests).toEqual([]);
  });
});
