// Facets come from the products a listing found: a search for 打印机 offers printer parameters, never the copy
// paper's 克重/纸张尺寸/白度; a category offers its own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeThroughBff, startThroughBff, type ThroughBff } from './through-bff-kit.ts';

let t: ThroughBff;
beforeAll(async () => {
  t = await startThroughBff({ DIST_DIR: process.env.DIST_DIR ?? 'dist' }, { pages: true });
});
afterAll(closeThroughBff);

interface Listing {
  paramRows: { parameter_id: number; name: string; values: string[] }[];
  products: { count: number; list: { store_name: string }[] };
}

async function listingOf(path: string): Promise<Listing> {
  const answer = await t.bff.app.inject({ method: 'GET', url: path });
  expect(answer.statusCode).toBe(200);
  const json = /<script id="vike_pageContext" type="application\/json">([\s\S]*?)<\/script>/.exec(answer.body)?.[1] ?? '{}';
  return (JSON.parse(json) as { data: Listing }).data;
}

async function facetsOf(path: string): Promise<{ names: string[]; products: string[] }> {
  const data = await listingOf(path);
  return { names: data.paramRows.map((row) => row.name), products: data.products.list.map((p) => p.store_name) };
}

describe('listing facets', () => {
  it('a search for 打印机 offers no paper parameters', async () => {
    const { names, products } = await facetsOf(`/goods_search?title=${encodeURIComponent('打印机')}`);
    expect(products.length).toBeGreaterThan(0);
    for (const paper of ['克重', '纸张尺寸', '白度']) expect(names).not.toContain(paper);
  });

  it('a search for 复印纸 offers them', async () => {
    const { names } = await facetsOf(`/goods_search?title=${encodeURIComponent('复印纸')}`);
    expect(names).toEqual(expect.arrayContaining(['克重']));
  });

  it('a chosen parameter value narrows the list (filter_params in stock form, parameter id → values)', async () => {
    const search = `/goods_search?title=${encodeURIComponent('复印纸')}`;
    const all = await listingOf(search);
    const weight = all.paramRows.find((row) => row.name === '克重');
    expect(weight?.values.length).toBeGreaterThan(1);
    const narrowed = await listingOf(`${search}&f=${encodeURIComponent(`${weight?.parameter_id}:${weight?.values[0]}`)}`);
    expect(narrowed.products.count).toBeGreaterThan(0);
    expect(narrowed.products.count).toBeLessThan(all.products.count);
  });
});
