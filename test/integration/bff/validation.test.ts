// Rule 5: auth input is checked with the shared schemas before forwarding; a failure is HTTP 400
// {status:400, message:<first failing message>} and the mall is never called.
import { afterEach, describe, expect, it } from 'vitest';
import { closeAll, setup } from './bff-kit.ts';

afterEach(closeAll);

const PHONE = '13800000001';
const GOOD_PWD = 'Abc@12345';

const INVALID: [path: string, body: unknown, message: string][] = [
  ['/api/auth/login', {}, '请填写账号'],
  ['/api/auth/login', { account: '   ', password: 'x' }, '请填写账号'],
  ['/api/auth/login', { account: PHONE }, '请填写密码'],
  ['/api/auth/login', { account: PHONE, password: '' }, '请填写密码'],
  ['/api/auth/smslogin', { sms_code: '123456' }, '请输入手机号码'],
  ['/api/auth/smslogin', { phone: '12800000001', sms_code: '123456' }, '请输入正确的手机号码'],
  ['/api/auth/smslogin', { phone: '1380000000', sms_code: '123456' }, '请输入正确的手机号码'],
  ['/api/auth/smslogin', { phone: '138000000011', sms_code: '123456' }, '请输入正确的手机号码'],
  ['/api/auth/smslogin', { phone: PHONE }, '请输入验证码'],
  ['/api/auth/smslogin', { phone: PHONE, sms_code: '12-34' }, '请输入正确的验证码'],
  ['/api/auth/verify', { captchaType: 'blockPuzzle', captchaVerification: 't---{}' }, '请输入手机号码'],
  ['/api/auth/verify', { phone: '2380000000a', captchaType: 'blockPuzzle', captchaVerification: 't---{}' }, '请输入正确的手机号码'],
  ['/api/auth/verify', { phone: PHONE, captchaVerification: 't---{}' }, '请完成安全验证'],
  ['/api/auth/verify', { phone: PHONE, captchaType: 'blockPuzzle' }, '请完成安全验证'],
  ['/api/auth/register', { phone: PHONE, sms_code: '123456', pwd: 'abcd1234', zone_id: 1 }, '请输入8-16位字母加数字加特殊字符组合'],
  ['/api/auth/register', { phone: PHONE, sms_code: '123456', pwd: 'Ab@1234', zone_id: 1 }, '请输入8-16位字母加数字加特殊字符组合'],
  [
    '/api/auth/register',
    { phone: PHONE, sms_code: '123456', pwd: 'Ab@12345678901234', zone_id: 1 },
    '请输入8-16位字母加数字加特殊字符组合',
  ],
  ['/api/auth/register', { phone: PHONE, sms_code: '123456', pwd: GOOD_PWD }, '请选择所属园区公司'],
  ['/api/auth/register', { phone: PHONE, sms_code: '123456', pwd: GOOD_PWD, zone_id: '' }, '请选择所属园区公司'],
  ['/api/auth/register', { phone: '', sms_code: '123456', pwd: GOOD_PWD, zone_id: 1 }, '请输入手机号码'],
  ['/api/user/change_pwd', { phone: PHONE, sms_code: '123456', pwd: GOOD_PWD, confirm_pwd: 'Abc@12346' }, '两次密码不一致'],
  ['/api/user/change_pwd', { phone: PHONE, pwd: GOOD_PWD, confirm_pwd: GOOD_PWD }, '请输入验证码'],
  // Not an object at all: still the first field's message, in Chinese.
  ['/api/auth/login', [], '请填写账号'],
  ['/api/auth/login', 'just a string', '请填写账号'],
  ['/api/auth/smslogin', null, '请输入手机号码'],
];

const VALID: [path: string, body: Record<string, unknown>][] = [
  ['/api/auth/login', { account: PHONE, password: 'Demo@2026', user_type: 'pc' }],
  ['/api/auth/smslogin', { phone: PHONE, sms_code: '123456', user_type: 'pc' }],
  ['/api/auth/verify', { phone: PHONE, type: 'login', captchaType: 'blockPuzzle', captchaVerification: 't---{"x":1,"y":5}' }],
  ['/api/auth/register', { phone: PHONE, sms_code: 'a1B2', pwd: GOOD_PWD, zone_id: 101, user_type: 'pc' }],
  ['/api/user/change_pwd', { phone: PHONE, sms_code: '123456', pwd: GOOD_PWD, confirm_pwd: GOOD_PWD }],
];

describe('validation before forwarding', () => {
  it.each(INVALID)('POST %s %j → 400 %s, mall not called', async (path, body, message) => {
    const kit = await setup();
    const response = await kit.api().post(path).set('content-type', 'application/json').send(JSON.stringify(body));
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ status: 400, message, code: 'VALIDATION' });
    expect(kit.mall.requests).toEqual([]);
  });

  it('validates form-encoded bodies the same way', async () => {
    const kit = await setup();
    const response = await kit.api().post('/api/auth/smslogin').type('form').send('phone=1234&sms_code=1');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ status: 400, message: '请输入正确的手机号码', code: 'VALIDATION' });
    expect(kit.mall.requests).toEqual([]);
  });

  it('validates a body sent without a JSON or form content type as empty', async () => {
    const kit = await setup();
    const response = await kit.api().post('/api/auth/login').set('content-type', 'text/plain').send('account=a&password=b');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ status: 400, message: '请填写账号', code: 'VALIDATION' });
    expect(kit.mall.requests).toEqual([]);
  });

  it.each(['/api/auth/verify/', '/api//auth/verify', '/api/auth/%76erify'])(
    'validates %s like /api/auth/verify (the mall routes it there too)',
    async (path) => {
      const kit = await setup();
      const response = await kit.api().post(path).send({ phone: '123' });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ status: 400, message: '请输入正确的手机号码', code: 'VALIDATION' });
      expect(kit.mall.requests).toEqual([]);
    },
  );

  it.each(VALID)('forwards a valid POST %s unchanged', async (path, body) => {
    const kit = await setup({ answers: { [`POST ${path}`]: { status: 200, message: 'success' } } });
    const response = await kit.api().post(path).send(body);
    expect(response.status).toBe(200);
    expect(kit.mall.requests).toHaveLength(1);
    expect(JSON.parse(kit.mall.requests[0]!.body)).toEqual(body);
  });
});
