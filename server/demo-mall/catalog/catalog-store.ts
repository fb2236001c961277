// The seeded catalogue with its indexes, built once per start (a fixed seed makes every start
// identical), plus the in-memory state shoppers change (carts, favourites, coupons, history).
import { formatDateTime } from '../envelope.ts';
import type {
  Article,
  ArticleCategory,
  Brand,
  Category,
  Coupon,
  Merchant,
  MerchantOwnCategory,
  PresellInfo,
  Product,
  Review,
  SeckillInfo,
  Sku,
} from './catalog-types.ts';
import { buildPresell, buildSeckill } from './seed/seed-activities.ts';
import { buildArticles } from './seed/seed-articles.ts';
import { buildCatalogueSeed } from './seed/seed-catalogue.ts';
import { buildCoupons } from './seed/seed-coupons.ts';
import { buildReviews } from './seed/seed-reviews.ts';
import { MERCHANT_CATEGORIES, MERCHANT_TYPES } from './seed/merchant-data.ts';
import { createUserState, uidOf, userCounters, type UserState } from './user-state.ts';

export interface CatalogStoreOptions {
  /** reference time for presell phases and fixed-date coupons (defaults to the start time) */
  now?: Date;
}

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

export function createCatalogStore(options: CatalogStoreOptions = {}) {
  const startedAt = options.now ?? new Date();
  const seed = buildCatalogueSeed();
  const reviews: Review[] = buildReviews(seed.products);
  const seckill = buildSeckill(seed.products);
  const presell = buildPresell(seed.products, startedAt);
  const coupons: Coupon[] = buildCoupons(seed.merchants, seed.products, startedAt);
  const content = buildArticles();

  const normalProducts: Product[] = seed.products;
  const allProducts: Product[] = [...normalProducts, ...seckill.copies, ...presell.copies];
  const categories: Category[] = seed.categories;
  const merchants: Merchant[] = seed.merchants;
  const brands: Brand[] = seed.brands;

  // --- indexes -------------------------------------------------------------------------------
  const productById = new Map(allProducts.map((p) => [p.product_id, p]));
  const skuByUnique = new Map<string, { product: Product; sku: Sku }>();
  for (const product of allProducts) for (const sku of product.skus) skuByUnique.set(sku.unique, { product, sku });
  const categoryById = new Map(categories.map((c) => [c.store_category_id, c]));
  const childrenOf = groupBy(categories, (c) => c.pid);
  for (const list of childrenOf.values()) list.sort((a, b) => b.sort - a.sort || a.store_category_id - b.store_category_id);
  /** any category id → the leaf ids under it (a leaf maps to itself) */
  const leavesUnder = new Map<number, number[]>();
  for (const c of categories) {
    if (c.level !== 3) continue;
    for (const id of c.path) {
      const list = leavesUnder.get(id);
      if (list) list.push(c.store_category_id);
      else leavesUnder.set(id, [c.store_category_id]);
    }
  }
  const productsByLeaf = groupBy(normalProducts, (p) => p.cate_id);
  const productsByMerchant = groupBy(normalProducts, (p) => p.mer_id);
  const productsByBrand = groupBy(normalProducts, (p) => p.brand_id);
  const merchantById = new Map(merchants.map((m) => [m.mer_id, m]));
  const brandById = new Map(brands.map((b) => [b.brand_id, b]));
  const merchantCategories: MerchantOwnCategory[] = seed.merchantCategories;
  const merchantCategoriesByMerchant = groupBy(merchantCategories, (c) => c.mer_id);
  const reviewsByProduct = groupBy(reviews, (r) => r.product_id);
  const seckillByProduct = new Map<number, SeckillInfo>(seckill.infos.map((s) => [s.product_id, s]));
  const presellById = new Map<number, PresellInfo>(presell.infos.map((p) => [p.product_presell_id, p]));
  const presellByProduct = new Map<number, PresellInfo>(presell.infos.map((p) => [p.product_id, p]));
  const couponById = new Map(coupons.map((c) => [c.coupon_id, c]));
  const articleById = new Map<number, Article>(content.articles.map((a) => [a.article_id, a]));
  const articlesByCid = groupBy(content.articles, (a) => a.cid);
  const articleCategoryById = new Map<number, ArticleCategory>(content.categories.map((c) => [c.article_category_id, c]));
  const merchantTypeById = new Map(MERCHANT_TYPES.map((t) => [t.mer_type_id, t]));
  const merchantCategoryById = new Map(MERCHANT_CATEGORIES.map((c) => [c.merchant_category_id, c]));

  /** The store coupon a product card flags with 券 (crmeb `issetCoupon`): product coupon first, then shop coupon. */
  const couponForProduct = new Map<number, Coupon>();
  for (const product of allProducts) {
    const productCoupon = coupons.find((c) => c.type === 1 && c.product_ids.includes(product.old_product_id || product.product_id));
    const shopCoupon = coupons.find((c) => c.type === 0 && c.mer_id === product.mer_id);
    const chosen = productCoupon ?? shopCoupon;
    if (chosen) couponForProduct.set(product.product_id, chosen);
  }

  /** Products a coupon applies to (normal products only). */
  function couponProducts(coupon: Coupon): Product[] {
    switch (coupon.type) {
      case 0:
        return productsByMerchant.get(coupon.mer_id) ?? [];
      case 1:
        return coupon.product_ids.map((id) => productById.get(id)).filter((p): p is Product => p !== undefined);
      case 11: {
        const leafIds = new Set(coupon.category_ids.flatMap((id) => leavesUnder.get(id) ?? []));
        return normalProducts.filter((p) => leafIds.has(p.cate_id));
      }
      case 12:
        return normalProducts.filter((p) => coupon.merchant_ids.includes(p.mer_id));
      default:
        return normalProducts;
    }
  }

  const state: UserState = createUserState();
  seedCarts(state, normalProducts);

  return {
    startedAt,
    categories,
    merchants,
    brands,
    normalProducts,
    allProducts,
    reviews,
    coupons,
    seckillSlots: seckill.slots,
    seckillInfos: seckill.infos,
    presellInfos: presell.infos,
    articleCategories: content.categories,
    articles: content.articles,
    merchantCategories,
    merchantTypes: MERCHANT_TYPES,
    merchantSettleCategories: MERCHANT_CATEGORIES,
    parameterIds: seed.parameterIds,
    productById,
    skuByUnique,
    categoryById,
    childrenOf,
    leavesUnder,
    productsByLeaf,
    productsByMerchant,
    productsByBrand,
    merchantById,
    brandById,
    merchantCategoriesByMerchant,
    reviewsByProduct,
    seckillByProduct,
    presellById,
    presellByProduct,
    couponById,
    couponForProduct,
    articleById,
    articlesByCid,
    articleCategoryById,
    merchantTypeById,
    merchantCategoryById,
    couponProducts,
    state,
    userCounters: (principalKey: string) => userCounters(state, principalKey),
  };
}

