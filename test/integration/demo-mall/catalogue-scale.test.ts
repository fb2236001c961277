// The catalogue at scale (docs/adr/0080), on a scaled-down large seed: every listing, facet, search and detail
// statement reaches products and SKUs through an index (EXPLAIN QUERY PLAN shows no full scan of either table),
// the trigram search finds exactly what a substring match over the searched text finds, and the large seed is
// deterministic.
import { beforeAll, describe, expect, it } from 'vitest';
import { createCatalogue, type Catalogue } from '../../../demo-mall/catalogue/catalogue.ts';
import { createProductSearch, type ProductQuery, type ProductSearch } from '../../../demo-mall/catalogue/product-search.ts';
import { pickSkus, seedLargeCatalogue } from '../../../demo-mall/catalogue/seed/large/index.ts';
import { type DemoMallDatabase, IN_MEMORY, openDatabase } from '../../../demo-mall/db/database.ts';

const PRODUCTS = 2_000;

function largeDatabase(products = PRODUCTS): DemoMallDatabase {
  const db = openDatabase(IN_MEMORY);
  seedLargeCatalogue(db, { products });
  db.exec('ANALYZE');
  return db;
}

/** Every row of the catalogue tables, in key order: two equal digests are two equal catalogues. */
function digest(db: DemoMallDatabase): string {
  const tables = [
    'SELECT product_id, doc FROM catalogue_products ORDER BY product_id',
    'SELECT sku_unique, product_id, position, doc FROM catalogue_skus ORDER BY sku_unique',
    'SELECT store_category_id, doc FROM catalogue_categories ORDER BY store_category_id',
    'SELECT mer_id, doc FROM catalogue_merchants ORDER BY mer_id',
    'SELECT brand_id, doc FROM catalogue_brands ORDER BY brand_id',
    'SELECT reply_id, doc FROM catalogue_reviews ORDER BY reply_id',
    'SELECT rowid, text FROM catalogue_search ORDER BY rowid',
  ];
  return tables.map((sql) => JSON.stringify(db.prepare(sql).raw().all())).join('\n');
}

describe('the large catalogue seed', () => {
  it('writes the same rows from the same seed, and the first products do not depend on how many follow', () => {
    const a = largeDatabase();
    const b = largeDatabase();
    expect(digest(a)).toBe(digest(b));
    const smaller = largeDatabase(500);
    const firstDocs = (db: DemoMallDatabase) =>
      db.prepare('SELECT doc FROM catalogue_products WHERE product_id <= 100 ORDER BY product_id').pluck().all();
    expect(firstDocs(smaller)).toEqual(firstDocs(a));
    expect(pickSkus(a, 50, 7)).toEqual(pickSkus(b, 50, 7));
    expect(pickSkus(a, 50, 7)).not.toEqual(pickSkus(a, 50, 8));
  });

  it('has three category levels, 2,000+ leaves, 500 merchants, about 2.5 SKUs a product and one product of 200 SKUs', () => {
    const db = largeDatabase();
    const levels = db.prepare('SELECT level, count(*) AS n FROM catalogue_categories GROUP BY level ORDER BY level').all();
    expect(levels).toHaveLength(3);
    expect((levels[2] as { n: number }).n).toBeGreaterThanOrEqual(2_000);
    expect(db.prepare('SELECT count(*) FROM catalogue_merchants').pluck().get()).toBe(500);
    const skus = db
      .prepare('SELECT count(*) FROM catalogue_skus s JOIN catalogue_products p USING (product_id) WHERE p.product_type = 0')
      .pluck();
    expect(skus.get()).toBeGreaterThanOrEqual(PRODUCTS * 2.5 - 5);
    expect(skus.get()).toBeLessThanOrEqual(PRODUCTS * 2.5 + 5);
    const widest = db.prepare('SELECT product_id, count(*) AS n FROM catalogue_skus GROUP BY product_id ORDER BY n DESC LIMIT 1').get();
    expect(widest).toEqual({ product_id: 1, n: 200 });
    const picked = pickSkus(db, 20, 1);
    expect(picked).toHaveLength(20);
    for (const sku of picked) {
      expect(sku.priceFen).toBeGreaterThan(0);
      expect(sku.storeName).not.toBe('');
    }
  });
});

