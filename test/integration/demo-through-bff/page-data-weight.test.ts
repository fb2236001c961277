// Pages serialise for hydration only what they render (docs/adr/0025): card views instead of the mall's rows, the
// first category level instead of the tree, which the menu fetches from GET /bff/category-tree when it opens.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BffWithDemoMall, startBffWithDemoMall } from '../../helpers/bff/bff-with-demo-mall.ts';

let bff: BffWithDemoMall;

beforeAll(async () => {
  bff = await startBffWithDemoMall({ pages: true });
});
afterAll(async () => bff?.close());

/** vike's serialised page context of a rendered page. */
async function pageContextOf(url: string): Promise<{ html: string; context: Record<string, unknown>; json: string }> {
  const answer = await bff.app.inject({ method: 'GET', url });
  expect(answer.statusCode).toBe(200);
  const json = /<script id="vike_pageContext" type="application\/json">([\s\S]*?)<\/script>/.exec(answer.body)?.[1] ?? '';
  expect(json).not.toBe('');
  return { html: answer.body, context: JSON.parse(json) as Record<string, unknown>, json };
}

describe('what a page carries for hydration', () => {
  it('home: first-level categories only, product cards without the rows’ descriptions, keywords or coupon records', async () => {
    const { html, context, json } = await pageContextOf('/');
    const layout = context.layout as { categoryTop: { store_category_id: number; cate_name: string }[] };
    expect(layout.categoryTop.map((node) => node.cate_name)).toContain('办公用品');
    expect(layout).not.toHaveProperty('categoryTree');
    expect(json).not.toContain('"children"');
    // no link to a leaf category (复印纸, sid 1001) until the menu is opened
    expect(html).not.toContain('sid=1001');
    for (const field of ['"store_info"', '"keyword"', '"sys_labels"', '"show_svip_info"', '"mer_info"', '"use_end_time":null,"start_time"'])
      expect(json).not.toContain(field);
    const best = (context.data as { best: Record<string, unknown>[] }).best;
    expect(best.length).toBeGreaterThan(0);
    for (const key of ['product_id', 'store_name', 'image', 'price']) expect(best[0]).toHaveProperty(key);
    expect(best[0]).not.toHaveProperty('store_info');
    expect(Buffer.byteLength(html)).toBeLessThan(143 * 1024);
  });

  it('a listing carries card views of its products', async () => {
    const { json, context } = await pageContextOf('/goods_cate?sid=1&name=%E5%8A%9E%E5%85%AC%E7%94%A8%E5%93%81');
    const products = (context.data as { products: { count: number; list: Record<string, unknown>[] } }).products;
    expect(products.list.length).toBeGreaterThan(0);
    expect(products.list[0]).toHaveProperty('price');
    expect(json).not.toContain('"store_info"');
  });

  it('the all-categories page still lists every level', async () => {
    const { html } = await pageContextOf('/goods_categories');
    expect(html).toContain('sid=1001');
  });
});

describe('GET /bff/category-tree', () => {
  it('answers the trimmed tree, kept by browsers for a minute', async () => {
    const answer = await bff.app.inject({ method: 'GET', url: '/bff/category-tree' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('public, max-age=60');
    const body = answer.json() as {
      status: number;
      data: { cate_name: string; pic?: string; children?: { children?: { cate_name: string }[] }[] }[];
    };
    expect(body.status).toBe(200);
    const office = body.data.find((node) => node.cate_name === '办公用品');
    const leaves = office?.children?.flatMap((mid) => mid.children ?? []).map((leaf) => leaf.cate_name);
    expect(leaves).toContain('复印纸');
    expect(JSON.stringify(body.data)).not.toContain('"pic"');
  });
});
