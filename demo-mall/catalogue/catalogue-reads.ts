// Products and SKUs read from the catalogue tables by prepared statements (docs/adr/0080). A product is rebuilt
// from its row and its SKU rows; the last few hundred read are kept in a small LRU, so a page that asks for the
// same product many times (cart, order lines, pictures) costs one read. Nothing grows with the catalogue here.
import type { DemoMallDatabase } from '../db/database.ts';
import type { Product, Sku } from './catalogue-types.ts';

/** A read-only keyed lookup (what a Map offers for reading one key). */
export interface Lookup<K, V> {
  get(key: K): V | undefined;
  has(key: K): boolean;
}

export interface SkuHit {
  product: Product;
  sku: Sku;
}

/** Products and SKUs: normal goods (product_type 0) and the seckill and presell copies. */
export interface Goods {
  productById: Lookup<number, Product>;
  skuByUnique: Lookup<string, SkuHit>;
  /** the products of these ids that exist, in the order asked */
  productsByIds(ids: readonly number[]): Product[];
  /** every normal product from `fromId` on in id order, read a page at a time (part-number indexes, demo carts, tests) */
  eachNormalProduct(fromId?: number): Generator<Product>;
  /** how many normal products a merchant sells */
  countOfMerchant(merId: number): number;
  /** a merchant's best-selling normal products (stock or not), most sales first */
  bestSellersOf(merId: number, count: number): Product[];
}

const LRU_SIZE = 500;
const SCAN_PAGE = 500;

/** A bounded map that forgets the least recently read entry first. */
function createLru<K, V>(size: number) {
  const map = new Map<K, V>();
  return {
    get(key: K): V | undefined {
      const value = map.get(key);
      if (value !== undefined) {
        map.delete(key);
        map.set(key, value);
      }
      return value;
    },
    set(key: K, value: V): void {
      map.set(key, value);
      if (map.size > size) map.delete(map.keys().next().value as K);
    },
  };
}

interface ProductRow {
  doc: string;
}

/** Large-seed products store no description: it is written from their parameters when read. */
export type DescriptionOf = (product: Product) => string;

export function createGoods(db: DemoMallDatabase, descriptionOf: DescriptionOf): Goods {
  const productStatement = db.prepare('SELECT doc FROM catalogue_products WHERE product_id = ?');
  const skusStatement = db.prepare('SELECT doc FROM catalogue_skus WHERE product_id = ? ORDER BY position');
  const skuStatement = db.prepare('SELECT product_id FROM catalogue_skus WHERE sku_unique = ?');
  const scanStatement = db.prepare(
    'SELECT product_id FROM catalogue_products WHERE product_type = 0 AND product_id > ? ORDER BY product_id LIMIT ?',
  );
  const merchantCount = db.prepare('SELECT count(*) FROM catalogue_products WHERE mer_id = ? AND product_type = 0').pluck();
  const bestSellers = db
    .prepare('SELECT product_id FROM catalogue_products WHERE mer_id = ? AND product_type = 0 ORDER BY sales DESC, product_id LIMIT ?')
    .pluck();
  const cache = createLru<number, Product>(LRU_SIZE);

  const read = (id: number): Product | undefined => {
    const cached = cache.get(id);
    if (cached) return cached;
    const row = productStatement.get(id) as ProductRow | undefined;
    if (!row) return undefined;
    const product = JSON.parse(row.doc) as Product;
    product.skus = (skusStatement.all(id) as ProductRow[]).map((r) => JSON.parse(r.doc) as Sku);
    product.search_text = '';
    if (product.content === '') product.content = descriptionOf(product);
    cache.set(id, product);
    return product;
  };
  const productById: Lookup<number, Product> = { get: read, has: (id) => read(id) !== undefined };
  const skuOf = (unique: string): SkuHit | undefined => {
    const row = skuStatement.get(unique) as { product_id: number } | undefined;
    const product = row ? read(row.product_id) : undefined;
    const sku = product?.skus.find((s) => s.unique === unique);
    return product && sku ? { product, sku } : undefined;
  };
  return {
    productById,
    skuByUnique: { get: skuOf, has: (unique) => skuOf(unique) !== undefined },
    productsByIds: (ids) => ids.map(read).filter((p): p is Product => p !== undefined),
    countOfMerchant: (merId) => merchantCount.get(merId) as number,
    bestSellersOf: (merId, count) => (bestSellers.all(merId, count) as number[]).map(read).filter((p): p is Product => p !== undefined),
    *eachNormalProduct(fromId = 1) {
      let after = fromId - 1;
      for (;;) {
        const ids = (scanStatement.all(after, SCAN_PAGE) as Array<{ product_id: number }>).map((r) => r.product_id);
        if (ids.length === 0) return;
        for (const id of ids) {
          const product = read(id);
          if (product) yield product;
        }
        after = ids[ids.length - 1] as number;
      }
    },
  };
}
