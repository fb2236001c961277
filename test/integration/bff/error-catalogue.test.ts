// Rule 6: the mall's body-status catalogue (always HTTP 200) and transport failures become one HTTP contract.
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { clearsEveryAuthCookie, closeAll, logIn, setCookieLines, setup } from './bff-kit.ts';

afterEach(closeAll);

const LOGIN_LOST: [status: number | string, message: string][] = [
  [400, '请登录'],
  [40000, '请登录'],
  [40000, '未登录'],
  [40000, 'token 已过期'],
  [40000, '无效的token'],
  [40000, '无效的 token'],
  [40000, 'Invalid token'],
  [410000, 'Please login'],
  [410001, '登录已过期'],
  [410002, '登录已过期，请重新登录'],
  ['40000', 'token 已过期'],
];

const PASSED_ON: [status: number | string, message: string, httpStatus: number][] = [
  [400, '库存不足', 400],
  [40000, '用户已被禁用', 400],
  [410000, '系统繁忙', 400],
  [410002, '参数错误', 400],
  [401, '没有权限', 401],
  [402, '请先开通会员', 402],
  [403, '禁止访问', 403],
  [404, '商品不存在', 404],
  [422, '参数错误', 422],
  [500, '数据库操作失败', 500],
  [501, '站点已关闭', 501],
  [599, '未知', 599],
  [201, '处理中', 400],
  [302, '已跳转', 400],
  [600, '超出范围', 400],
  [0, '失败', 400],
  [-1, '失败', 400],
  ['400', '库存不足', 400],
];

describe('body status → HTTP', () => {
  it('answers status 200 with HTTP 200 and the body as is (nested data.status untouched)', async () => {
    const body = { status: 200, message: 'success', data: { status: 400, result: { order_id: 'wx123' }, list: [1, 2] } };
    const kit = await setup({ answers: { 'POST /api/order/pay/7': body } });
    const response = await kit.api().post('/api/order/pay/7').send({ type: 'balance' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual(body);
  });

  it.each(LOGIN_LOST)('status %s "%s" → 401 LOGIN_EXPIRED and every auth cookie cleared', async (status, message) => {
    const kit = await setup();
    const cookies = await logIn(kit, true);
    kit.mall.on('GET /api/user/cart/count', { status, message });
    const response = await kit.api().get('/api/user/cart/count').set('cookie', cookies);
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ status: Number(status), message: '登录已失效，请重新登录', code: 'LOGIN_EXPIRED' });
    expect(clearsEveryAuthCookie(response.headers)).toBe(true);
  });

  it.each(PASSED_ON)('status %s "%s" → HTTP %s with the body kept', async (status, message, httpStatus) => {
    const kit = await setup({ answers: { 'POST /api/user/cart/create': { status, message, data: { id: 9 } } } });
    const response = await kit.api().post('/api/user/cart/create').send({ product_id: 1 });
    expect(response.status).toBe(httpStatus);
    expect(response.body).toEqual({ status: Number(status), message, data: { id: 9 } });
    expect(setCookieLines(response.headers)).toEqual([]);
  });

  it('keeps the answer without data as {status, message}', async () => {
    const kit = await setup({ answers: { 'GET /api/product/detail/999': { status: 400, message: '商品不存在' } } });
    const response = await kit.api().get('/api/product/detail/999');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ status: 400, message: '商品不存在' });
  });

  it.each([
    ['an object without status', { code: 500, message: '系统错误' }],
    ['an array', [1, 2]],
    ['null', null],
    ['a non-numeric status', { status: 'ok', message: 'x' }],
  ])('answers JSON that is %s with HTTP 500 {status:500}', async (_label, body) => {
    const kit = await setup({
      answers: { 'GET /api/odd': (_request, reply) => reply.type('application/json').send(JSON.stringify(body)) },
    });
    const response = await kit.api().get('/api/odd');
    expect(response.status).toBe(500);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.body.status).toBe(500);
    expect(typeof response.body.message).toBe('string');
  });
});

describe('the mall refusing the request itself', () => {
  it.each([
    [
      "ThinkPHP's unknown-route JSON",
      200,
      'application/json',
      '{"code":404,"message":"页面错误！请稍后再试～"}',
      404,
      '页面错误！请稍后再试～',
    ],
    ['{code:415}', 200, 'application/json', '{"code":415,"message":"请求类型错误"}', 415, '请求类型错误'],
    ['an HTTP 415 without the envelope', 415, 'application/json', '{"error":"Unsupported Media Type"}', 415, '不支持的请求数据类型'],
    [
      'an HTTP 413 page from the web server',
      413,
      'text/html',
      '<html><body>413 Request Entity Too Large</body></html>',
      413,
      '请求数据过大',
    ],
  ])('%s → HTTP %s, never 500', async (_label, httpStatus, type, payload, expectedStatus, message) => {
    const kit = await setup({
      answers: { 'POST /api/upload/image/file': (_request, reply) => reply.code(httpStatus).type(type).send(payload) },
    });
    const response = await kit.api().post('/api/upload/image/file').set('content-type', 'text/plain').send('x');
    expect(response.status).toBe(expectedStatus);
    expect(response.body).toEqual({ status: expectedStatus, message });
  });
});

