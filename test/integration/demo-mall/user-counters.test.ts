// GET /api/user appends favourite, coupon and visit counts that the shopping module keeps per principal.
import { describe, expect, it } from 'vitest';
import { buildCatalogueMall } from './catalogue-test-app.ts';

describe('GET /api/user counters', () => {
  it('counts favourites, received coupons and viewed products of the caller', async () => {
    const mall = await buildCatalogueMall();
    try {
      const before = await mall.get('/api/user', mall.personalToken);
      expect(before.data).toMatchObject({ total_collect_product: 0, total_collect_store: 0, total_coupon: 0, total_visit_product: 0 });

      await mall.post('/api/user/relation/create', { type_id: 1, type: 1 }, mall.personalToken);
      await mall.post('/api/user/relation/create', { type_id: 2, type: 10 }, mall.personalToken);
      expect((await mall.post('/api/coupon/receive/1', {}, mall.personalToken)).status).toBe(200);
      await mall.get('/api/store/product/detail/1', mall.personalToken);

      const after = await mall.get('/api/user', mall.personalToken);
      expect(after.data).toMatchObject({ total_collect_product: 1, total_collect_store: 1, total_coupon: 1, total_visit_product: 1 });
      // Another user's counts are untouched.
      const other = await mall.get('/api/user', mall.ownerToken);
      expect(other.data).toMatchObject({ total_collect_product: 0, total_coupon: 0 });
    } finally {
      await mall.app.close();
    }
  });
});
