// Company members and profile in the demo mall (docs/company-api.md §1.2, §2): tokens naming the member, the
// login answers' company for every active member with its role, every message of §2.2, removed and disabled
// members' company tokens refused on company and trading routes, forged calls with a 采购员's token refused,
// and the profile's validation, resubmission and platform review.
import { PICTURE_NOT_UPLOADED } from '../../../demo-mall/core/picture-origin.ts';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildDemoMall, type DemoMallContext } from '../../../demo-mall/app.ts';
import { createMemberStore } from '../../../demo-mall/company/members/member-store.ts';
import { call, login, smsCode } from './accounts-helpers.ts';
import { claimsOf, COMPANY_PROFILE, invite, MEMBER_PASSWORD, memberToken, registerUser } from './company-members-helpers.ts';
import { seededImage } from '../../helpers/mall/seeded-image.ts';

let app: FastifyInstance;
let context: DemoMallContext;
/** 李经理 (uid 2), 管理员 of company 1 */
let admin: string;

beforeEach(async () => {
  ({ app, context } = await buildDemoMall({ database: await seededImage(), testHooks: true, printSms: false }));
  admin = memberToken(context, 1, 2);
});
afterEach(async () => app.close());

const get = (url: string, token: string) => call(app, 'GET', url, undefined, token);
const post = (url: string, payload: object, token: string) => call(app, 'POST', url, payload, token);
const form = (path: string, fields: Record<string, string | number>) =>
  app.inject({
    method: 'POST',
    url: path,
    payload: new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

describe('membership tokens', () => {
  it('the owner’s login answer carries a company token naming the owner, with the role', async () => {
    const answer = await login(app, '13800000002', 'Demo@2026');
    expect(answer.data.company).toMatchObject({
      user: { company_id: 1, name: '上海东联工业设备有限公司' },
      role: 'admin',
      role_name: '管理员',
    });
    expect(claimsOf(answer.data.company.token)).toMatchObject({ kind: 'company', sub: 1, mid: 2 });
    expect(claimsOf(answer.data.token)).not.toHaveProperty('mid');
    expect((await login(app, '13800000001', 'Demo@2026')).data.company).toBeUndefined();
  });

  it('every active member gets the company at login (password and SMS) and from GET /api/company/token', async () => {
    expect((await invite(app, admin, '13800000001', 'finance')).message).toBe('邀请成功');
    const answer = await login(app, '13800000001', 'Demo@2026');
    expect(answer.data.company).toMatchObject({ user: { company_id: 1 }, role: 'finance', role_name: '财务' });
    expect(claimsOf(answer.data.company.token)).toMatchObject({ sub: 1, mid: 1 });
    const code = await smsCode(app, '13800000001', 'login');
    const bySms = await call(app, 'POST', '/api/auth/smslogin', { phone: '13800000001', sms_code: code, user_type: 'pc' });
    expect(bySms.data.company).toMatchObject({ role: 'finance' });

    const token = await get('/api/company/token', answer.data.token);
    expect(token.data).toMatchObject({ user: { company_id: 1, name: '上海东联工业设备有限公司' }, role: 'finance', role_name: '财务' });
    expect(claimsOf(token.data.token)).toMatchObject({ sub: 1, mid: 1 });
    const member = await get('/api/company/member', answer.data.company.token);
    expect(member.data).toEqual({
      company_id: 1,
      company_name: '上海东联工业设备有限公司',
      uid: 1,
      nickname: '张采购',
      role: 'finance',
      role_name: '财务',
      status: 1,
    });
    // GET /api/user with the member's company token names the member, not the owner
    expect((await get('/api/user', answer.data.company.token)).data).toMatchObject({ uid: 1, nickname: '张采购' });
  });

  it('a freshly registered account has no company; a company token issued before members acts as the owner', async () => {
    const fresh = await registerUser(app, '13900000701');
    expect((await get('/api/company/token', fresh.token)).message).toBe('暂无企业账号');
    expect((await get('/api/company/member', fresh.token)).message).toBe('暂无企业账号');
    const legacy = context.signer.issue(1, 'company').token;
    expect((await get('/api/company/member', legacy)).data).toMatchObject({ uid: 2, role: 'admin' });
  });

  it('a disabled member’s company token is refused everywhere, a removed member’s too; their user token works', async () => {
    const buyer = await registerUser(app, '13900000702');
    await invite(app, admin, '13900000702', 'buyer');
    const token = (await login(app, '13900000702', MEMBER_PASSWORD)).data.company.token as string;
    expect((await get('/api/user/cart/count', token)).status).toBe(200);

    expect((await post(`/api/company/member/status/${buyer.uid}`, { status: 0 }, admin)).message).toBe('已停用');
    for (const url of ['/api/company/info', '/api/user/cart/count', '/api/order/list', '/api/company/token', '/api/user']) {
      expect(await get(url, token), url).toEqual({ status: 400, message: '您的企业成员身份已停用' });
    }
    expect((await login(app, '13900000702', MEMBER_PASSWORD)).data.company).toBeUndefined();
    expect((await get('/api/company/token', buyer.token)).message).toBe('您的企业成员身份已停用');
    expect((await get('/api/company/member', buyer.token)).data).toMatchObject({ uid: buyer.uid, status: 0 });

    expect((await post(`/api/company/member/status/${buyer.uid}`, { status: 1 }, admin)).message).toBe('已启用');
    expect((await get('/api/user/cart/count', token)).status).toBe(200);

    expect((await post(`/api/company/member/delete/${buyer.uid}`, {}, admin)).message).toBe('移除成功');
    for (const url of ['/api/company/info', '/api/user/cart/count', '/api/order/list', '/api/v2/order/check', '/api/company/token']) {
      const body = url.includes('check') ? await post(url, {}, token) : await get(url, token);
      expect(body, url).toEqual({ status: 400, message: '暂无企业账号' });
    }
    expect((await get('/api/user', buyer.token)).data).toMatchObject({ uid: buyer.uid });
    expect((await get('/api/company/member', buyer.token)).message).toBe('暂无企业账号');
  });
});

describe('a member moved to another company (§1.2)', () => {
  it('their company token for the first company is refused on the very next call and never acts for the second', async () => {
    const mover = await registerUser(app, '13900000761');
    await invite(app, admin, '13900000761', 'buyer');
    const firstToken = (await login(app, '13900000761', MEMBER_PASSWORD)).data.company.token as string;
    expect(claimsOf(firstToken)).toMatchObject({ sub: 1, mid: mover.uid });
    expect((await get('/api/company/info', firstToken)).status).toBe(200);
    expect((await get('/api/user/cart/count', firstToken)).status).toBe(200);

    // 陈工 (uid 3) is 管理员 of company 2
    const secondAdmin = memberToken(context, 2, 3);
    expect((await post(`/api/company/member/delete/${mover.uid}`, {}, admin)).message).toBe('移除成功');
    expect((await invite(app, secondAdmin, '13900000761', 'buyer')).status).toBe(200);

    for (const url of ['/api/company/info', '/api/company/account', '/api/user/cart/count', '/api/order/list', '/api/company/token']) {
      expect(await get(url, firstToken), url).toEqual({ status: 400, message: '暂无企业账号' });
    }
    expect(await post('/api/user/cart/create', { product_id: 1, cart_num: 1 }, firstToken)).toEqual({
      status: 400,
      message: '暂无企业账号',
    });

    // The user token and the next login resolve the new company; only a token minted for it acts for it.
    expect((await get('/api/company/member', mover.token)).data).toMatchObject({ uid: mover.uid, company_id: 2 });
    const secondToken = (await get('/api/company/token', mover.token)).data.token as string;
    expect(claimsOf(secondToken)).toMatchObject({ sub: 2, mid: mover.uid });
    expect((await get('/api/company/info', secondToken)).status).toBe(200);
    expect((await login(app, '13900000761', MEMBER_PASSWORD)).data.company.user.name).toBe('苏州恒泰精密机械有限公司');
  });
});

describe('members (§2.2)', () => {
  it('lists the members oldest first with masked phones, marking the caller', async () => {
    await invite(app, admin, '13800000001', 'buyer');
    const list = await get('/api/company/member/lst', admin);
    expect(list.data.count).toBe(2);
    expect(list.data.list).toEqual([
      expect.objectContaining({
        uid: 2,
        nickname: '李经理',
        phone: '138****0002',
        role: 'admin',
        role_name: '管理员',
        status: 1,
        status_name: '正常',
        is_self: true,
      }),
      expect.objectContaining({ uid: 1, phone: '138****0001', role: 'buyer', role_name: '采购员', status: 1, is_self: false }),
    ]);
    expect(list.data.list[1].join_time).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect((await get('/api/company/member/lst?keyword=张', admin)).data.list.map((m: { uid: number }) => m.uid)).toEqual([1]);
    expect((await get('/api/company/member/lst?limit=1&page=2', admin)).data).toMatchObject({ count: 2, list: [{ uid: 1 }] });
  });

  it('invite: every refusal, then 邀请成功 with an SMS in the demo outbox', async () => {
    expect((await invite(app, admin, '1380000', 'buyer')).message).toBe('手机号格式不符');
    expect((await invite(app, admin, '13800000001', 'owner')).message).toBe('请选择正确的角色');
    expect((await invite(app, admin, '13900000799', 'buyer')).message).toBe('该手机号未注册商城账号');
    expect((await invite(app, admin, '13800000002', 'buyer')).message).toBe('该用户已是本企业成员');
    expect((await invite(app, admin, '13800000003', 'buyer')).message).toBe('该用户已加入其他企业');
    expect(await invite(app, admin, '13800000001', 'viewer')).toEqual({ status: 200, message: '邀请成功' });
    expect((await invite(app, admin, '13800000001', 'viewer')).message).toBe('该用户已是本企业成员');
    const sms = context.accounts.smsOutbox()[0];
    expect(sms).toMatchObject({ phone: '13800000001', type: 'company_invite', code: '' });
    expect(sms?.text).toContain('您已被添加为企业「上海东联工业设备有限公司」的成员，角色：只读');
    expect(sms?.text).not.toContain('李经理');
    const page = await app.inject({ method: 'GET', url: '/demo/sms' });
    expect(page.body).toContain('企业邀请');
    expect(page.body).toContain('角色：只读');
  });

  it('role: 成员不存在, 请选择正确的角色, 企业至少保留一名管理员, 修改成功', async () => {
    await invite(app, admin, '13800000001', 'buyer');
    expect((await post('/api/company/member/role/999', { role: 'buyer' }, admin)).message).toBe('成员不存在');
    expect((await post('/api/company/member/role/3', { role: 'buyer' }, admin)).message).toBe('成员不存在');
    expect((await post('/api/company/member/role/1', { role: 'boss' }, admin)).message).toBe('请选择正确的角色');
    expect((await post('/api/company/member/role/2', { role: 'buyer' }, admin)).message).toBe('企业至少保留一名管理员');
    expect(await post('/api/company/member/role/1', { role: 'admin' }, admin)).toEqual({ status: 200, message: '修改成功' });
    // with a second active 管理员 the first may step down
    expect((await post('/api/company/member/role/2', { role: 'viewer' }, admin)).message).toBe('修改成功');
    expect((await get('/api/company/member/lst', admin)).message).toBe('您的企业角色无权进行此操作');
    const second = memberToken(context, 1, 1);
    expect((await post('/api/company/member/role/1', { role: 'buyer' }, second)).message).toBe('企业至少保留一名管理员');
  });

  it('status: 成员不存在, 不能停用自己, 已停用 / 已启用; the last active 管理员 is never disabled', async () => {
    await invite(app, admin, '13800000001', 'buyer');
    expect((await post('/api/company/member/status/999', { status: 0 }, admin)).message).toBe('成员不存在');
    expect((await post('/api/company/member/status/1', { status: 5 }, admin)).message).toBe('请选择正确的状态');
    expect((await post('/api/company/member/status/2', { status: 0 }, admin)).message).toBe('不能停用自己');
    expect(await post('/api/company/member/status/1', { status: 0 }, admin)).toEqual({ status: 200, message: '已停用' });
    expect((await get('/api/company/member/lst', admin)).data.list[1]).toMatchObject({ uid: 1, status: 0, status_name: '已停用' });
    expect(await post('/api/company/member/status/1', { status: 1 }, admin)).toEqual({ status: 200, message: '已启用' });
    // through the API the caller is always an active 管理员, so the rule is checked at the store
    expect(createMemberStore(context.db).changeStatus(1, 0, 2, 0)).toEqual({ ok: false, message: '企业至少保留一名管理员' });
  });

  it('delete: 成员不存在, 企业至少保留一名管理员, 移除成功', async () => {
    await invite(app, admin, '13800000001', 'admin');
    expect((await post('/api/company/member/delete/999', {}, admin)).message).toBe('成员不存在');
    expect(await post('/api/company/member/delete/1', {}, admin)).toEqual({ status: 200, message: '移除成功' });
    expect((await post('/api/company/member/delete/2', {}, admin)).message).toBe('企业至少保留一名管理员');
    expect((await get('/api/company/member/lst', admin)).data.count).toBe(1);
    // a removed user may join another company
    expect((await invite(app, memberToken(context, 2, 3), '13800000001', 'buyer')).message).toBe('邀请成功');
  });

  it('a 采购员’s token forging a 管理员 call is refused with the role message', async () => {
    await invite(app, admin, '13800000001', 'buyer');
    const buyer = (await login(app, '13800000001', 'Demo@2026')).data.company.token as string;
    const refused = { status: 400, message: '您的企业角色无权进行此操作' };
    expect(await get('/api/company/member/lst', buyer)).toEqual(refused);
    expect(await invite(app, buyer, '13800000003', 'admin')).toEqual(refused);
    expect(await post('/api/company/member/role/1', { role: 'admin' }, buyer)).toEqual(refused);
    expect(await post('/api/company/member/status/2', { status: 0 }, buyer)).toEqual(refused);
    expect(await post('/api/company/member/delete/2', {}, buyer)).toEqual(refused);
    expect(await post('/api/company/info', { name: 'x' }, buyer)).toEqual(refused);
    // reading the profile is allowed to every role
    expect((await get('/api/company/info', buyer)).status).toBe(200);
    // the member's own user token acts for the same membership: refused the same way
    expect(await get('/api/company/member/lst', context.signer.issue(1, 'user').token)).toEqual(refused);
  });
});

describe('the profile (§2.1, §2.3)', () => {
  const PROFILE = COMPANY_PROFILE;

  it('reads the seeded, verified profile', async () => {
    expect((await get('/api/company/info', admin)).data).toEqual({
      company_id: 1,
      name: '上海东联工业设备有限公司',
      credit_code: '91310115MA1K4L7Q29',
      legal_person: '李建国',
      address: '上海市浦东新区张江路 1888 号',
      contact_name: '李经理',
      contact_phone: '021-58880000',
      license_image: '/api/demo-assets/company-licence/1.svg',
      status: 1,
      status_name: '已认证',
      fail_reason: '',
      submit_time: '2025-03-18 10:00:00',
      verify_time: '2025-03-19 15:30:00',
    });
  });

  it('draws the seeded licences naming their company', async () => {
    const licence = await app.inject({ method: 'GET', url: '/api/demo-assets/company-licence/2.svg' });
    expect(licence.headers['content-type']).toContain('image/svg+xml');
    expect(licence.body).toContain('苏州恒泰精密机械有限公司');
    expect((await app.inject({ method: 'GET', url: '/api/demo-assets/company-licence/9.svg' })).statusCode).toBe(404);
  });

  it('refuses a bad profile with the first message, keeps the stored one', async () => {
    expect((await post('/api/company/info', { ...PROFILE, credit_code: '91350100M000100Y44' }, admin)).message).toBe(
      '统一社会信用代码格式不正确',
    );
    expect((await post('/api/company/info', { ...PROFILE, name: '' }, admin)).message).toBe('企业名称不能为空');
    expect((await post('/api/company/info', { ...PROFILE, contact_phone: '5888' }, admin)).message).toBe('联系电话格式不正确');
    expect((await post('/api/company/info', { ...PROFILE, license_image: '' }, admin)).message).toBe('请上传营业执照');
    // a new licence is the caller's own upload: not another site's picture, not another company's licence
    for (const license_image of ['https://tracker.example.com/licence.png', '/api/demo-assets/company-licence/2.svg']) {
      expect((await post('/api/company/info', { ...PROFILE, license_image }, admin)).message).toBe(PICTURE_NOT_UPLOADED);
    }
    expect((await get('/api/company/info', admin)).data).toMatchObject({ credit_code: '91310115MA1K4L7Q29', status: 1 });
  });

  it('every submission goes back to 待认证; the platform rejects with a reason, then approves once', async () => {
    expect(await post('/api/company/info', PROFILE, admin)).toEqual({ status: 200, message: '提交成功，请等待审核' });
    const pending = (await get('/api/company/info', admin)).data;
    expect(pending).toMatchObject({ ...PROFILE, status: 0, status_name: '待认证', fail_reason: '', verify_time: '' });
    expect(pending.submit_time).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);

    const console = await app.inject({ method: 'GET', url: '/demo/platform/companies' });
    expect(console.statusCode).toBe(200);
    expect(console.body).toContain('91350100M000100Y43');
    expect((await form('/demo/platform/companies/reject', { company_id: 1, reason: '' })).statusCode).toBe(400);
    const rejected = await form('/demo/platform/companies/reject', { company_id: 1, reason: '营业执照不清晰' });
    expect(rejected.body).toContain('上海东联工业设备有限公司 认证已驳回');
    expect((await get('/api/company/info', admin)).data).toMatchObject({
      status: 2,
      status_name: '认证失败',
      fail_reason: '营业执照不清晰',
    });
    // nothing waits for review now
    expect((await form('/demo/platform/companies/approve', { company_id: 1 })).statusCode).toBe(400);

    await post('/api/company/info', { ...PROFILE, address: '上海市浦东新区张江路 1999 号' }, admin);
    expect((await get('/api/company/info', admin)).data).toMatchObject({
      status: 0,
      fail_reason: '',
      address: '上海市浦东新区张江路 1999 号',
    });
    expect((await form('/demo/platform/companies/approve', { company_id: 1 })).body).toContain('已通过认证');
    expect((await get('/api/company/info', admin)).data).toMatchObject({ status: 1, status_name: '已认证' });
    expect((await form('/demo/platform/companies/approve', { company_id: 1 })).statusCode).toBe(400);
    // the other company is untouched
    expect((await get('/api/company/info', memberToken(context, 2, 3))).data).toMatchObject({ company_id: 2, status: 1 });
  });
});