describe('transport failures', () => {
  it('answers 502 UPSTREAM_UNAVAILABLE when the mall cannot be reached', async () => {
    const kit = await setup();
    await kit.mall.close();
    const response = await kit.api().get('/api/version');
    expect(response.status).toBe(502);
    expect(response.body).toEqual({ status: 502, code: 'UPSTREAM_UNAVAILABLE', message: expect.stringMatching(/[\u4e00-\u9fa5]/) });
  });

  it('answers 502 UPSTREAM_UNAVAILABLE when the connection is reset', async () => {
    const kit = await setup({
      answers: {
        'GET /api/version': (request, reply) => {
          request.raw.socket.destroy();
          return reply.hijack();
        },
      },
    });
    const response = await kit.api().get('/api/version');
    expect(response.status).toBe(502);
    expect(response.body).toEqual({ status: 502, code: 'UPSTREAM_UNAVAILABLE', message: expect.stringMatching(/[\u4e00-\u9fa5]/) });
  });

  it('answers 504 UPSTREAM_TIMEOUT when the mall is slower than UPSTREAM_TIMEOUT_MS', async () => {
    const kit = await setup({
      env: { UPSTREAM_TIMEOUT_MS: '300' },
      answers: {
        // far slower than the timeout: it answers only when the BFF hangs up (or after 10 s), so a loaded
        // machine cannot turn the test into a race between the two
        'GET /api/pc/home': async (request) => {
          await new Promise((resolve) => {
            const late = setTimeout(resolve, 10_000);
            request.raw.socket.once('close', () => {
              clearTimeout(late);
              resolve(undefined);
            });
          });
          return { status: 200, message: 'success' };
        },
      },
    });
    const started = Date.now();
    const response = await kit.api().get('/api/pc/home');
    expect(response.status).toBe(504);
    expect(response.body).toEqual({ status: 504, code: 'UPSTREAM_TIMEOUT', message: expect.stringMatching(/[\u4e00-\u9fa5]/) });
    // answered on the BFF's 300 ms clock, not the mall's 10 s
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('answers 504 when the body stalls after the headers', async () => {
    const kit = await setup({
      env: { UPSTREAM_TIMEOUT_MS: '300' },
      answers: {
        'GET /api/pc/home': (_request, reply) => {
          reply.raw.writeHead(200, { 'content-type': 'application/json' });
          reply.raw.write('{"status":200,');
          // the rest comes long after the BFF's 300 ms, even on a loaded machine
          setTimeout(() => reply.raw.end('"message":"late"}'), 5000);
          return reply.hijack();
        },
      },
    });
    const response = await kit.api().get('/api/pc/home');
    expect(response.status).toBe(504);
    expect(response.body.code).toBe('UPSTREAM_TIMEOUT');
  });

  it('answers 504 when a compressed body stalls after the headers (the decoder fails with it)', async () => {
    const kit = await setup({
      env: { UPSTREAM_TIMEOUT_MS: '300' },
      answers: {
        'GET /api/pc/home': (_request, reply) => {
          const gzipped = gzipSync(Buffer.from(JSON.stringify({ status: 200, message: 'success', data: { pad: 'x'.repeat(2000) } })));
          reply.raw.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
          reply.raw.write(gzipped.subarray(0, 20));
          setTimeout(() => reply.raw.end(gzipped.subarray(20)), 5000);
          return reply.hijack();
        },
      },
    });
    const response = await kit.api().get('/api/pc/home').timeout(3000);
    expect(response.status).toBe(504);
    expect(response.body.code).toBe('UPSTREAM_TIMEOUT');
  });

  it.each([
    ['broken JSON', 200, 'application/json', '{"status":200,"message":'],
    ['an HTML error page', 500, 'text/html; charset=utf-8', '<!DOCTYPE html><html><body><h1>系统发生错误</h1></body></html>'],
    ['an HTML page with HTTP 200', 200, 'text/html', '<html><body>Fatal error: Uncaught Exception</body></html>'],
    ['a gateway text error', 502, 'text/plain', 'Bad Gateway'],
  ])('answers 502 UPSTREAM_BAD_RESPONSE for %s', async (_label, httpStatus, type, payload) => {
    const kit = await setup({ answers: { 'GET /api/pc/config': (_request, reply) => reply.code(httpStatus).type(type).send(payload) } });
    const response = await kit.api().get('/api/pc/config');
    expect(response.status).toBe(502);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.body).toEqual({ status: 502, code: 'UPSTREAM_BAD_RESPONSE', message: expect.stringMatching(/[\u4e00-\u9fa5]/) });
  });

  it('answers 502 UPSTREAM_BAD_RESPONSE for a body that claims gzip but is not', async () => {
    const kit = await setup({
      answers: {
        'GET /api/pc/config': (_request, reply) =>
          reply.type('application/json').header('content-encoding', 'gzip').send(Buffer.from('not gzip at all')),
      },
    });
    const response = await kit.api().get('/api/pc/config');
    expect(response.status).toBe(502);
    expect(response.body.code).toBe('UPSTREAM_BAD_RESPONSE');
  });
});

describe('errors are always JSON', () => {
  it('answers unknown /bff and /api-less paths with the JSON envelope', async () => {
    const kit = await setup();
    const response = await kit.api().get('/bff/nope');
    expect(response.status).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.body).toEqual({ status: 404, message: '接口不存在', code: 'NOT_FOUND' });
  });
});
