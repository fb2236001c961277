// The read-only catalogue: goods, categories, merchants, brands, reviews, activities and coupon definitions,
// built once per start from a fixed seed (every start is identical) and split into small focused read models.
// Nothing a visitor changes lives here: favourites, claimed coupons and carts are in the shopping module.
import type {
  Brand,
  Category,
  Coupon,
  Merchant,
  MerchantCategory,
  MerchantOwnCategory,
  MerchantType,
  PresellInfo,
  Product,
  Review,
  SeckillInfo,
  SeckillSlot,
  Sku,
} from './catalogue-types.ts';
import { MERCHANT_CATEGORIES, MERCHANT_TYPES } from './seed/merchant-data.ts';
import { buildPresell, buildSeckill } from './seed/seed-activities.ts';
import { buildCatalogueSeed } from './seed/seed-catalogue.ts';
import { buildCoupons } from './seed/seed-coupons.ts';
import { buildReviews } from './seed/seed-reviews.ts';

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

/** Products and SKUs: normal goods plus the seckill and presell copies, with their indexes. */
export interface Goods {
  /** normal products (product_type 0): what lists and searches show */
  normalProducts: readonly Product[];
  /** normal products and activity copies */
  allProducts: readonly Product[];
  productById: ReadonlyMap<number, Product>;
  skuByUnique: ReadonlyMap<string, { product: Product; sku: Sku }>;
  productsByLeaf: ReadonlyMap<number, readonly Product[]>;
  productsByMerchant: ReadonlyMap<number, readonly Product[]>;
}

/** The three-level store category tree. */
export interface CategoryTree {
  categories: readonly Category[];
  categoryById: ReadonlyMap<number, Category>;
  /** children sorted by sort desc, then id; key 0 holds the top level */
  childrenOf: ReadonlyMap<number, readonly Category[]>;
  /** any category id → the leaf ids under it (a leaf maps to itself) */
  leavesUnder: ReadonlyMap<number, readonly number[]>;
}

/** Merchants, their in-store categories, store types and settlement categories. */
export interface MerchantDirectory {
  merchants: readonly Merchant[];
  merchantById: ReadonlyMap<number, Merchant>;
  ownCategories: readonly MerchantOwnCategory[];
  ownCategoriesByMerchant: ReadonlyMap<number, readonly MerchantOwnCategory[]>;
  types: readonly MerchantType[];
  typeById: ReadonlyMap<number, MerchantType>;
  settleCategories: readonly MerchantCategory[];
  settleCategoryById: ReadonlyMap<number, MerchantCategory>;
}

export interface BrandList {
  brands: readonly Brand[];
  brandById: ReadonlyMap<number, Brand>;
}

export interface ReviewBook {
  reviews: readonly Review[];
  /** keyed by the normal product id (activity copies share their source's reviews) */
  reviewsByProduct: ReadonlyMap<number, readonly Review[]>;
}

export interface ActivityBook {
  seckillSlots: readonly SeckillSlot[];
  seckillInfos: readonly SeckillInfo[];
  seckillByProduct: ReadonlyMap<number, SeckillInfo>;
  presellInfos: readonly PresellInfo[];
  presellById: ReadonlyMap<number, PresellInfo>;
  presellByProduct: ReadonlyMap<number, PresellInfo>;
}

/** Coupon definitions (how many are claimed is shopping state). */
export interface CouponBook {
  coupons: readonly Coupon[];
  couponById: ReadonlyMap<number, Coupon>;
  /** The store coupon a product card flags with 券 (crmeb `issetCoupon`): product coupon first, then shop coupon. */
  couponForProduct: ReadonlyMap<number, Coupon>;
  /** Products a coupon applies to (normal products only). */
  productsFor(coupon: Coupon): readonly Product[];
}

export interface Catalogue {
  /** reference time of presell phases and fixed-date coupons */
  startedAt: Date;
  goods: Goods;
  categories: CategoryTree;
  merchants: MerchantDirectory;
  brands: BrandList;
  reviews: ReviewBook;
  activities: ActivityBook;
  coupons: CouponBook;
}

