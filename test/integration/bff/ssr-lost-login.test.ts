// A stale login must not break a public page (docs/bff-contract.md §6): when the mall answers a page's public
// read with "token 已过期", the page is rendered for a guest and the auth cookies are cleared in the same answer.
import { existsSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startDemoMall } from '../../../demo-mall/start.ts';
import { clearsEveryAuthCookie, closeAll, logIn, setup } from './bff-kit.ts';

const DIST_DIR = existsSync(new URL('../../../dist-bff/server/entry.mjs', import.meta.url)) ? 'dist-bff' : 'dist';
const EXPIRED = { status: 410000, message: 'token 已过期' };

/** The demo mall's own answer for product 1, served by the fake mall to guests. */
let product: { status: number; data: { store_name: string } };

beforeAll(async () => {
  const demo = await startDemoMall({ printSms: false });
  try {
    product = (await (await fetch(`${demo.url}/api/store/product/detail/1`)).json()) as typeof product;
  } finally {
    await demo.close();
  }
  expect(product.status).toBe(200);
});
afterEach(closeAll);
afterAll(closeAll);

describe('a stale login while rendering', () => {
  it('renders /goods_detail/1 for a guest (200) and clears the auth cookies', async () => {
    const kit = await setup({
      pages: true,
      env: { DIST_DIR },
      answers: { 'GET /api/store/product/detail/1': (request) => (request.headers['x-token'] ? EXPIRED : product) },
    });
    const cookies = await logIn(kit, true);
    const response = await kit.app.inject({ method: 'GET', url: '/goods_detail/1', headers: { cookie: cookies, accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(product.data.store_name);
    expect(clearsEveryAuthCookie(response.headers)).toBe(true);
    const detailCalls = kit.mall.requests.filter((sent) => sent.url.startsWith('/api/store/product/detail/1'));
    expect(detailCalls.map((sent) => sent.headers['x-token'] ?? 'guest')).toEqual(['user-token-7f3a9c', 'guest']);
  });

  it("does not show the visitor's own data as a guest's: the cart is not read again without the token", async () => {
    const user = { status: 200, message: 'success', data: { uid: 1, nickname: '张采购', avatar: '', is_svip: 0 } };
    const kit = await setup({ pages: true, env: { DIST_DIR }, answers: { 'GET /api/user': user, 'GET /api/user/cart/lst': EXPIRED } });
    const cookies = await logIn(kit, false);
    const response = await kit.app.inject({ method: 'GET', url: '/shopping_cart', headers: { cookie: cookies, accept: 'text/html' } });
    // The page's own answer to a lost login: the login page, coming back here.
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toMatch(/^\/login\?fromPath=/);
    expect(clearsEveryAuthCookie(response.headers)).toBe(true);
    const cartCalls = kit.mall.requests.filter((sent) => sent.url.startsWith('/api/user/cart/lst'));
    expect(cartCalls.map((sent) => sent.headers['x-token'] ?? 'guest')).toEqual(['user-token-7f3a9c']);
  });
});