export type CatalogStore = ReturnType<typeof createCatalogStore>;

/**
 * Demo carts: the company owner (uid 2) has 2 lines (3 pieces) in the personal cart, the company
 * account (id 1) 3 lines (5 pieces), so switching the purchasing entity visibly changes the count.
 */
export const SEEDED_CARTS: Record<string, Array<[productId: number, num: number]>> = {
  'user:2': [[1, 2], [8, 1]],
  'company:1': [[14, 2], [27, 2], [52, 1]],
};

function seedCarts(state: UserState, products: Product[]): void {
  const createTime = formatDateTime(new Date(2025, 5, 30, 9, 0, 0));
  for (const [key, lines] of Object.entries(SEEDED_CARTS)) {
    const list = state.bucket(state.carts, key);
    for (const [wanted, num] of lines) {
      // the first product from `wanted` on that has an in-stock SKU and no minimum quantity
      const product = products.find((p) => p.product_id >= wanted && p.once_min_count === 0 && p.skus.some((s) => s.stock >= 10));
      const sku = product?.skus.find((s) => s.stock >= 10);
      if (!product || !sku) continue;
      list.push({
        cart_id: state.nextId(),
        key,
        uid: uidOf(key),
        mer_id: product.mer_id,
        product_type: 0,
        product_id: product.product_id,
        product_attr_unique: sku.unique,
        cart_num: num,
        source: 0,
        source_id: 0,
        is_pay: 0,
        is_del: 0,
        is_new: 0,
        is_fail: 0,
        create_time: createTime,
      });
    }
  }
}