export interface CatalogueOptions {
  /** reference time for presell phases and fixed-date coupons (defaults to the start time) */
  now?: Date;
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

function buildCouponBook(coupons: readonly Coupon[], goods: Goods, tree: CategoryTree): CouponBook {
  const couponForProduct = new Map<number, Coupon>();
  for (const product of goods.allProducts) {
    const productCoupon = coupons.find((c) => c.type === 1 && c.product_ids.includes(product.old_product_id || product.product_id));
    const shopCoupon = coupons.find((c) => c.type === 0 && c.mer_id === product.mer_id);
    const chosen = productCoupon ?? shopCoupon;
    if (chosen) couponForProduct.set(product.product_id, chosen);
  }
  const productsFor = (coupon: Coupon): readonly Product[] => {
    switch (coupon.type) {
      case 0:
        return goods.productsByMerchant.get(coupon.mer_id) ?? [];
      case 1:
        return coupon.product_ids.map((id) => goods.productById.get(id)).filter((p): p is Product => p !== undefined);
      case 11: {
        const leafIds = new Set(coupon.category_ids.flatMap((id) => tree.leavesUnder.get(id) ?? []));
        return goods.normalProducts.filter((p) => leafIds.has(p.cate_id));
      }
      case 12:
        return goods.normalProducts.filter((p) => coupon.merchant_ids.includes(p.mer_id));
      default:
        return goods.normalProducts;
    }
  };
  return { coupons, couponById: new Map(coupons.map((c) => [c.coupon_id, c])), couponForProduct, productsFor };
}

export function createCatalogue(options: CatalogueOptions = {}): Catalogue {
  const startedAt = options.now ?? new Date();
  const seed = buildCatalogueSeed();
  const reviews = buildReviews(seed.products);
  const seckill = buildSeckill(seed.products);
  const presell = buildPresell(seed.products, startedAt);
  const normalProducts = seed.products;
  const allProducts = [...normalProducts, ...seckill.copies, ...presell.copies];

  const skuByUnique = new Map<string, { product: Product; sku: Sku }>();
  for (const product of allProducts) for (const sku of product.skus) skuByUnique.set(sku.unique, { product, sku });
  const goods: Goods = {
    normalProducts,
    allProducts,
    productById: new Map(allProducts.map((p) => [p.product_id, p])),
    skuByUnique,
    productsByLeaf: groupBy(normalProducts, (p) => p.cate_id),
    productsByMerchant: groupBy(normalProducts, (p) => p.mer_id),
  };
  const categories = buildCategoryTree(seed.categories);
  const merchants: MerchantDirectory = {
    merchants: seed.merchants,
    merchantById: new Map(seed.merchants.map((m) => [m.mer_id, m])),
    ownCategories: seed.merchantCategories,
    ownCategoriesByMerchant: groupBy(seed.merchantCategories, (c) => c.mer_id),
    types: MERCHANT_TYPES,
    typeById: new Map(MERCHANT_TYPES.map((t) => [t.mer_type_id, t])),
    settleCategories: MERCHANT_CATEGORIES,
    settleCategoryById: new Map(MERCHANT_CATEGORIES.map((c) => [c.merchant_category_id, c])),
  };
  const activities: ActivityBook = {
    seckillSlots: seckill.slots,
    seckillInfos: seckill.infos,
    seckillByProduct: new Map(seckill.infos.map((s) => [s.product_id, s])),
    presellInfos: presell.infos,
    presellById: new Map(presell.infos.map((p) => [p.product_presell_id, p])),
    presellByProduct: new Map(presell.infos.map((p) => [p.product_id, p])),
  };
  return {
    startedAt,
    goods,
    categories,
    merchants,
    brands: { brands: seed.brands, brandById: new Map(seed.brands.map((b) => [b.brand_id, b])) },
    reviews: { reviews, reviewsByProduct: groupBy(reviews, (r) => r.product_id) },
    activities,
    coupons: buildCouponBook(buildCoupons(seed.merchants, seed.products, startedAt), goods, categories),
  };
}
