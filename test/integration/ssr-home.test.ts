// Renders / through vike's production build against a fake mall on port 0 (the build is made by
// `npm test` before vitest runs).
import { afterEach, describe, expect, it } from 'vitest';
import { type FakeHandler, startFakeMall } from '../helpers/bff/fake-mall.ts';
import { closeAll, setup } from './bff/bff-kit.ts';

afterEach(closeAll);

type Answer = FakeHandler | Record<string, unknown>;

/** Renders `url` with the pages against a fake mall giving `answers` (and the visitor's `cookies`). */
async function pageWith(answers: Record<string, Answer>, url: string, cookies?: Record<string, string>) {
  const { app } = await setup({ pages: true, answers });
  return app.inject({ method: 'GET', url, ...(cookies ? { cookies } : {}) });
}

describe('server-rendered home page', () => {
  it('shows the site name from /api/pc/config, fetched through the upstream client', async () => {
    const { app, mall } = await setup({ pages: true });

    const response = await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toContain('测试工业品商城');
    expect(response.body).toContain('<div id="root">');
    // The page context handed to the browser is an allow-list: the mall reader never crosses.
    expect(response.body).not.toContain('"mall"');
    const configCall = mall.requests.find((request) => request.url === '/api/pc/config');
    expect(configCall?.headers['form-type']).toBe('pc');
  });

  it('reads public data once and then from the cache; the home banners come from that cached /api/pc/home', async () => {
    const { app, mall } = await setup({
      pages: true,
      answers: {
        'GET /api/pc/home': {
          status: 200,
          message: 'success',
          data: { pc_home_tab: [], pc_top_banner: null, pc_home_banner: [{ image: '/img/banner-a.svg', title: '开学季' }] },
        },
      },
    });
    for (let i = 0; i < 3; i += 1) {
      const response = await app.inject({ method: 'GET', url: '/' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('/img/banner-a.svg');
    }
    const calls = (path: string) => mall.requests.filter((request) => request.url === path).length;
    expect(calls('/api/pc/home')).toBe(1);
    expect(calls('/api/pc/config')).toBe(1);
    expect(calls('/api/store/product/category/lst')).toBe(1);
  });

  it('answers an unknown URL with HTTP 404 and the error page', async () => {
    const { app } = await setup({ pages: true });

    const response = await app.inject({ method: 'GET', url: '/no-such-page' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('返回首页');
  });

  it('still renders the frame when the mall is down', async () => {
    const down = await startFakeMall();
    await down.close();
    const { app } = await setup({ mallUrl: down.url, pages: true });

    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root">');
  });
});

describe('chrome restored from cookies', () => {
  it('uses the title and logo cookies when the mall config cannot be read', async () => {
    const failed = { status: 500, message: '系统错误' };
    const response = await pageWith({ 'GET /api/pc/config': failed, 'GET /api/config': failed }, '/', {
      mall_title: '记住的商城名',
      mall_logo: '/api/demo-assets/site/logo.svg',
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>记住的商城名</title>');
    expect(response.body).toContain('/api/demo-assets/site/logo.svg');
  });
});

describe('backend faults on a page', () => {
  it('answers HTTP 500 with 加载失败 and the server message when the product cannot be read', async () => {
    const badGateway: Answer = (_request, reply) => reply.code(502).type('text/html').send('<html><body>Bad Gateway</body></html>');
    const response = await pageWith({ 'GET /api/store/product/detail/7': badGateway }, '/goods_detail/7');
    expect(response.statusCode).toBe(500);
    expect(response.body).toContain('加载失败');
    expect(response.body).toContain('商城服务返回了错误的数据，请稍后再试');
    expect(response.body).toContain('返回首页');
  });

  it('answers HTTP 404 when the mall says the product does not exist', async () => {
    const response = await pageWith({ 'GET /api/store/product/detail/8': { status: 400, message: '商品已下架' } }, '/goods_detail/8');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('抱歉，您访问的页面出错了');
  });
});