describe('catalogue reads at scale', () => {
  let db: DemoMallDatabase;
  let catalogue: Catalogue;
  let search: ProductSearch;
  beforeAll(() => {
    db = largeDatabase();
    catalogue = createCatalogue(db);
    search = createProductSearch(db, catalogue);
  });

  const plan = (sql: string, args: unknown[]): string[] =>
    (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...args) as Array<{ detail: string }>).map((row) => row.detail);
  /** a plan step that reads every row of products or SKUs (an index walk in sort order says USING INDEX) */
  const fullScans = (steps: string[]) => steps.filter((step) => /^SCAN catalogue_(products|skus)\b(?!.*USING)/.test(step));

  it('lists, counts, facets and pages without a full scan of products or SKUs', () => {
    const top = catalogue.categories.categories.find((c) => c.level === 1);
    const mid = catalogue.categories.categories.find((c) => c.level === 2);
    const leaf = catalogue.categories.categories.find((c) => c.level === 3);
    const brand = db.prepare('SELECT brand_id FROM catalogue_products WHERE product_id = 7').pluck().get();
    const queries: Array<[string, ProductQuery]> = [
      ['everything', search.parse({})],
      ['top category by sales', search.parse({ cate_pid: String(top?.store_category_id), order: 'sales' })],
      ['middle category by price', search.parse({ cate_pid: String(mid?.store_category_id), order: 'price_asc' })],
      ['leaf', search.parse({ cate_id: String(leaf?.store_category_id) })],
      ['brand', search.parse({ brand_id: String(brand) })],
      ['merchant', search.parse({ mer_id: '3', order: 'sort' })],
      ['price range', search.parse({ price_on: '100', price_off: '200', order: 'price_desc' })],
      ['parameter filter', search.parse({ cate_pid: String(top?.store_category_id), filter_params: '{"1":["70g"]}' })],
      ['search', search.parse({ keyword: '安全帽', order: 'sales' })],
      ['short search word', search.parse({ keyword: '手套' })],
      ['hot list', search.parse({}, { flag: 'is_hot', order: 'sales' })],
      ['in stock of a merchant', search.parse({}, { merId: 3, inStock: true, order: 'sales' })],
    ];
    const { statements } = search;
    for (const [name, q] of queries) {
      for (const w of [
        statements.page(q, 20, 0),
        statements.page(q, 20, 499 * 20),
        statements.count(q),
        statements.brandIds(q),
        statements.paramValues(q),
        statements.showcase(q, 9_900, 6),
      ]) {
        expect(fullScans(plan(w.sql, w.args)), `${name}: ${w.sql}`).toEqual([]);
      }
    }
  });

  it('searches words of two characters and more through an index, never by reading every row of the search text', () => {
    for (const keyword of ['手套', '安全帽', '手套 安全帽', 'a4 复印纸']) {
      const w = search.statements.page(search.parse({ keyword }), 20, 0);
      const steps = plan(w.sql, w.args);
      // an FTS5 table read without a MATCH or rowid constraint shows an empty index plan ("INDEX 0:")
      expect(
        steps.filter((step) => /VIRTUAL TABLE INDEX \d+:$/.test(step)),
        `${keyword}: ${steps.join(' | ')}`,
      ).toEqual([]);
    }
  });

  it('reads a product, its SKUs and a SKU by its unique through their keys', () => {
    const detailStatements: Array<[string, unknown[]]> = [
      ['SELECT doc FROM catalogue_products WHERE product_id = ?', [1]],
      ['SELECT doc FROM catalogue_skus WHERE product_id = ? ORDER BY position', [1]],
      ['SELECT product_id FROM catalogue_skus WHERE sku_unique = ?', ['x']],
      ['SELECT doc FROM catalogue_reviews WHERE product_id = ? ORDER BY create_time DESC, reply_id', [1]],
    ];
    for (const [sql, args] of detailStatements) {
      const steps = plan(sql, args);
      expect(fullScans(steps), sql).toEqual([]);
      expect(steps.join(' '), sql).not.toMatch(/TEMP B-TREE/);
    }
    const wide = catalogue.goods.productById.get(1);
    expect(wide?.skus).toHaveLength(200);
    const sku = wide?.skus[150];
    expect(catalogue.goods.skuByUnique.get(sku?.unique ?? '')?.sku).toEqual(sku);
    // a large-seed product's description is written from its parameters when read
    expect(wide?.content).toContain('<table');
  });

  /** What the search must find: the products whose searched text contains every word (the old in-memory rule). */
  const expected = (keyword: string): number[] => {
    const words = keyword.toLowerCase().split(/\s+/).filter(Boolean);
    const rows = db.prepare('SELECT rowid AS id, text FROM catalogue_search ORDER BY rowid').all() as Array<{ id: number; text: string }>;
    return rows.filter((r) => words.every((w) => r.text.includes(w))).map((r) => r.id);
  };
  const found = (keyword: string): number[] => {
    const q = search.parse({ keyword });
    const count = search.count(q);
    return search
      .page(q, 1, Math.max(1, count))
      .list.map((p) => p.product_id)
      .sort((a, b) => a - b);
  };

  it('finds a partial model number, whatever its case', () => {
    const name = catalogue.goods.productById.get(42)?.store_name ?? '';
    const model = name.split(' ').at(-1) ?? '';
    const partial = model.slice(1, 6).toLowerCase();
    expect(partial.length).toBe(5);
    const hits = found(partial);
    expect(hits).toContain(42);
    expect(hits).toEqual(expected(partial));
    expect(found(partial.toUpperCase())).toEqual(hits);
  });

  it('finds Chinese words of three characters and more, and of one or two (the instr fallback)', () => {
    const [brand = '', kind = ''] = (catalogue.goods.productById.get(42)?.store_name ?? '').split(' ');
    // a long and a short word together: the short one narrows what the index found
    const mixed = `${kind.slice(0, 4)} ${brand.slice(0, 2)}`;
    for (const word of ['安全帽', '防护手套', '手套', '纸', '手套 防护', mixed]) {
      const hits = found(word);
      expect(hits.length, word).toBeGreaterThan(0);
      expect(hits, word).toEqual(expected(word));
    }
    expect(found('不存在的商品名称')).toEqual([]);
  });

  it('finds a brand, alone or with a category word', () => {
    const brand = catalogue.brands.brands.find((b) => [...b.brand_name].length >= 2);
    const name = brand?.brand_name ?? '';
    const hits = found(name);
    expect(hits.length).toBeGreaterThan(0);
    expect(hits).toEqual(expected(name));
    const withWord = `${name} 用品`;
    expect(found(withWord)).toEqual(expected(withWord));
  });

  it('takes a quoted or odd search word as text, not as FTS syntax', () => {
    for (const word of ['"a4', 'a OR b', 'NEAR(', '10%']) expect(found(word), word).toEqual(expected(word));
  });
});
