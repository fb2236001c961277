// Row shapes both catalogue seeds (the small default one and the large one) build the same way.
import { toFen } from '#shared/money.ts';
import { assetUrl } from '../../core/pictures.ts';
import { type Rng, roundMoney } from '../../core/prng.ts';
import type { Category, Merchant, MerchantOwnCategory, Product, Sku } from '../catalogue-types.ts';

/** Shop prices: whole yuan above 100, one decimal below. */
export function shopPrice(value: number): number {
  return value >= 100 ? Math.round(value) : roundMoney(Math.round(value * 10) / 10);
}

/** A store category at the end of `path` ([top], [top, mid] or [top, mid, leaf]); its level is the path's length. */
export function categoryNode(path: number[], cateName: string, sort: number, isHot: 0 | 1): Category {
  const id = path[path.length - 1] ?? 0;
  return {
    store_category_id: id,
    pid: path[path.length - 2] ?? 0,
    cate_name: cateName,
    level: path.length as Category['level'],
    path,
    sort,
    pic: assetUrl('category', id),
    is_show: 1,
    is_hot: isHot,
  };
}

/** A product's prices from its cheapest SKU, its stock and sales summed over the SKUs, and its seeded scores. */
export function productFigures(skus: readonly Sku[], rng: Rng) {
  const cheapest = skus.reduce((a, b) => (b.price < a.price ? b : a));
  return {
    price: cheapest.price,
    ot_price: cheapest.ot_price,
    cost: cheapest.cost,
    svip_price: cheapest.svip_price,
    stock: skus.reduce((sum, s) => sum + s.stock, 0),
    sales: skus.reduce((sum, s) => sum + s.sales, 0),
    rate: 5,
    star: rng.int(1, 5),
    rank: rng.int(0, 100),
    sort: rng.int(0, 999),
    reply_count: 0,
  };
}

/**
 * The merchants' own categories, copied from the store categories they sell in: one row per (merchant, store
 * category), numbered in the order first asked for. A top category (pid 0) has no source; a middle one names its own.
 */
export function ownCategoryBook() {
  const rows: MerchantOwnCategory[] = [];
  const ids = new Map<string, number>();
  const idOf = (merId: number, source: Pick<Category, 'store_category_id' | 'cate_name' | 'sort' | 'pic'>, pid: number) => {
    const key = `${merId}:${source.store_category_id}`;
    let id = ids.get(key);
    if (id === undefined) {
      id = rows.length + 1;
      ids.set(key, id);
      rows.push({
        store_category_id: id,
        pid,
        cate_name: source.cate_name,
        mer_id: merId,
        sort: source.sort,
        pic: source.pic,
        source_id: pid === 0 ? 0 : source.store_category_id,
      });
    }
    return id;
  };
  /** the merchant's own middle category for a store (top, mid) pair, made with its top on first use */
  const midOf = (merId: number, top: Category, mid: Category) => idOf(merId, mid, idOf(merId, top, 0));
  return { rows, midOf };
}

/** The home page's flags, each drawn with the same chance. */
export function productFlags(rng: Rng, chance: number): Pick<Product, 'is_hot' | 'is_best' | 'is_good'> {
  return {
    is_hot: rng.chance(chance) ? 1 : 0,
    is_best: rng.chance(chance) ? 1 : 0,
    is_good: rng.chance(chance) ? 1 : 0,
  };
}

/** Per-order quantity limits; a maximum makes the product limited (pay_limit 1). */
export function orderLimits(min: number, max: number): Pick<Product, 'once_min_count' | 'once_max_count' | 'pay_limit'> {
  return { once_min_count: min, once_max_count: max, pay_limit: max > 0 ? 1 : 0 };
}

/** Guarantee and freight terms: traders get template 1; 99 yuan and up ships free. */
export function shippingTerms(
  merchant: Merchant,
  cheapestFen: number,
  rng: Rng,
): Pick<Product, 'guarantee_template_id' | 'temp_id' | 'care_count' | 'delivery_free'> {
  return {
    guarantee_template_id: merchant.is_trader ? 1 : (merchant.mer_id % 2) + 2,
    temp_id: cheapestFen >= 9_900 ? 1 : 2,
    care_count: rng.int(0, 800),
    delivery_free: cheapestFen >= 9_900 ? 1 : 0,
  };
}

/** A SKU's prices in fen from its shop price in yuan: list price drawn 12–42% above, cost 68%, SVIP 95%. */
export function skuPrices(price: number, rng: Rng) {
  return {
    price: toFen(price),
    ot_price: toFen(shopPrice(price * (1.12 + rng.next() * 0.3))),
    cost: toFen(roundMoney(price * 0.68)),
    svip_price: toFen(roundMoney(price * 0.95)),
  };
}
