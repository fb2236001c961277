// The endpoint label of mall calls: a pattern that names the endpoint, never the ids or the query of a URL.
import { describe, expect, it } from 'vitest';
import { mallEndpointLabel } from '../../../server/metrics/endpoint-label.ts';

describe('mallEndpointLabel', () => {
  it('keeps word segments and the method, drops the query', () => {
    expect(mallEndpointLabel('get', '/api/product/spu/lst?keyword=扳手&page=2')).toBe('GET /api/product/spu/lst');
    expect(mallEndpointLabel('POST', '/api/auth/smslogin')).toBe('POST /api/auth/smslogin');
    expect(mallEndpointLabel('GET', '/ajcaptcha?captchaType=clickWord')).toBe('GET /ajcaptcha');
  });

  it('turns ids, codes and file names into :id', () => {
    expect(mallEndpointLabel('GET', '/api/store/product/detail/98765')).toBe('GET /api/store/product/detail/:id');
    expect(mallEndpointLabel('POST', '/api/order/pay/wx20261123abc')).toBe('POST /api/order/pay/:id');
    expect(mallEndpointLabel('GET', '/api/demo-assets/site/logo.svg')).toBe('GET /api/demo-assets/site/:id');
    expect(mallEndpointLabel('GET', '/api/article/detail/%E4%B8%AD')).toBe('GET /api/article/detail/:id');
  });

  it('folds case and repeated slashes, caps the depth and odd methods', () => {
    expect(mallEndpointLabel('GET', '//API//User/')).toBe('GET /api/user');
    expect(mallEndpointLabel('GET', '/a/b/c/d/e/f/g/h')).toBe('GET /a/b/c/d/e/f/…');
    expect(mallEndpointLabel('PROPFIND', '/api/user')).toBe('OTHER /api/user');
    expect(mallEndpointLabel('GET', '')).toBe('GET /');
  });

  it('gives the same label to every id of one endpoint', () => {
    const labels = new Set(
      Array.from({ length: 50 }, (_, id) => mallEndpointLabel('GET', `/api/store/product/detail/${id * 7919}?cid=${id}`)),
    );
    expect([...labels]).toEqual(['GET /api/store/product/detail/:id']);
  });
});
