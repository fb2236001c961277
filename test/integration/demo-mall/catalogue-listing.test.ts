import { describe, expect, it } from 'vitest';
import { allPages, encode } from './catalogue-test-app.ts';
import { catalogueMallPerBlock } from '../../helpers/mall/malls.ts';

interface Item {
  product_id: number;
  price: string;
  sales: number;
  rate: string;
  star: number;
  brand_id: number;
  cate_id: number;
  store_name: string;
  merchant: { mer_id: number; type_id: number; is_trader: number };
}

describe('demo mall catalogue: product lists, filters, sorts and paging', () => {
  const mall = catalogueMallPerBlock();

  const list = async (query: string): Promise<{ count: number; list: Item[] }> => (await mall.get(`/api/product/spu/lst?${query}`)).data;
  it('answers the category tree with three levels and hot leaves', async () => {
    const body = await mall.get('/api/store/product/category/lst');
    expect(body.data.list.length).toBeGreaterThanOrEqual(8);
    const office = body.data.list[0];
    expect(office).toMatchObject({ store_category_id: 1, cate_name: '办公用品', pid: 0 });
    expect(office.children[0]).toMatchObject({ store_category_id: 101, cate_name: '纸张本册', pid: 1 });
    expect(office.children[0].children[0]).toMatchObject({ store_category_id: 1001, cate_name: '复印纸', pid: 101 });
    expect(body.data.hot.length).toBeGreaterThan(0);
    const children = await mall.get('/api/store/product/category?pid=101');
    expect(children.data.map((c: { cate_name: string }) => c.cate_name)).toEqual(['复印纸', '笔记本']);
  });

  it('filters by cate_pid including descendants (top, middle, leaf and csv)', async () => {
    const store = mall.context.flatCatalogue;
    const top = await list('cate_pid=1&limit=200');
    expect(top.count).toBe(store.normalProducts.filter((p) => p.cate_path[0] === 1).length);
    expect(top.list.every((p) => [1001, 1002, 1003, 1004, 1005, 1006].includes(p.cate_id))).toBe(true);
    const mid = await list('cate_pid=101&limit=200');
    expect(mid.count).toBe(12);
    expect(new Set(mid.list.map((p) => p.cate_id))).toEqual(new Set([1001, 1002]));
    const leaf = await list('cate_id=1001&limit=200');
    expect(leaf.count).toBe(6);
    const csv = await list('cate_pid=1001,1002&limit=200');
    expect(csv.count).toBe(12);
  });

  it('filters by brand_id csv, merchant, store type and self-operated', async () => {
    const both = await list('brand_id=1,2&limit=200');
    expect(both.count).toBeGreaterThan(0);
    expect(both.list.every((p) => p.brand_id === 1 || p.brand_id === 2)).toBe(true);
    const one = await list('brand_id=1&limit=200');
    expect(one.count).toBeLessThan(both.count);
    const byMerchant = await list('mer_id=7&limit=200');
    expect(byMerchant.list.every((p) => p.merchant.mer_id === 7)).toBe(true);
    const types = await list('mer_type_id=4,5&limit=200');
    expect(types.list.every((p) => p.merchant.type_id === 4 || p.merchant.type_id === 5)).toBe(true);
    const trader = await list('is_trader=1&limit=200');
    expect(trader.count).toBeGreaterThan(0);
    expect(trader.list.every((p) => p.merchant.is_trader === 1)).toBe(true);
  });

  it('filters by price range', async () => {
    const ranged = await list('price_on=50&price_off=100&limit=200');
    expect(ranged.count).toBeGreaterThan(0);
    expect(ranged.list.every((p) => Number(p.price) >= 50 && Number(p.price) <= 100)).toBe(true);
    const all = await list('limit=1');
    expect(ranged.count).toBeLessThan(all.count);
  });

  it('searches by keyword in name, keyword and brand, and by numeric product id', async () => {
    const paper = await list(`keyword=${encode('复印纸')}&limit=200`);
    expect(paper.count).toBe(6);
    expect(paper.list.every((p) => p.store_name.includes('复印纸'))).toBe(true);
    const brand = await list(`keyword=${encode('海康威视')}&limit=200`);
    expect(brand.count).toBeGreaterThan(0);
    expect(brand.list.every((p) => p.store_name.startsWith('海康威视'))).toBe(true);
    const twoWords = await list(`keyword=${encode('得力 复印纸')}&limit=200`);
    expect(twoWords.list.every((p) => p.store_name.includes('得力') && p.store_name.includes('复印纸'))).toBe(true);
    const byId = await list('keyword=42');
    expect(byId.list.some((p) => p.product_id === 42)).toBe(true);
    const none = await list(`keyword=${encode('不存在的商品名')}`);
    expect(none).toEqual({ count: 0, list: [] });
  });

  it('offers parameter filter rows for a category and filter_params really filters', async () => {
    // stock's shape: the choices are value rows {parameter_value_id, parameter_id, name, value}
    const rows = (await mall.get('/api/product/spu/params?cate_pid=101')).data as Array<{
      parameter_id: number;
      template_id: number;
      name: string;
      value: { parameter_value_id: number; parameter_id: number; name: string; value: string }[];
    }>;
    const weight = rows.find((r) => r.name === '克重');
    expect(weight?.value.length).toBeGreaterThan(1);
    expect(weight?.value[0]).toEqual({
      parameter_value_id: expect.any(Number),
      parameter_id: weight?.parameter_id,
      name: '克重',
      value: expect.any(String),
    });
    expect(weight?.template_id).toBe(0);
    const wanted = weight?.value[0]?.value as string;
    const filter = encode(JSON.stringify([{ parameter_id: weight?.parameter_id, value: [wanted] }]));
    const filtered = await list(`cate_pid=101&filter_params=${filter}&limit=200`);
    const store = mall.context.flatCatalogue;
    expect(filtered.count).toBeGreaterThan(0);
    expect(filtered.count).toBeLessThan(12);
    for (const item of filtered.list) {
      expect(store.productById.get(item.product_id)?.params.some((p) => p.name === '克重' && p.value === wanted)).toBe(true);
    }
    // stock's form, parameter id → values, filters the same
    const stockForm = await list(
      `cate_pid=101&filter_params=${encode(JSON.stringify({ [String(weight?.parameter_id)]: [wanted] }))}&limit=200`,
    );
    expect(stockForm.count).toBe(filtered.count);
    const byName = await list(`cate_pid=101&filter_params=${encode(JSON.stringify([{ name: '克重', value: wanted }]))}&limit=200`);
    expect(byName.count).toBe(filtered.count);
    const broken = await list('cate_pid=101&filter_params=not-json&limit=200');
    expect(broken.count).toBe(12);
  });

  it('answers spu/params with nothing to filter by as stock does: an empty page', async () => {
    expect((await mall.get('/api/product/spu/params?is_pc=1')).data).toEqual({ count: 0, list: [] });
    expect((await mall.get('/api/product/spu/params?cate_pid=&keyword=&is_pc=1')).data).toEqual({ count: 0, list: [] });
  });

  it('sorts by sales, rate, price both ways and star', async () => {
    const sales = (await list('cate_pid=3&order=sales&limit=200')).list.map((p) => p.sales);
    expect(sales).toEqual([...sales].sort((a, b) => b - a));
    const rate = (await list('cate_pid=3&order=rate&limit=200')).list.map((p) => Number(p.rate));
    expect(rate).toEqual([...rate].sort((a, b) => b - a));
    const asc = (await list('cate_pid=3&order=price_asc&limit=200')).list.map((p) => Number(p.price));
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = (await list('cate_pid=3&order=price_desc&limit=200')).list.map((p) => Number(p.price));
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    const star = (await list('cate_pid=3&order=star&limit=200')).list.map((p) => p.star);
    expect(star).toEqual([...star].sort((a, b) => b - a));
    expect(asc[0]).not.toBe(desc[0]);
  });

  it('pages add up: the sum of pages equals count with no duplicates, for several orders', async () => {
    for (const order of ['', 'sales', 'price_asc', 'rate']) {
      const { counts, ids } = await allPages(mall, `/api/product/spu/lst?order=${order}`, 17);
      expect(new Set(counts).size).toBe(1);
      expect(ids.length).toBe(counts[0]);
      expect(new Set(ids).size).toBe(ids.length);
    }
    const filtered = await allPages(mall, '/api/product/spu/lst?cate_pid=5&order=price_desc', 7);
    expect(filtered.ids.length).toBe(filtered.counts[0]);
  });

  it('answers hot lists, recommendations and rankings', async () => {
    for (const type of ['best', 'hot', 'new', 'good']) {
      const body = await mall.get(`/api/product/spu/hot/${type}?limit=5`);
      expect(body.data.list.length, type).toBe(5);
      expect(body.data.count).toBeGreaterThanOrEqual(5);
    }
    const hot = (await mall.get('/api/product/spu/hot/hot?limit=50')).data.list.map((p: Item) => p.sales);
    expect(hot).toEqual([...hot].sort((a: number, b: number) => b - a));
    const recommend = await mall.get('/api/product/spu/recommend?limit=5');
    expect(recommend.data.list).toHaveLength(5);
    const tabs = await mall.get('/api/store/product/category/hotranking');
    expect(tabs.data.length).toBeGreaterThanOrEqual(8);
    const ranking = await mall.get('/api/product/spu/get_hot_ranking?cate_pid=3');
    expect(ranking.data[0]).toMatchObject({ cate_id: 3, cate_name: '五金工具' });
    const ranked = ranking.data[0].list.map((p: Item) => p.sales);
    expect(ranked).toEqual([...ranked].sort((a: number, b: number) => b - a));
    const banners = await mall.get('/api/pc/hot_banner/best');
    expect(banners.data[0].image).toMatch(/^\/api\/demo-assets\/banner\//);
    const rec = await mall.get('/api/pc/rec_list?page=1&limit=3');
    expect(rec.data.count).toBe(10);
    expect(rec.data.list[0].list.length).toBeGreaterThan(0);
    expect(rec.data.list[0].list.length).toBeLessThanOrEqual(8);
  });

  it('answers brands, filtered by category with pid', async () => {
    const all = await mall.get('/api/store/product/brand/lst?limit=999');
    const office = await mall.get('/api/store/product/brand/lst?limit=999&pid=1');
    expect(office.data.count).toBeGreaterThan(0);
    expect(office.data.count).toBeLessThan(all.data.count);
    expect(office.data.list.map((b: { brand_name: string }) => b.brand_name)).toContain('得力');
    expect(office.data.list.map((b: { brand_name: string }) => b.brand_name)).not.toContain('海康威视');
  });

  it('answers a search’s brands: only those of the products found (a search for 打印机 offers printer brands)', async () => {
    const found = await list(`keyword=${encode('打印机')}&limit=200`);
    expect(found.count).toBeGreaterThan(0);
    const brands = await mall.get(`/api/store/product/brand/lst?limit=999&keyword=${encode('打印机')}`);
    const ids = (brands.data.list as { brand_id: number }[]).map((b) => b.brand_id).sort((a, b) => a - b);
    expect(ids).toEqual([...new Set(found.list.map((p) => p.brand_id))].sort((a, b) => a - b));
  });

  it('lists merchant products with in-store categories, keyword and the is_new order', async () => {
    const cates = await mall.get('/api/store/merchant/category/lst/1');
    expect(cates.data.length).toBeGreaterThan(0);
    const sub = cates.data[0].children[0];
    const inCategory = await mall.get(`/api/product/spu/merchant/1?mer_cate_id=${sub.store_category_id}&limit=100`);
    expect(inCategory.data.count).toBeGreaterThan(0);
    const store = mall.context.flatCatalogue;
    expect(inCategory.data.list.every((p: Item) => store.productById.get(p.product_id)?.mer_cate_id === sub.store_category_id)).toBe(true);
    const byTop = await mall.get(`/api/product/spu/merchant/1?mer_cate_id=${cates.data[0].store_category_id}&limit=100`);
    expect(byTop.data.count).toBeGreaterThanOrEqual(inCategory.data.count);
    const all = await mall.get('/api/product/spu/merchant/1?limit=100&order=is_new');
    expect(all.data.list.every((p: Item) => p.merchant.mer_id === 1)).toBe(true);
    const old = await mall.get('/api/store/merchant/product/lst/1?limit=5&order=price_asc');
    const prices = old.data.list.map((p: Item) => Number(p.price));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('lists coupon-applicable products, with the usual filters', async () => {
    const category = await mall.get('/api/product/spu/coupon_product?coupon_id=3&limit=200');
    expect(category.data.count).toBeGreaterThan(0);
    expect(category.data.list.every((p: Item) => p.cate_id >= 1001 && p.cate_id <= 1006)).toBe(true);
    const cheap = await mall.get('/api/product/spu/coupon_product?coupon_id=3&limit=200&price_off=20');
    expect(cheap.data.count).toBeLessThan(category.data.count);
    expect(await mall.get('/api/product/spu/coupon_product?coupon_id=9999')).toEqual({ status: 400, message: '优惠券不存在' });
  });
});
