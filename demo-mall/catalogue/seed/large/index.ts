// DEMO_MALL_SEED=large (docs/adr/0080): 100,000 products with about 250,000 SKUs in 2,000+ categories and 500
// merchants, drawn deterministically and written in batches of one transaction each. The company world of the
// large seed reads its SKUs back through pickSkus.
import type { DemoMallDatabase } from '../../../db/database.ts';
import { createRng, hashString } from '../../../core/prng.ts';
import { assetUrl } from '../../../core/pictures.ts';
import type { Brand, Merchant, Product } from '../../catalogue-types.ts';
import { writeActivities } from '../activity-writer.ts';
import { createCatalogueWriter } from '../catalogue-writer.ts';
import { ownCategoryBook } from '../seed-shapes.ts';
import { buildReviews } from '../seed-reviews.ts';
import { buildLargeCategories, type LargeLeaf } from './large-categories.ts';
import { buildLargeMerchants } from './large-merchants.ts';
import { buildLargeProduct, type LargeContext, WIDE_PRODUCT_ID, wantedSkus } from './large-products.ts';

export const LARGE_PRODUCTS = 100_000;
const BATCH = 2_000;
/** seckill copies from here, presell copies 1,000 further: above any normal product of the large seed */
const ACTIVITY_FIRST_ID = 1_000_001;
const SYLLABLES = [
  '德',
  '力',
  '恒',
  '通',
  '华',
  '泰',
  '宏',
  '达',
  '金',
  '鼎',
  '凯',
  '瑞',
  '捷',
  '盛',
  '永',
  '安',
  '科',
  '诺',
  '博',
  '威',
  '美',
  '嘉',
  '宝',
  '龙',
];

export interface LargeSeedOptions {
  /** how many products (default 100,000; tests draw fewer, with the same first products) */
  products?: number;
  onProgress?(message: string): void;
}

export interface LargeSeedSummary {
  products: number;
  skus: number;
  categories: number;
  merchants: number;
  brands: number;
}

function syntheticBrands(templateName: string): string[] {
  const rng = createRng(hashString(`brands:${templateName}`));
  const names = new Set<string>();
  while (names.size < 10) names.add(`${rng.pick(SYLLABLES)}${rng.pick(SYLLABLES)}`);
  return [...names];
}

