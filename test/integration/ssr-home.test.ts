// Renders / through vike's production build against a fake mall on port 0 (the build is made by
// `npm test` before vitest runs).
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { startFakeMall } from '../helpers/fake-mall.ts';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()?.();
});

describe('server-rendered home page', () => {
  it('shows the site name from /api/pc/config, fetched through the upstream client', async () => {
    const mall = await startFakeMall();
    cleanups.push(() => mall.close());
    const { app } = await buildTestApp({ mallUrl: mall.url, pages: true });
    cleanups.push(() => app.close());

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

  it('answers an unknown URL with HTTP 404 and the error page', async () => {
    const mall = await startFakeMall();
    cleanups.push(() => mall.close());
    const { app } = await buildTestApp({ mallUrl: mall.url, pages: true });
    cleanups.push(() => app.close());

    const response = await app.inject({ method: 'GET', url: '/no-such-page' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('返回首页');
  });

  it('still renders the frame when the mall is down', async () => {
    const mall = await startFakeMall();
    const url = mall.url;
    await mall.close();
    const { app } = await buildTestApp({ mallUrl: url, pages: true });
    cleanups.push(() => app.close());

    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root">');
  });
});

describe('chrome restored from cookies', () => {
  it('uses the title and logo cookies when the mall config cannot be read', async () => {
    const mall = await startFakeMall({
      'GET /api/pc/config': { status: 500, message: '系统错误' },
      'GET /api/config': { status: 500, message: '系统错误' },
    });
    cleanups.push(() => mall.close());
    const { app } = await buildTestApp({ mallUrl: mall.url, pages: true });
    cleanups.push(() => app.close());

    const response = await app.inject({
      method: 'GET',
      url: '/',
      cookies: { mall_title: '记住的商城名', mall_logo: '/api/demo-assets/site/logo.svg' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>记住的商城名</title>');
    expect(response.body).toContain('/api/demo-assets/site/logo.svg');
  });
});
