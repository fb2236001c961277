import { describe, expect, it } from 'vitest';
import { buildSeedCatalogue } from './catalogue-test-app.ts';
import { catalogueMallPerBlock } from '../../helpers/mall/malls.ts';

describe('demo mall catalogue: seed and site calls', () => {
  const mall = catalogueMallPerBlock();

  it('builds the same catalogue on every start', () => {
    const a = buildSeedCatalogue();
    const b = buildSeedCatalogue();
    const digest = (s: typeof a) =>
      s.allProducts
        .map((p) => `${p.product_id}|${p.store_name}|${p.price}|${p.skus.map((k) => `${k.unique}:${k.stock}`).join(',')}`)
        .join('\n');
    expect(digest(a)).toBe(digest(b));
    expect(a.categories.map((c) => c.cate_name)).toEqual(b.categories.map((c) => c.cate_name));
    expect(a.reviews.map((r) => r.comment)).toEqual(b.reviews.map((r) => r.comment));
    expect(a.productById.get(1)?.store_name).toBe(mall.context.flatCatalogue.productById.get(1)?.store_name);
  });

  it('has the required size: 8+ top categories, 40+ leaves, 300+ products, 12+ merchants, some self-operated', () => {
    const store = mall.context.flatCatalogue;
    expect(store.categories.filter((c) => c.level === 1).length).toBeGreaterThanOrEqual(8);
    expect(store.categories.filter((c) => c.level === 3).length).toBeGreaterThanOrEqual(40);
    expect(store.normalProducts.length).toBeGreaterThanOrEqual(300);
    expect(store.merchants.length).toBeGreaterThanOrEqual(12);
    expect(store.merchants.some((m) => m.is_trader === 1)).toBe(true);
    expect(new Set(store.normalProducts.map((p) => p.mer_id)).size).toBe(store.merchants.length);
    for (const p of store.normalProducts) {
      expect(p.skus.length).toBeGreaterThanOrEqual(1);
      expect(p.skus.length).toBeLessThanOrEqual(12);
    }
    expect(store.normalProducts.some((p) => p.skus.length === 12)).toBe(true);
    expect(store.normalProducts.some((p) => p.stock === 0)).toBe(true);
    expect(store.normalProducts.some((p) => p.once_min_count > 0)).toBe(true);
  });

  it('keeps every image local: no absolute URL anywhere in the seed', () => {
    const store = mall.context.flatCatalogue;
    const text = JSON.stringify([store.allProducts, store.merchants, store.brands, store.articles, store.categories]);
    expect(text).not.toMatch(/https?:\/\//);
    expect(store.productById.get(1)?.image).toBe('/api/demo-assets/product/1.svg');
  });

  it('answers /api/pc/home with tabs, banners and a top banner', async () => {
    const body = await mall.get('/api/pc/home');
    expect(body.status).toBe(200);
    expect(body.data.pc_home_tab[0]).toMatchObject({ label: '首页', link: '/' });
    expect(body.data.pc_home_banner.length).toBeGreaterThan(0);
    expect(body.data.pc_top_banner).toMatchObject({
      image: expect.stringMatching(/^\/api\/demo-assets\//),
      group_data_id: expect.any(Number),
    });
  });

  it('answers hot keywords, configs and version with the spec field names', async () => {
    const keywords = await mall.get('/api/common/hot_keyword');
    expect(keywords.data[0]).toEqual({ keyword: '复印纸', group_data_id: expect.any(Number), group_mer_id: 0 });
    const config = await mall.get('/api/config');
    expect(config.data).toMatchObject({
      svip_switch_status: '1',
      balance_func_status: '1',
      mer_intention_open: '1',
      hot_ranking_switch: '1',
    });
    expect(typeof config.data.sys_intention_agree).toBe('string');
    const pc = await mall.get('/api/pc/config');
    expect(pc.data).toMatchObject({ site_name: '东联工业品商城', wx_scan_login: '1', mer_intention_open: '1', is_open_service: '1' });
    expect(pc.data.copyright.some((c: { url: string }) => c.url === '#')).toBe(true);
    expect(pc.data.copyright.some((c: { img: string }) => c.img !== '')).toBe(true);
    const version = await mall.get('/api/version');
    expect(version.data).toMatchObject({ status: 1, beian_sn: pc.data.beian_sn });
    expect(version.data.year).toMatch(/^© 2014-\d{4}$/);
  });

  it('answers the footer article categories 16 to 22 with their articles', async () => {
    const body = await mall.get('/api/article/categories');
    expect(body.data.map((c: { article_category_id: number }) => c.article_category_id)).toEqual([16, 17, 18, 19, 20, 21, 22]);
    for (const c of body.data) {
      expect(typeof c.title).toBe('string');
      expect(c.articles.length).toBeGreaterThan(0);
      expect(c.articles[0]).toEqual({ article_id: expect.any(Number), title: expect.any(String) });
    }
    const lst = await mall.get('/api/article/category/lst');
    expect(lst.data.length).toBe(10);
    expect(lst.data[0]).toMatchObject({ article_category_id: 1, title: '行业资讯', status: 1 });
  });

  it('answers news lists and details, and 文章不存在 for an unknown id', async () => {
    const list = await mall.get('/api/article/lst/1?page=1&limit=3');
    expect(list.data.count).toBe(6);
    expect(list.data.list).toHaveLength(3);
    const latest = await mall.get('/api/article/list');
    expect(latest.data.list.length).toBe(9);
    const detail = await mall.get('/api/article/detail/101');
    expect(detail.data.content.content).toContain('<h2>');
    expect(detail.data.articleCategory.title).toBe('行业资讯');
    expect(await mall.get('/api/article/detail/9999')).toEqual({ status: 400, message: '文章不存在' });
  });

  it('serves both agreements and the merchant type note', async () => {
    for (const key of ['sys_user_agree', 'sys_userr_privacy', 'sys_merchant_type', 'sys_intention_agree']) {
      const body = await mall.get(`/api/agreement/${key}`);
      expect(body.status).toBe(200);
      expect(body.data[key]).toContain('<');
      expect(body.data.title).not.toBe('');
    }
    expect((await mall.get('/api/agreement/nope')).status).toBe(400);
  });

  it('keeps the envelope rules: data omitted for message-only answers, decimals as strings, times as Y-m-d H:i:s', async () => {
    const response = await mall.app.inject({
      method: 'POST',
      url: '/api/user/relation/delete',
      payload: { type_id: 1, type: 1 },
      headers: { 'x-token': mall.ownerToken },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 200, message: '已取消关注' });
    expect(Object.keys(response.json())).not.toContain('data');
    const list = await mall.get('/api/product/spu/lst?limit=5');
    for (const item of list.data.list) {
      expect(item.price).toMatch(/^\d+\.\d{2}$/);
      expect(item.ot_price).toMatch(/^\d+\.\d{2}$/);
      expect(item.create_time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    }
    const guest = await mall.app.inject({ method: 'GET', url: '/api/user/cart/count' });
    expect(guest.statusCode).toBe(200);
    expect(guest.json()).toEqual({ status: 400, message: '请登录' });
  });

  it('serves generated SVG pictures with long cache headers and escaped text', async () => {
    for (const url of [
      '/api/demo-assets/product/1.svg',
      '/api/demo-assets/banner/1.svg',
      '/api/demo-assets/merchant/1.svg',
      '/api/demo-assets/brand/1.svg',
      '/api/demo-assets/news/101.svg',
      '/api/demo-assets/site/logo.svg',
      '/api/demo-assets/site/qrcode.svg',
    ]) {
      const response = await mall.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('image/svg+xml');
      expect(response.headers['cache-control']).toContain('max-age=31536000');
      expect(response.body.startsWith('<svg')).toBe(true);
    }
    const product = await mall.app.inject({ method: 'GET', url: '/api/demo-assets/product/1.svg' });
    expect(product.body).toContain(mall.context.flatCatalogue.productById.get(1)?.store_name.slice(0, 4));
    const sku = mall.context.flatCatalogue.productById.get(1)?.skus[0]?.unique;
    expect((await mall.app.inject({ method: 'GET', url: `/api/demo-assets/sku/${sku}.svg` })).statusCode).toBe(200);
    expect((await mall.app.inject({ method: 'GET', url: '/api/demo-assets/product/99999.svg' })).statusCode).toBe(404);
    expect((await mall.app.inject({ method: 'GET', url: '/api/demo-assets/product/..%2Fx.svg' })).statusCode).toBe(404);
  });
});
