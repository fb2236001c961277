// The catalogue's read models as types: what createCatalogue (catalogue.ts) answers and what the readers over it
// (product search, the SQL behind it, seeding) take, apart from the code that builds them so none imports the other.
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
} from './catalogue-types.ts';
import type { Goods } from './catalogue-reads.ts';
import type { ProductQuery } from './product-query.ts';

export type { Goods };

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
  /** the seed's reviews of a normal product, newest first (activity copies share their source's reviews) */
  reviewsOf(productId: number): Review[];
}

/** The part of a product query a coupon fixes. */
export type CouponScope = Partial<Pick<ProductQuery, 'merId' | 'productIds' | 'leafIds' | 'merIds'>>;

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
  couponFor(product: Product): Coupon | undefined;
  /** The query of the products a coupon applies to (normal products only), for the product search. */
  scopeOf(coupon: Coupon): CouponScope;
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
