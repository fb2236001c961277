// Rule 8: one log line per request; one per backend call at debug level, and at info level for the calls that
// went wrong or were slow; no secret in any line at any level.
import { afterEach, describe, expect, it } from 'vitest';
import { closeAll, COMPANY_TOKEN, cookieHeader, loginAnswer, setup, USER_TOKEN } from './bff-kit.ts';

afterEach(closeAll);

describe('log lines', () => {
  it('writes only the request line at info level for a quick call the mall answered well', async () => {
    const kit = await setup({ answers: { 'GET /api/product/spu/lst': { status: 200, message: 'success', data: { count: 0, list: [] } } } });
    await kit.api().get('/api/product/spu/lst?page=1');
    const lines = kit.logs.lines();
    expect(lines.filter((line) => line.msg === 'request completed')).toHaveLength(1);
    expect(lines.filter((line) => line.msg === 'upstream call')).toHaveLength(0);
  });

  it('logs a call the mall refused at info level, with its body status', async () => {
    const kit = await setup({ answers: { 'GET /api/product/spu/lst': { status: 400, message: '参数错误' } } });
    await kit.api().get('/api/product/spu/lst?page=1');
    const callLines = kit.logs.lines().filter((line) => line.msg === 'upstream call');
    expect(callLines).toHaveLength(1);
    expect(callLines[0]).toMatchObject({ httpStatus: 200, bodyStatus: 400, level: 30 });
  });

  it('writes one line per request and one per backend call at debug level, tied together by reqId', async () => {
    const kit = await setup({
      env: { LOG_LEVEL: 'debug' },
      answers: { 'GET /api/product/spu/lst': { status: 200, message: 'success', data: { count: 0, list: [] } } },
    });
    await kit.api().get('/api/product/spu/lst?page=1');
    const lines = kit.logs.lines();

    const requestLines = lines.filter((line) => line.msg === 'request completed');
    expect(requestLines).toHaveLength(1);
    const requestLine = requestLines[0]!;
    expect(requestLine).toMatchObject({ method: 'GET', url: '/api/product/spu/lst?page=1', statusCode: 200 });
    expect(typeof requestLine.reqId).toBe('string');
    expect(typeof requestLine.responseTime).toBe('number');
    // No second "incoming request" line.
    expect(lines.filter((line) => line.reqId === requestLine.reqId && line.component !== 'upstream')).toHaveLength(1);

    const callLines = lines.filter((line) => line.msg === 'upstream call');
    expect(callLines).toHaveLength(1);
    expect(callLines[0]).toMatchObject({
      method: 'GET',
      path: '/api/product/spu/lst?page=1',
      httpStatus: 200,
      bodyStatus: 200,
      reqId: requestLine.reqId,
    });
    expect(typeof callLines[0]!.ms).toBe('number');
    expect(kit.mall.requests[0]!.headers['x-request-id']).toBe(requestLine.reqId);
  });

  it('logs a failed backend call with its reqId and no HTTP code', async () => {
    const kit = await setup();
    await kit.mall.close();
    await kit.api().get('/api/version');
    const failed = kit.logs.lines().find((line) => line.msg === 'upstream call failed');
    const requestLine = kit.logs.lines().find((line) => line.msg === 'request completed');
    expect(failed).toMatchObject({ method: 'GET', path: '/api/version', reqId: requestLine?.reqId });
    expect(failed?.httpStatus).toBeUndefined();
    expect(requestLine?.statusCode).toBe(502);
  });
});

describe('redaction', () => {
  it('never logs tokens, cookies, passwords, SMS codes or captchaVerification, even at trace level', async () => {
    const password = 'Pw!9xSecretValue';
    const smsCode = '864209';
    const captchaVerification = 'cap-token-77c1---{"x":123.5,"y":5}';
    const kit = await setup({
      env: { LOG_LEVEL: 'trace' },
      answers: {
        'POST /api/auth/login': loginAnswer(true),
        'POST /api/auth/smslogin': loginAnswer(true),
        'POST /api/auth/verify': { status: 200, message: '短信发送成功' },
        'POST /api/user/change_pwd': { status: 200, message: '修改成功' },
        'POST /api/ajcheck': { status: 200, message: 'success' },
        'GET /api/user': { status: 200, message: 'success', data: { uid: 2, nickname: '李经理', token: USER_TOKEN } },
        'POST /api/logout': { status: 40000, message: 'token 已过期' },
      },
    });
    const login = await kit.api().post('/api/auth/login').send({ account: '13800000002', password });
    const cookies = cookieHeader(login.headers);
    expect(cookies).not.toBe('');
    await kit.api().post('/api/auth/verify').send({ phone: '13800000002', type: 'login', captchaType: 'blockPuzzle', captchaVerification });
    await kit.api().post('/api/auth/smslogin').send({ phone: '13800000002', sms_code: smsCode });
    await kit.api().post('/api/user/change_pwd').send({ phone: '13800000002', sms_code: smsCode, pwd: password, confirm_pwd: password });
    await kit.api().post('/bff/captcha/check').send({ type: 'blockPuzzle', token: 'cap-token-77c1', pointJson: '{"x":123.5,"y":5}' });
    await kit.api().get('/bff/session').set('cookie', cookies);
    await kit
      .api()
      .get(`/api/user?token=${USER_TOKEN}&captchaVerification=${encodeURIComponent(captchaVerification)}`)
      .set('cookie', cookies)
      .set('x-token', COMPANY_TOKEN);
    await kit.api().post('/api/logout').set('cookie', cookies).set('authorization', `Bearer ${COMPANY_TOKEN}`);

    const text = kit.logs.text();
    expect(kit.logs.lines().length).toBeGreaterThan(10);
    for (const secret of [
      USER_TOKEN,
      COMPANY_TOKEN,
      password,
      smsCode,
      captchaVerification,
      'cap-token-77c1---',
      encodeURIComponent(captchaVerification),
    ]) {
      expect(text, secret).not.toContain(secret);
    }
    for (const cookie of cookies.split('; ')) expect(text).not.toContain(cookie.slice(cookie.indexOf('=') + 1));
  });
});
