// The mall saying the request itself was wrong (docs/bff-contract.md §6): a 4xx `code` in a body without a
// status, or an HTTP 4xx answer that is not the mall's envelope, stays a 4xx for the browser instead of
// becoming a server error.
import { Readable } from 'node:stream';
import type { Dispatcher } from 'undici';
import { describe, expect, it } from 'vitest';
import { callMall } from '../../../server/upstream/call-mall.ts';
import { mapMallBody } from '../../../server/upstream/mall-errors.ts';
import type { UpstreamClient } from '../../../server/upstream/upstream-client.ts';
import { mallCall } from '../../helpers/bff/mall-call-samples.ts';

const CALL = mallCall('POST');

function answering(statusCode: number, contentType: string, body: string): UpstreamClient {
  return {
    origin: 'http://mall',
    request: async () =>
      ({
        statusCode,
        headers: { 'content-type': contentType },
        body: Readable.from([Buffer.from(body)]),
      }) as unknown as Dispatcher.ResponseData,
    logCall: () => undefined,
    close: async () => undefined,
  };
}

describe('mapMallBody: a 4xx `code` without a status', () => {
  it.each([
    [{ code: 415, message: '请求类型错误' }, 415, { status: 415, message: '请求类型错误' }],
    [{ code: 415 }, 415, { status: 415, message: '不支持的请求数据类型' }],
    [{ code: '422', message: '参数错误', data: { field: 'phone' } }, 422, { status: 422, message: '参数错误', data: { field: 'phone' } }],
    [{ code: 404, message: '页面错误！请稍后再试～' }, 404, { status: 404, message: '页面错误！请稍后再试～' }],
    [{ code: 404, message: '' }, 404, { status: 404, message: '接口不存在' }],
    [{ code: 413 }, 413, { status: 413, message: '请求数据过大' }],
    [{ code: 429 }, 429, { status: 429, message: '操作过于频繁，请稍后再试' }],
    [{ code: 400 }, 400, { status: 400, message: '请求有误，商城服务无法处理' }],
  ])('%j → HTTP %s %j', (body, httpStatus, expected) => {
    expect(mapMallBody(body)).toEqual({ httpStatus, body: expected, loginExpired: false });
  });

  it.each([{ code: 401 }, { code: 403 }, { code: 407 }, { code: 408 }, { code: 500 }, { code: 200 }, { code: 'x' }])(
    '%j is no client error: 500 UPSTREAM_BAD_RESPONSE as before',
    (body) => {
      expect(mapMallBody(body)).toMatchObject({ httpStatus: 500, body: { status: 500, code: 'UPSTREAM_BAD_RESPONSE' } });
    },
  );
});

describe('callMall: an HTTP 4xx answer that is not the envelope', () => {
  it.each([
    [415, 'application/json', '{"code":415,"msg":"Unsupported Media Type"}', 415, '不支持的请求数据类型'],
    [413, 'text/html', '<html><body><h1>413 Request Entity Too Large</h1></body></html>', 413, '请求数据过大'],
    [414, 'text/html', '<html><body><h1>414 Request-URI Too Large</h1></body></html>', 414, '请求有误，商城服务无法处理'],
    [404, 'text/html; charset=utf-8', '<!DOCTYPE html><html><body><h1>页面错误！请稍后再试～</h1></body></html>', 404, '接口不存在'],
    [400, 'text/plain', 'Bad Request', 400, '请求有误，商城服务无法处理'],
    [422, 'application/json', 'not json', 422, '请求有误，商城服务无法处理'],
  ])('HTTP %s %s → %s', async (statusCode, type, payload, httpStatus, message) => {
    const result = await callMall(answering(statusCode, type, payload), CALL);
    expect(result).toMatchObject({ kind: 'json', mapped: { httpStatus, body: { status: httpStatus, message }, loginExpired: false } });
  });

  it.each([
    [500, 'text/html', '<html>Fatal error</html>'],
    [502, 'text/plain', 'Bad Gateway'],
    [403, 'text/html', '<html>Forbidden</html>'],
    [401, 'text/html', '<html>Unauthorized</html>'],
  ])('HTTP %s stays 502 UPSTREAM_BAD_RESPONSE (a fault of the mall or of its gateway with us)', async (statusCode, type, payload) => {
    const result = await callMall(answering(statusCode, type, payload), CALL);
    expect(result).toMatchObject({ kind: 'failure', mapped: { httpStatus: 502, body: { code: 'UPSTREAM_BAD_RESPONSE' } } });
  });

  it('a mall envelope wins over the HTTP status', async () => {
    const result = await callMall(answering(404, 'application/json', '{"status":400,"message":"商品不存在"}'), CALL);
    expect(result).toMatchObject({ kind: 'json', mapped: { httpStatus: 400, body: { status: 400, message: '商品不存在' } } });
  });
});
