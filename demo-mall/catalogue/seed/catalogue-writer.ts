// Writes seeded catalogue rows into the catalogue tables (demo-mall/db/schema/catalogue-schema.ts). Both seeds use
// it; the caller owns the transaction, so a large seed commits in batches and a small one all at once.
import { modelNumberOf } from '#shared/quick-order/model-number.ts';
import type { DemoMallDatabase } from '../../db/database.ts';
import type { Brand, Category, Merchant, MerchantOwnCategory, Product, Review } from '../catalogue-types.ts';

const categoryLevels = (c: Category): [number, number] => [c.path[0] ?? 0, c.path[1] ?? 0];

export interface CatalogueWriter {
  categories(rows: readonly Category[]): void;
  merchants(rows: readonly Merchant[]): void;
  merchantCategories(rows: readonly MerchantOwnCategory[]): void;
  brands(rows: readonly Brand[]): void;
  parameters(ids: ReadonlyMap<string, number>): void;
  products(rows: readonly Product[]): void;
  reviews(rows: readonly Review[]): void;
  extra(key: string, value: unknown): void;
}

/** A product's document: everything but its SKUs (rows of their own) and its search text (the FTS table). */
function productDoc(p: Product): string {
  const { skus: _skus, search_text: _text, ...rest } = p;
  return JSON.stringify(rest);
}

/** Every character twice: what catalogue_search_pairs indexes and a two-character search word is turned into. */
export function doubled(text: string): string {
  return [...text].map((c) => c + c).join('');
}

export function createCatalogueWriter(db: DemoMallDatabase): CatalogueWriter {
  const insertCategory = db.prepare('INSERT INTO catalogue_categories (store_category_id, pid, level, doc) VALUES (?, ?, ?, ?)');
  const insertMerchant = db.prepare('INSERT INTO catalogue_merchants (mer_id, doc) VALUES (?, ?)');
  const insertOwnCategory = db.prepare('INSERT INTO catalogue_merchant_categories (store_category_id, mer_id, doc) VALUES (?, ?, ?)');
  const insertBrand = db.prepare('INSERT INTO catalogue_brands (brand_id, doc) VALUES (?, ?)');
  const insertParameter = db.prepare('INSERT INTO catalogue_parameters (parameter_id, name) VALUES (?, ?)');
  const insertProduct = db.prepare(`INSERT INTO catalogue_products (product_id, product_type, old_product_id, mer_id, cate_id,
    cate_mid, cate_top, mer_cate_id, brand_id, price, stock, sales, star, rank, sort, rate, reply_count, is_new, is_hot,
    is_best, is_good, create_time, store_name, model, doc) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const insertSku = db.prepare(
    'INSERT INTO catalogue_skus (sku_unique, product_id, position, price, stock, bar_code, doc) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const insertParam = db.prepare('INSERT OR IGNORE INTO catalogue_product_params (product_id, parameter_id, value) VALUES (?, ?, ?)');
  const insertSearch = db.prepare('INSERT INTO catalogue_search (rowid, text) VALUES (?, ?)');
  const insertPairs = db.prepare('INSERT INTO catalogue_search_pairs (rowid, text) VALUES (?, ?)');
  const insertReview = db.prepare('INSERT INTO catalogue_reviews (reply_id, product_id, create_time, doc) VALUES (?, ?, ?, ?)');
  const insertExtra = db.prepare('INSERT OR REPLACE INTO catalogue_extras (key, doc) VALUES (?, ?)');

  return {
    categories(rows) {
      for (const c of rows) insertCategory.run(c.store_category_id, c.pid, c.level, JSON.stringify(c));
    },
    merchants(rows) {
      for (const m of rows) insertMerchant.run(m.mer_id, JSON.stringify(m));
    },
    merchantCategories(rows) {
      for (const c of rows) insertOwnCategory.run(c.store_category_id, c.mer_id, JSON.stringify(c));
    },
    brands(rows) {
      for (const b of rows) insertBrand.run(b.brand_id, JSON.stringify(b));
    },
    parameters(ids) {
      for (const [name, id] of ids) insertParameter.run(id, name);
    },
    products(rows) {
      for (const p of rows) {
        const [top, mid] = categoryLevels({ path: p.cate_path } as Category);
        insertProduct.run(
          p.product_id,
          p.product_type,
          p.old_product_id,
          p.mer_id,
          p.cate_id,
          mid,
          top,
          p.mer_cate_id,
          p.brand_id,
          p.price,
          p.stock,
          p.sales,
          p.star,
          p.rank,
          p.sort,
          p.rate,
          p.reply_count,
          p.is_new,
          p.is_hot,
          p.is_best,
          p.is_good,
          p.create_time,
          p.store_name,
          modelNumberOf(p.store_name),
          productDoc(p),
        );
        p.skus.forEach((s, position) => {
          insertSku.run(s.unique, p.product_id, position, s.price, s.stock, s.bar_code, JSON.stringify(s));
        });
        for (const param of p.params) insertParam.run(p.product_id, param.parameter_id, param.value);
        // activity copies are found through their source, never by a search of their own
        if (p.product_type === 0) {
          insertSearch.run(p.product_id, p.search_text);
          insertPairs.run(p.product_id, doubled(p.search_text));
        }
      }
    },
    reviews(rows) {
      for (const r of rows) insertReview.run(r.reply_id, r.product_id, r.create_time, JSON.stringify(r));
    },
    extra(key, value) {
      insertExtra.run(key, JSON.stringify(value));
    },
  };
}

/** True when no catalogue has been written yet (an empty database). */
export function catalogueIsEmpty(db: DemoMallDatabase): boolean {
  return db.prepare('SELECT 1 FROM catalogue_products LIMIT 1').get() === undefined;
}
