// The error mapper on its own: every row of the error catalogue (docs/bff-contract.md §6) that depends on
// the body alone, and the transport failures with their cause.
import { describe, expect, it } from 'vitest';
import { mapMallBody, mapUpstreamFailure, toUpstreamFailure, UpstreamFailure } from '../../../server/upstream/mall-errors.ts';

const LOGIN_MESSAGES = [
  '请登录',
  '未登录',
  '登录已过期',
  '登录已失效',
  'token 已过期',
  'token已失效',
  '无效的token',
  '无效的 token',
  'Invalid token',
  'Please login',
  'login expired',
];
const LOGIN_STATUSES = [400, 40000, 410000, 410001, 410002];

describe('mapMallBody', () => {
  it('passes status 200 through as HTTP 200, nested data.status untouched', () => {
    const body = { status: 200, message: 'success', data: { status: 400, result: { order_id: 'wx1' } } };
    expect(mapMallBody(body)).toEqual({ httpStatus: 200, body, loginExpired: false });
  });

  it.each(LOGIN_STATUSES)('status %s with any login message → 401 LOGIN_EXPIRED and the login is gone', (status) => {
    for (const message of LOGIN_MESSAGES) {
      expect(mapMallBody({ status, message, data: { token: 'x' } }), message).toEqual({
        httpStatus: 401,
        body: { status, message: '登录已失效，请重新登录', code: 'LOGIN_EXPIRED' },
        loginExpired: true,
      });
    }
  });

  it('reads a numeric string status like a number', () => {
    expect(mapMallBody({ status: '40000', message: 'token 已过期' }).httpStatus).toBe(401);
    expect(mapMallBody({ status: '400', message: '库存不足' })).toEqual({
      httpStatus: 400,
      body: { status: 400, message: '库存不足' },
      loginExpired: false,
    });
  });

  it('does not take a login status with another message for a lost login', () => {
    for (const status of LOGIN_STATUSES) {
      expect(mapMallBody({ status, message: '库存不足' }).loginExpired, String(status)).toBe(false);
    }
    // A login message under another status is the mall's own error, not a lost login.
    expect(mapMallBody({ status: 403, message: '请登录' })).toEqual({
      httpStatus: 403,
      body: { status: 403, message: '请登录' },
      loginExpired: false,
    });
  });

  it.each([401, 402, 403, 404, 422, 429, 500, 501, 503, 599])('status %s → that HTTP status with the body as sent', (status) => {
    const body = { status, message: '错误', data: { id: 9 } };
    expect(mapMallBody(body)).toEqual({ httpStatus: status, body, loginExpired: false });
  });

  it.each([
    [40000, '用户已被禁用'],
    [410000, '系统繁忙'],
    [201, '处理中'],
    [302, '已跳转'],
    [399, '边界'],
    [600, '超出范围'],
    [0, '失败'],
    [-1, '失败'],
  ])('status %s "%s" → HTTP 400 with the body as sent', (status, message) => {
    expect(mapMallBody({ status, message })).toEqual({ httpStatus: 400, body: { status, message }, loginExpired: false });
  });

  it.each([
    // A 4xx `code` is the mall refusing the request (mall-client-errors.test.ts); any other code is not.
    ['an object without status', { code: 500, message: '页面错误' }, '页面错误'],
    ['a status that is not a number', { status: 'fail', message: '' }, '服务器返回了无法识别的结果'],
    ['a null status', { status: null }, '服务器返回了无法识别的结果'],
    ['an array', [1, 2], '服务器返回了无法识别的结果'],
    ['null', null, '服务器返回了无法识别的结果'],
    ['a string', 'ok', '服务器返回了无法识别的结果'],
  ])('%s → 500 UPSTREAM_BAD_RESPONSE', (_label, body, message) => {
    expect(mapMallBody(body)).toEqual({
      httpStatus: 500,
      body: { status: 500, message, code: 'UPSTREAM_BAD_RESPONSE' },
      loginExpired: false,
    });
  });
});

describe('transport failures', () => {
  const withCode = (code: string, message = 'boom') => Object.assign(new Error(message), { code });

  it.each([
    ['ECONNREFUSED', 'UPSTREAM_UNAVAILABLE', 502, '商城服务暂时无法连接，请稍后再试'],
    ['ECONNRESET', 'UPSTREAM_UNAVAILABLE', 502, '商城服务暂时无法连接，请稍后再试'],
    ['UND_ERR_SOCKET', 'UPSTREAM_UNAVAILABLE', 502, '商城服务暂时无法连接，请稍后再试'],
    ['UND_ERR_CONNECT_TIMEOUT', 'UPSTREAM_UNAVAILABLE', 502, '商城服务暂时无法连接，请稍后再试'],
    ['UND_ERR_HEADERS_TIMEOUT', 'UPSTREAM_TIMEOUT', 504, '商城服务响应超时，请稍后再试'],
    ['UND_ERR_BODY_TIMEOUT', 'UPSTREAM_TIMEOUT', 504, '商城服务响应超时，请稍后再试'],
    ['ETIMEDOUT', 'UPSTREAM_TIMEOUT', 504, '商城服务响应超时，请稍后再试'],
  ] as const)('%s → %s (HTTP %s), the original error kept as cause', (code, bffCode, httpStatus, message) => {
    const original = withCode(code);
    const failure = toUpstreamFailure(original);
    expect(failure).toBeInstanceOf(UpstreamFailure);
    expect(failure.code).toBe(bffCode);
    expect(failure.detail).toBe(`${code}: boom`);
    expect(failure.cause).toBe(original);
    expect(mapUpstreamFailure(failure)).toEqual({ httpStatus, body: { status: httpStatus, message, code: bffCode }, loginExpired: false });
  });

  it('keeps an UpstreamFailure as it is, and its own cause', () => {
    const parseError = new SyntaxError('Unexpected token <');
    const failure = new UpstreamFailure('UPSTREAM_BAD_RESPONSE', 'invalid JSON (12 bytes)', { cause: parseError });
    expect(toUpstreamFailure(failure)).toBe(failure);
    expect(failure.cause).toBe(parseError);
    expect(mapUpstreamFailure(failure)).toEqual({
      httpStatus: 502,
      body: { status: 502, message: '商城服务返回了错误的数据，请稍后再试', code: 'UPSTREAM_BAD_RESPONSE' },
      loginExpired: false,
    });
  });

  it('turns a thrown non-error into UPSTREAM_UNAVAILABLE with the value as cause', () => {
    const failure = toUpstreamFailure('socket hang up');
    expect(failure.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(failure.detail).toBe('socket hang up');
    expect(failure.cause).toBe('socket hang up');
  });
});
