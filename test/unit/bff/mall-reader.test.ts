// The server-side reader: the endpoint table's token, tokens stripped, and one error class (MallReadError)
// that keeps the upstream failure as its cause.
import { Readable } from 'node:stream';
import type { Dispatcher } from 'undici';
import { describe, expect, it } from 'vitest';
import { MallReadError } from '../../../shared/api/mall-reader.ts';
import type { AuthState } from '../../../server/auth/token-cookies.ts';
import { UpstreamFailure } from '../../../server/upstream/mall-errors.ts';
import { createMallReader } from '../../../server/upstream/mall-reader.ts';
import type { UpstreamClient, UpstreamRequest } from '../../../server/upstream/upstream-client.ts';
import { pageRequest } from '../../helpers/bff/mall-call-samples.ts';

const COMPANY: AuthState = { userToken: 'user-t', companyToken: 'company-t', companyName: '公司', entity: 'COMPANY' };

const REQUEST = pageRequest({ 'user-agent': 'TestBrowser/1.0' });

function json(body: unknown): Dispatcher.ResponseData {
  return {
    statusCode: 200,
    headers: { 'content-type': 'application/json' },
    body: Readable.from([Buffer.from(JSON.stringify(body))]),
  } as unknown as Dispatcher.ResponseData;
}

function client(respond: (input: UpstreamRequest) => Promise<Dispatcher.ResponseData>): UpstreamClient & { sent: UpstreamRequest[] } {
  const sent: UpstreamRequest[] = [];
  return {
    origin: 'http://mall',
    request: (input) => {
      sent.push(input);
      return respond(input);
    },
    logCall: () => undefined,
    close: async () => undefined,
    sent,
  };
}

describe('createMallReader', () => {
  it('reads data with the token the table chooses and without tokens in it', async () => {
    const mall = client(async () => json({ status: 200, message: 'success', data: { list: [{ id: 1, token: 'leak' }] } }));
    const reader = createMallReader(mall, REQUEST, COMPANY);
    expect(await reader.get('/api/user/cart/lst', { page: 1, empty: '' })).toEqual({ list: [{ id: 1 }] });
    expect(await reader.get('/api/product/spu/lst')).toEqual({ list: [{ id: 1 }] });
    expect(await reader.get('/api/company/token')).toEqual({ list: [{ id: 1 }] });
    expect(mall.sent.map((input) => [input.path, input.headers['x-token']])).toEqual([
      ['/api/user/cart/lst?page=1', 'company-t'],
      ['/api/product/spu/lst', 'user-t'],
      ['/api/company/token', 'user-t'],
    ]);
  });

  it('strips a token key however the mall spells it, and hands a token-free answer over as parsed', async () => {
    const texts: Record<string, string> = {
      // an escaped ASCII letter may spell a token key: such a text is always walked
      '/api/product/spu/lst': '{"status":200,"message":"success","data":{"list":[{"id":1,"\\u0074oken":"leak"}]}}',
      '/api/user/cart/lst': '{"status":200,"message":"success","data":{"list":[{"id":2,"nested":{"refresh_token":"leak"}}]}}',
      '/api/pc/config': '{"status":200,"message":"success","data":{"site_name":"东联","list":[{"id":3}]}}',
    };
    const mall = client(
      async (input) =>
        ({
          statusCode: 200,
          headers: { 'content-type': 'application/json' },
          body: Readable.from([Buffer.from(texts[input.path.split('?')[0] ?? ''] ?? '{}')]),
        }) as unknown as Dispatcher.ResponseData,
    );
    const reader = createMallReader(mall, REQUEST, COMPANY);
    expect(await reader.get('/api/product/spu/lst')).toEqual({ list: [{ id: 1 }] });
    expect(await reader.get('/api/user/cart/lst')).toEqual({ list: [{ id: 2, nested: {} }] });
    expect(await reader.get('/api/pc/config')).toEqual({ site_name: '东联', list: [{ id: 3 }] });
  });

  it('throws a MallReadError with the mapped status, and remembers a lost login', async () => {
    const reader = createMallReader(
      client(async () => json({ status: 410000, message: '登录已过期' })),
      REQUEST,
      COMPANY,
    );
    const error = await reader.get('/api/user').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(MallReadError);
    expect(error).toMatchObject({ httpStatus: 401, status: 410000, message: '登录已失效，请重新登录', code: 'LOGIN_EXPIRED' });
    expect(reader.loginExpired).toBe(true);
  });

  it('keeps the upstream failure, and what caused it, as the cause', async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    const reader = createMallReader(
      client(async () => {
        throw refused;
      }),
      REQUEST,
      COMPANY,
    );
    const error = (await reader.get('/api/pc/home').catch((caught: unknown) => caught)) as MallReadError;
    expect(error).toBeInstanceOf(MallReadError);
    expect(error).toMatchObject({ name: 'MallReadError', httpStatus: 502, status: 502, code: 'UPSTREAM_UNAVAILABLE' });
    expect(error.cause).toBeInstanceOf(UpstreamFailure);
    expect((error.cause as UpstreamFailure).cause).toBe(refused);
    expect(reader.loginExpired).toBe(false);
  });

  it('answers a file where JSON was expected with a 502 MallReadError, and getOr falls back', async () => {
    const file = () =>
      ({
        statusCode: 200,
        headers: { 'content-type': 'image/png' },
        body: Readable.from([Buffer.from('png')]),
      }) as unknown as Dispatcher.ResponseData;
    const reader = createMallReader(
      client(async () => file()),
      REQUEST,
      COMPANY,
    );
    await expect(reader.get('/api/pc/home')).rejects.toMatchObject({
      name: 'MallReadError',
      httpStatus: 502,
      code: 'UPSTREAM_BAD_RESPONSE',
    });
    expect(await reader.getOr('/api/pc/home', { fallback: true })).toEqual({ fallback: true });
  });

  it('sends a POST only for the endpoint table’s server reads (the courier timeline), with the trading token and a JSON body', async () => {
    const mall = client(async () => json({ status: 200, message: 'success', data: { express: [{ time: 't', status: 's' }] } }));
    const reader = createMallReader(mall, REQUEST, COMPANY);
    expect(await reader.postRead('/api/order/express/7')).toEqual({ express: [{ time: 't', status: 's' }] });
    const [sent] = mall.sent;
    expect([sent?.method, sent?.path, sent?.headers['x-token'], sent?.headers['content-type'], sent?.body]).toEqual([
      'POST',
      '/api/order/express/7',
      'company-t',
      'application/json',
      '{}',
    ]);
    // A page loader can never place an order, pay or take one: those are refused before the mall is called.
    for (const path of ['/api/v2/order/create', '/api/order/pay/7', '/api/order/take/7', '/api/%6frder/pay/7']) {
      await expect(reader.postRead(path)).rejects.toThrow('is not a server read');
    }
    expect(mall.sent).toHaveLength(1);
  });

  it('reads one address once per render: a second asker shares the answer (or the failure)', async () => {
    const mall = client(async () => json({ status: 200, message: 'success', data: { nickname: '张采购' } }));
    const reader = createMallReader(mall, REQUEST, COMPANY);
    const [first, second] = await Promise.all([reader.get('/api/user'), reader.get('/api/user')]);
    expect(second).toEqual(first);
    expect(await reader.getOr('/api/user', null)).toEqual(first);
    await reader.get('/api/user', { page: 2 });
    expect(mall.sent.map((input) => input.path)).toEqual(['/api/user', '/api/user?page=2']);
  });
});
