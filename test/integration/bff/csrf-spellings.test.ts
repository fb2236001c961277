// The cross-site guard (docs/bff-contract.md §7) on the resolved path, whatever the spelling, and the browser's
// own word: `Sec-Fetch-Site: cross-site` on a state-changing call is refused even without Origin or Referer.
import { afterEach, describe, expect, it } from 'vitest';
import { closeAll, logIn, setCookieLines, setup } from './bff-kit.ts';
import { rawRequest } from './raw-http.ts';

afterEach(closeAll);

const CSRF = { status: 403, message: '非法的跨站请求', code: 'CSRF' };
const CART_LINE = JSON.stringify({ product_id: 1, product_attr_unique: 'u1', cart_num: 1 });

describe('a foreign origin', () => {
  it.each([
    '/%61pi/user/cart/create',
    '/%41PI/user/cart/create',
    '/API/user/cart/create',
    '/api/user/cart/create/',
    '/api//user/cart//create',
    '/api/user/cart/create.html',
    '/%62ff/entity',
    '/BFF/entity',
    '/b%66f/%65ntity/',
    '/bff//entity',
    '/api/logout',
    '/Api/Logout',
  ])('is refused on %s (403 CSRF, nothing forwarded, no cookie set)', async (target) => {
    const kit = await setup({ answers: { 'POST /api/user/cart/create': { status: 200, message: 'success', data: { cart_id: 1 } } } });
    const cookies = await logIn(kit, false);
    const before = kit.mall.requests.length;
    const answer = await rawRequest(kit.origin, {
      method: 'POST',
      target,
      body: CART_LINE,
      headers: { origin: 'http://127.0.0.1:1', cookie: cookies, 'sec-fetch-site': 'same-site' },
    });
    expect(answer.status).toBe(403);
    expect(answer.json).toEqual(CSRF);
    expect(answer.headers['set-cookie']).toBeUndefined();
    expect(kit.mall.requests.slice(before)).toEqual([]);
  });
});

describe('Sec-Fetch-Site', () => {
  it.each([
    'POST /api/user/cart/create',
    'PUT /api/user/address/update/1',
    'DELETE /api/user/cart/delete',
    'POST /bff/entity',
    'POST /api/logout',
  ])('cross-site on %s without Origin or Referer: 403, nothing forwarded, no cookie touched', async (call) => {
    const [method = 'POST', path = '/'] = call.split(' ');
    const kit = await setup();
    const cookies = await logIn(kit, true);
    const before = kit.mall.requests.length;
    const response = await kit
      .api()
      [method.toLowerCase() as 'post' | 'put' | 'delete'](path)
      .set('cookie', cookies)
      .set('sec-fetch-site', 'cross-site')
      .send({ entity: 'COMPANY' });
    expect(response.status).toBe(403);
    expect(response.body).toEqual(CSRF);
    expect(setCookieLines(response.headers)).toEqual([]);
    expect(kit.mall.requests.slice(before)).toEqual([]);
  });

  it('cross-site is refused even when Origin claims to be ours (the browser knows better)', async () => {
    const kit = await setup();
    const response = await kit
      .api()
      .post('/bff/entity')
      .set('origin', kit.origin)
      .set('sec-fetch-site', 'Cross-Site')
      .send({ entity: 'COMPANY' });
    expect(response.status).toBe(403);
    expect(response.body).toEqual(CSRF);
  });

  it('lets same-origin and user-initiated (none) writes through, and reads from anywhere', async () => {
    const kit = await setup({ answers: { 'POST /api/user/cart/create': { status: 200, message: 'success', data: { cart_id: 1 } } } });
    const cookies = await logIn(kit, false);
    const own = await kit
      .api()
      .post('/api/user/cart/create')
      .set('cookie', cookies)
      .set('origin', kit.origin)
      .set('sec-fetch-site', 'same-origin')
      .send({ product_id: 1 });
    expect(own.status).toBe(200);
    const typed = await kit.api().post('/bff/entity').set('sec-fetch-site', 'none').send({ entity: 'COMPANY' });
    expect(typed.status).toBe(200);
    const read = await kit.api().get('/api/version').set('sec-fetch-site', 'cross-site');
    expect(read.status).toBe(200);
  });

  it('same-site with a foreign Origin (another port, a sibling subdomain) is refused by the Origin check', async () => {
    const kit = await setup();
    for (const origin of [kit.origin.replace(/:\d+$/, ':1'), 'http://admin.127.0.0.1.nip.io']) {
      const response = await kit
        .api()
        .post('/bff/entity')
        .set('origin', origin)
        .set('sec-fetch-site', 'same-site')
        .send({ entity: 'COMPANY' });
      expect(response.status, origin).toBe(403);
    }
  });

  it('an origin in ALLOWED_ORIGINS may write cross-site', async () => {
    const kit = await setup({ env: { ALLOWED_ORIGINS: 'https://partner.example.com' } });
    const response = await kit
      .api()
      .post('/bff/entity')
      .set('origin', 'https://partner.example.com')
      .set('sec-fetch-site', 'cross-site')
      .send({ entity: 'COMPANY' });
    expect(response.status).toBe(200);
  });
});
