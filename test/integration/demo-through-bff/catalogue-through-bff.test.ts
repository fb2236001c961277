// Product list filters, sort orders and paging of the demo mall, read through the BFF's /api proxy.
import { afterEach, describe, expect, it } from 'vitest';
import { closeThroughBff, startThroughBff, type ThroughBff } from './through-bff-kit.ts';

afterEach(closeThroughBff);

interface Spu {
  product_id: number;
  store_name: string;
  keyword: string;
  price: string;
  brand_id: number;
  cate_id: number;
  sales: number;
  rate: string;
}

interface CategoryNode {
  store_category_id: number;
  children?: CategoryNode[];
}

async function page(t: ThroughBff, query: string): Promise<{ count: number; list: Spu[] }> {
  const response = await t.api().get(`/api/product/spu/lst?${query}`);
  expect(response.status).toBe(200);
  return response.body.data as { count: number; list: Spu[] };
}

/** Every page of a query: the lists must add up to count, without repeats. */
async function allPages(t: ThroughBff, query: string, limit = 100): Promise<Spu[]> {
  const first = await page(t, `${query}&page=1&limit=${limit}`);
  const items = [...first.list];
  for (let index = 2; (index - 1) * limit < first.count; index += 1)
    items.push(...(await page(t, `${query}&page=${index}&limit=${limit}`)).list);
  expect(items).toHaveLength(first.count);
  expect(new Set(items.map((item) => item.product_id)).size).toBe(first.count);
  return items;
}

function leavesOf(node: CategoryNode): number[] {
  return node.children?.length ? node.children.flatMap(leavesOf) : [node.store_category_id];
}

describe('product list through the BFF', () => {
  it('pages add up to count', async () => {
    const t = await startThroughBff();
    const items = await allPages(t, 'order=', 50);
    expect(items.length).toBeGreaterThanOrEqual(300);
    const first = await page(t, 'page=1&limit=7');
    expect(first.list).toHaveLength(7);
    const beyond = await page(t, `page=${Math.ceil(first.count / 7) + 1}&limit=7`);
    expect(beyond.list).toEqual([]);
  });

  it('filters by a top category (cate_pid) to its leaves', async () => {
    const t = await startThroughBff();
    const tree = (await t.api().get('/api/store/product/category/lst')).body.data.list as CategoryNode[];
    const top = tree[0]!;
    const leaves = new Set(leavesOf(top));
    const items = await allPages(t, `cate_pid=${top.store_category_id}`);
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThan(300);
    for (const item of items) expect(leaves.has(item.cate_id), String(item.cate_id)).toBe(true);
  });

  it('filters by brand, price range and keyword', async () => {
    const t = await startThroughBff();
    const brand = await allPages(t, 'brand_id=3');
    expect(brand.length).toBeGreaterThan(0);
    for (const item of brand) expect(item.brand_id).toBe(3);

    const priced = await allPages(t, 'price_on=100&price_off=500');
    expect(priced.length).toBeGreaterThan(0);
    for (const item of priced) {
      expect(Number(item.price)).toBeGreaterThanOrEqual(100);
      expect(Number(item.price)).toBeLessThanOrEqual(500);
    }

    const keyword = await allPages(t, `keyword=${encodeURIComponent('碎纸机')}`);
    expect(keyword.length).toBeGreaterThan(0);
    for (const item of keyword) expect(`${item.store_name} ${item.keyword}`).toContain('碎纸机');
  });

  it.each([
    ['price_asc', (a: Spu, b: Spu) => Number(a.price) <= Number(b.price)],
    ['price_desc', (a: Spu, b: Spu) => Number(a.price) >= Number(b.price)],
    ['sales', (a: Spu, b: Spu) => a.sales >= b.sales],
    ['rate', (a: Spu, b: Spu) => Number(a.rate) >= Number(b.rate)],
  ] as const)('sorts by %s across pages', async (order, inOrder) => {
    const t = await startThroughBff();
    const items = await allPages(t, `order=${order}`);
    for (let index = 1; index < items.length; index += 1)
      expect(inOrder(items[index - 1]!, items[index]!), `${order} at ${index}`).toBe(true);
  });
});
