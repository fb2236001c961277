// The read-only catalogue: goods, categories, merchants, brands, reviews, activities and coupon definitions,
// written once into the catalogue tables by a fixed seed and read from them, split into small focused read models.
// Nothing a visitor changes lives here: favourites, claimed coupons and carts are in the shopping module.
import type { Brand, Category, Coupon, Merchant, MerchantOwnCategory, Review } from './catalogue-types.ts';
import type { DemoMallDatabase } from '../db/database.ts';
import { createGoods } from './catalogue-reads.ts';
import type { Catalogue, CategoryTree, CouponBook, CouponScope, MerchantDirectory } from './catalogue-shape.ts';
import { ensureCatalogueSeeded, readActivities } from './catalogue-seeding.ts';
import type { CatalogueSeedKind } from './seed-choice.ts';
import { MERCHANT_CATEGORIES, MERCHANT_TYPES } from './seed/merchant-data.ts';
import { buildDescription } from './seed/product-content.ts';
import { buildCoupons } from './seed/seed-coupons.ts';

function groupBy<T>(items: readonly T[], keyOf: (item: T) => number): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const list = map.get(key);
    if (list) list.push(item);
    else map.set(key, [item]);
  }
  return map;
}

export type { Catalogue, MerchantDirectory } from './catalogue-shape.ts';

export interface CatalogueOptions {
  /** reference time for presell phases and fixed-date coupons (defaults to the start time) */
  now?: Date;
  /** the seed an empty database gets: today's small catalogue (default) or the large one (DEMO_MALL_SEED=large) */
  seed?: CatalogueSeedKind;
  /** progress of a large seed */
  onProgress?(message: string): void;
}

function buildCategoryTree(categories: readonly Category[]): CategoryTree {
  const childrenOf = groupBy(categories, (c) => c.pid);
  for (const list of childrenOf.values()) list.sort((a, b) => b.sort - a.sort || a.store_category_id - b.store_category_id);
  const leavesUnder = new Map<number, number[]>();
  for (const c of categories) {
    if (c.level !== 3) continue;
    for (const id of c.path) {
      const list = leavesUnder.get(id);
      if (list) list.push(c.store_category_id);
      else leavesUnder.set(id, [c.store_category_id]);
    }
  }
  return { categories, categoryById: new Map(categories.map((c) => [c.store_category_id, c])), childrenOf, leavesUnder };
}

function buildCouponBook(coupons: readonly Coupon[], tree: CategoryTree): CouponBook {
  const productCoupons = coupons.filter((c) => c.type === 1);
  const shopCoupons = new Map<number, Coupon>();
  for (const c of coupons) if (c.type === 0 && !shopCoupons.has(c.mer_id)) shopCoupons.set(c.mer_id, c);
  const scopeOf = (coupon: Coupon): CouponScope => {
    switch (coupon.type) {
      case 0:
        return { merId: coupon.mer_id };
      case 1:
        return { productIds: new Set(coupon.product_ids) };
      case 11:
        return { leafIds: new Set(coupon.category_ids.flatMap((id) => tree.leavesUnder.get(id) ?? [])) };
      case 12:
        return { merIds: new Set(coupon.merchant_ids) };
      default:
        return {};
    }
  };
  return {
    coupons,
    couponById: new Map(coupons.map((c) => [c.coupon_id, c])),
    couponFor: (product) =>
      productCoupons.find((c) => c.product_ids.includes(product.old_product_id || product.product_id)) ?? shopCoupons.get(product.mer_id),
    scopeOf,
  };
}

const readDocs = <T>(db: DemoMallDatabase, sql: string): T[] =>
  (db.prepare(sql).pluck().all() as string[]).map((doc) => JSON.parse(doc) as T);

/**
 * The catalogue over the catalogue tables: an empty database is seeded first (the small seed, or the large one).
 * The category tree, the merchant directory, brands, activities and coupon definitions are read into memory (they
 * stay in the thousands); products, SKUs and reviews are read by query when asked (docs/adr/0080).
 */
export function createCatalogue(db: DemoMallDatabase, options: CatalogueOptions = {}): Catalogue {
  const startedAt = options.now ?? new Date();
  ensureCatalogueSeeded(db, options.seed ?? 'small', options.onProgress);
  const categories = buildCategoryTree(readDocs<Category>(db, 'SELECT doc FROM catalogue_categories ORDER BY store_category_id'));
  const merchantRows = readDocs<Merchant>(db, 'SELECT doc FROM catalogue_merchants ORDER BY mer_id');
  const ownCategories = readDocs<MerchantOwnCategory>(db, 'SELECT doc FROM catalogue_merchant_categories ORDER BY store_category_id');
  const brandRows = readDocs<Brand>(db, 'SELECT doc FROM catalogue_brands ORDER BY brand_id');
  const brandById = new Map(brandRows.map((b) => [b.brand_id, b]));
  const merchants: MerchantDirectory = {
    merchants: merchantRows,
    merchantById: new Map(merchantRows.map((m) => [m.mer_id, m])),
    ownCategories,
    ownCategoriesByMerchant: groupBy(ownCategories, (c) => c.mer_id),
    types: MERCHANT_TYPES,
    typeById: new Map(MERCHANT_TYPES.map((t) => [t.mer_type_id, t])),
    settleCategories: MERCHANT_CATEGORIES,
    settleCategoryById: new Map(MERCHANT_CATEGORIES.map((c) => [c.merchant_category_id, c])),
  };
  const goods = createGoods(db, (p) =>
    buildDescription({
      productId: p.product_id,
      name: p.store_name,
      brandName: brandById.get(p.brand_id)?.brand_name ?? '',
      leafName: categories.categoryById.get(p.cate_id)?.cate_name ?? '',
      unit: p.unit_name,
      params: p.params,
      info: p.store_info,
    }),
  );
  const reviewStatement = db.prepare('SELECT doc FROM catalogue_reviews WHERE product_id = ? ORDER BY create_time DESC, reply_id').pluck();
  const ownFirst = db
    .prepare('SELECT product_id FROM catalogue_products WHERE mer_id = ? AND product_type = 0 ORDER BY product_id LIMIT 3')
    .pluck();
  return {
    startedAt,
    goods,
    categories,
    merchants,
    brands: { brands: brandRows, brandById },
    reviews: { reviewsOf: (id) => (reviewStatement.all(id) as string[]).map((doc) => JSON.parse(doc) as Review) },
    activities: readActivities(db, startedAt),
    coupons: buildCouponBook(
      buildCoupons(merchantRows, (merId) => ownFirst.all(merId) as number[], startedAt),
      categories,
    ),
  };
}
