// A lost login during server-side rendering (docs/bff-contract.md §6): a public read is read again as a guest,
// the visitor's own data is not, and every read after it goes without the stale token.
import { Readable } from 'node:stream';
import type { Dispatcher } from 'undici';
import { describe, expect, it } from 'vitest';
import type { AuthState } from '../../../server/auth/token-cookies.ts';
import { createMallReader } from '../../../server/upstream/mall-reader.ts';
import type { UpstreamClient, UpstreamRequest } from '../../../server/upstream/upstream-client.ts';
import { pageRequest } from '../../helpers/bff/mall-call-samples.ts';

const STALE: AuthState = { userToken: 'stale-user', companyToken: 'stale-company', companyName: '公司', entity: 'COMPANY' };
const REQUEST = pageRequest();

/** A mall that answers 410000 to any token and `data` to a guest. */
function mallRefusingTokens(expired: { status: number; message: string } = { status: 410000, message: 'token 已过期' }) {
  const sent: UpstreamRequest[] = [];
  const client: UpstreamClient = {
    origin: 'http://mall',
    request: async (input) => {
      sent.push(input);
      const body = input.headers['x-token'] ? expired : { status: 200, message: 'success', data: { path: input.path, token: 'x' } };
      return {
        statusCode: 200,
        headers: { 'content-type': 'application/json' },
        body: Readable.from([Buffer.from(JSON.stringify(body))]),
      } as unknown as Dispatcher.ResponseData;
    },
    logCall: () => undefined,
    close: async () => undefined,
  };
  return { client, sent };
}

describe('a lost login during rendering', () => {
  it.each([
    { status: 410000, message: 'token 已过期' },
    { status: 40000, message: '无效的token' },
    { status: 410002, message: '登录已过期，请重新登录' },
  ])('a public read answered %j is read again as a guest, and the login is marked gone', async (expired) => {
    const { client, sent } = mallRefusingTokens(expired);
    const reader = createMallReader(client, REQUEST, STALE);
    expect(await reader.get('/api/store/product/detail/1', { type: 1 })).toEqual({ path: '/api/store/product/detail/1?type=1' });
    expect(sent.map((input) => [input.path, input.headers['x-token']])).toEqual([
      ['/api/store/product/detail/1?type=1', 'stale-user'],
      ['/api/store/product/detail/1?type=1', undefined],
    ]);
    expect(reader.loginExpired).toBe(true);
  });

  it("does not read the visitor's own data as a guest: LOGIN_EXPIRED, one call", async () => {
    for (const path of ['/api/user', '/api/user/cart/lst', '/api/order/list', '/api/company/user/lst', '/api/intention/lst']) {
      const { client, sent } = mallRefusingTokens();
      const reader = createMallReader(client, REQUEST, STALE);
      await expect(reader.get(path), path).rejects.toMatchObject({ name: 'MallReadError', httpStatus: 401, code: 'LOGIN_EXPIRED' });
      expect(sent, path).toHaveLength(1);
      expect(reader.loginExpired, path).toBe(true);
    }
  });

  it('reads the public lists of the settlement area as a guest too', async () => {
    for (const path of ['/api/intention/cate', '/api/intention/type']) {
      const { client } = mallRefusingTokens();
      expect(await createMallReader(client, REQUEST, STALE).get(path), path).toEqual({ path });
    }
  });

  it('sends no stale token after the first lost login, and answers personal reads LOGIN_EXPIRED without a call', async () => {
    const { client, sent } = mallRefusingTokens();
    const reader = createMallReader(client, REQUEST, STALE);
    await reader.get('/api/pc/home');
    await reader.get('/api/store/product/detail/2');
    await expect(reader.get('/api/user/cart/count')).rejects.toMatchObject({ code: 'LOGIN_EXPIRED' });
    expect(sent.map((input) => [input.path, input.headers['x-token']])).toEqual([
      ['/api/pc/home', 'stale-user'],
      ['/api/pc/home', undefined],
      ['/api/store/product/detail/2', undefined],
    ]);
  });

  it('a guest never reads twice', async () => {
    const { client, sent } = mallRefusingTokens();
    const guest: AuthState = { userToken: undefined, companyToken: undefined, companyName: undefined, entity: 'PERSONAL' };
    const reader = createMallReader(client, REQUEST, guest);
    await reader.get('/api/pc/home');
    expect(sent).toHaveLength(1);
    expect(reader.loginExpired).toBe(false);
  });
});