export function seedLargeCatalogue(db: DemoMallDatabase, options: LargeSeedOptions = {}): LargeSeedSummary {
  const total = options.products ?? LARGE_PRODUCTS;
  const progress = options.onProgress ?? (() => {});
  const writer = createCatalogueWriter(db);
  const { categories, leaves } = buildLargeCategories();
  const merchants = buildLargeMerchants(categories);
  const sellersOfTop = new Map<number, Merchant[]>();
  for (const m of merchants) {
    for (const top of m.top_category_ids) {
      const list = sellersOfTop.get(top);
      if (list) list.push(m);
      else sellersOfTop.set(top, [m]);
    }
  }
  const brands: Brand[] = [];
  const brandIds = new Map<string, number>();
  const parameterIds = new Map<string, number>();
  const ownCategories = ownCategoryBook();
  const brandsOfTemplate = new Map<string, string[]>();
  const ctx: LargeContext = {
    leaves,
    sellersOfTop,
    brandId(name, topId) {
      let id = brandIds.get(name);
      if (id === undefined) {
        id = brands.length + 1;
        brandIds.set(name, id);
        brands.push({
          brand_id: id,
          brand_category_id: topId,
          brand_name: name,
          pic: assetUrl('brand', id),
          sort: Math.max(0, 1000 - id),
          is_show: 1,
        });
      }
      return id;
    },
    parameterId(name) {
      let id = parameterIds.get(name);
      if (id === undefined) {
        id = parameterIds.size + 1;
        parameterIds.set(name, id);
      }
      return id;
    },
    merCateId: (merId, leaf: LargeLeaf) => ownCategories.midOf(merId, leaf.top, leaf.mid),
    brandsOfTemplate(leaf) {
      let list = brandsOfTemplate.get(leaf.template.name);
      if (!list) {
        list = [...leaf.template.brands, ...syntheticBrands(leaf.template.name)];
        brandsOfTemplate.set(leaf.template.name, list);
      }
      return list;
    },
  };

  let skus = 0;
  let reviewCount = 0;
  // the 200-SKU product's extra SKUs are taken back from the following products
  let carry = 1 - wantedSkus(WIDE_PRODUCT_ID);
  for (let first = 1; first <= total; first += BATCH) {
    const last = Math.min(total, first + BATCH - 1);
    const batch: Product[] = [];
    for (let id = first; id <= last; id++) {
      // what a product's template cannot offer passes to the next ones, so the total stays 2.5 SKUs per product
      const owed = id === WIDE_PRODUCT_ID ? wantedSkus(id) : wantedSkus(id) + carry;
      const product = buildLargeProduct(ctx, id, Math.max(1, owed));
      if (id !== WIDE_PRODUCT_ID) carry = Math.min(6, owed - product.skus.length);
      batch.push(product);
    }
    // every tenth product has reviews (they set its rate and reply_count, so they are drawn before it is written)
    const reviews = buildReviews(batch.filter((p) => p.product_id % 10 === 1)).map((r) => ({ ...r, reply_id: r.reply_id + reviewCount }));
    reviewCount += reviews.length;
    db.transaction(() => {
      writer.products(batch);
      writer.reviews(reviews);
      // the activity copies come from the first products, with ids above every normal product's
      if (first === 1) writeActivities(writer, batch, { seckill: ACTIVITY_FIRST_ID, presell: ACTIVITY_FIRST_ID + 1000 });
    })();
    for (const p of batch) {
      skus += p.skus.length;
      const merchant = merchants[p.mer_id - 1];
      if (merchant) merchant.sales += p.sales;
    }
    progress(`catalogue: ${last.toLocaleString('en')} / ${total.toLocaleString('en')} products, ${skus.toLocaleString('en')} SKUs`);
  }
  db.transaction(() => {
    writer.categories(categories);
    writer.merchants(merchants);
    writer.merchantCategories(ownCategories.rows);
    writer.brands(brands);
    writer.parameters(parameterIds);
  })();
  progress(`catalogue: ${categories.length} categories, ${merchants.length} merchants, ${brands.length} brands`);
  return { products: total, skus, categories: categories.length, merchants: merchants.length, brands: brands.length };
}

export interface PickedSku {
  productId: number;
  unique: string;
  priceFen: number;
  merId: number;
  storeName: string;
  /** the SKU's attribute values joined with ',' ('' for a single-spec product) */
  skuLabel: string;
}

/**
 * `count` distinct SKUs of normal products, drawn with a seeded PRNG from the catalogue tables: the same database
 * and seed give the same list, in the same order.
 */
export function pickSkus(db: DemoMallDatabase, count: number, seed: number): PickedSku[] {
  const maxRow = (db.prepare('SELECT max(rowid) AS n FROM catalogue_skus').get() as { n: number | null }).n ?? 0;
  const byRow = db.prepare(`SELECT s.product_id AS productId, s.sku_unique AS "unique", s.price AS priceFen, p.mer_id AS merId,
      p.store_name AS storeName, json_extract(s.doc, '$.sku') AS skuLabel
    FROM catalogue_skus s JOIN catalogue_products p ON p.product_id = s.product_id
    WHERE s.rowid = ? AND p.product_type = 0`);
  const rng = createRng(seed);
  const picked: PickedSku[] = [];
  const seen = new Set<number>();
  // give up after enough misses so a small catalogue cannot loop forever
  for (let tries = 0; picked.length < count && tries < count * 20 + 100 && seen.size < maxRow; tries++) {
    const row = rng.int(1, maxRow);
    if (seen.has(row)) continue;
    seen.add(row);
    const found = byRow.get(row) as PickedSku | undefined;
    if (found) picked.push(found);
  }
  return picked;
}
