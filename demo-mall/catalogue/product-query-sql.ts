// A ProductQuery in SQL: its WHERE clause over catalogue_products (each filter an indexed column or an indexed
// sub-select), its ORDER BY (the in-memory comparators of before, ties broken by product id so pages never
// overlap), and the statements of a page, a count and the facets. Search words go through FTS5 trigram indexes
// (docs/adr/0080).
import type { Statement } from 'better-sqlite3';
import type { DemoMallDatabase } from '../db/database.ts';
import type { Catalogue } from './catalogue-shape.ts';
import { doubled } from './seed/catalogue-writer.ts';
import type { ProductOrder, ProductQuery } from './product-query.ts';

const ORDER_BY: Record<ProductOrder, string> = {
  '': 'star DESC, sort DESC, product_id',
  star: 'star DESC, rank DESC, product_id',
  sales: 'sales DESC, product_id',
  rate: 'rate DESC, reply_count DESC, product_id',
  price_asc: 'price, product_id',
  price_desc: 'price DESC, product_id',
  is_new: 'is_new DESC, create_time DESC, product_id',
  create_time: 'create_time DESC, product_id',
  rank: 'rank DESC, product_id',
  sort: 'sort DESC, product_id',
};

type Binding = number | string;

interface Where {
  sql: string;
  args: Binding[];
}

const idList = (ids: Iterable<number>): string => JSON.stringify([...ids]);
const inList = (column: string, ids: Iterable<number>): Where => ({
  sql: `${column} IN (SELECT value FROM json_each(?))`,
  args: [idList(ids)],
});

/** An FTS5 phrase: the word in double quotes, quotes doubled (a trigram phrase matches as a substring). */
const phrase = (word: string): string => `"${word.replaceAll('"', '""')}"`;

/**
 * The search words as SQL. Words of three characters or more go through the trigram index, two-character words
 * through the index of doubled text; one-character words cannot use an index and are matched with instr() over the
 * rows the other words found, or over all rows when they stand alone.
 */
function keywordWhere(keyword: string): Where | null {
  const words = keyword.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return null;
  const long = words.filter((w) => [...w].length >= 3);
  const pairs = words.filter((w) => [...w].length === 2);
  const single = words.filter((w) => [...w].length === 1);
  const parts: string[] = [];
  const args: Binding[] = [];
  if (long.length > 0) {
    parts.push('catalogue_search MATCH ?');
    args.push(long.map(phrase).join(' AND '));
  }
  if (pairs.length > 0) {
    parts.push('rowid IN (SELECT rowid FROM catalogue_search_pairs WHERE catalogue_search_pairs MATCH ?)');
    args.push(pairs.map((w) => phrase(doubled(w))).join(' AND '));
  }
  for (const word of single) {
    parts.push('instr(text, ?) > 0');
    args.push(word);
  }
  const found = `product_id IN (SELECT rowid FROM catalogue_search WHERE ${parts.join(' AND ')})`;
  // a number alone also names a product id, as it always did
  if (/^\d+$/.test(keyword.trim())) return { sql: `(${found} OR product_id = ?)`, args: [...args, Number(keyword.trim())] };
  return { sql: found, args };
}

export function createProductQueries(db: DemoMallDatabase, catalogue: Catalogue, soldOut: () => readonly number[]) {
  const { merchants } = catalogue;
  const parameterIdOf = new Map(
    (db.prepare('SELECT parameter_id, name FROM catalogue_parameters').all() as Array<{ parameter_id: number; name: string }>).map((r) => [
      r.name,
      r.parameter_id,
    ]),
  );

  function where(q: ProductQuery): Where {
    const parts: Where[] = [{ sql: 'product_type = 0', args: [] }];
    if (q.leafIds) parts.push(inList('cate_id', q.leafIds));
    if (q.brandIds) parts.push(inList('brand_id', q.brandIds));
    if (q.merId !== null) parts.push({ sql: 'mer_id = ?', args: [q.merId] });
    if (q.merIds) parts.push(inList('mer_id', q.merIds));
    if (q.merCateIds) parts.push(inList('mer_cate_id', q.merCateIds));
    if (q.productIds) parts.push(inList('product_id', q.productIds));
    if (q.priceOn !== null) parts.push({ sql: 'price >= ?', args: [q.priceOn] });
    if (q.priceOff !== null && q.priceOff > 0) parts.push({ sql: 'price <= ?', args: [q.priceOff] });
    if (q.isTrader || q.merTypeIds) {
      const ids = merchants.merchants
        .filter((m) => (!q.isTrader || m.is_trader === 1) && (!q.merTypeIds || q.merTypeIds.has(m.type_id)))
        .map((m) => m.mer_id);
      parts.push(inList('mer_id', ids));
    }
    if (q.flag) parts.push({ sql: `${q.flag} = 1`, args: [] });
    if (q.inStock) {
      parts.push({ sql: 'stock > 0', args: [] });
      const gone = soldOut();
      if (gone.length > 0) parts.push({ sql: 'product_id NOT IN (SELECT value FROM json_each(?))', args: [idList(gone)] });
    }
    for (const f of q.filters) {
      const parameterId = f.parameterId ?? (f.name !== null ? (parameterIdOf.get(f.name) ?? 0) : 0);
      parts.push({
        sql: 'product_id IN (SELECT product_id FROM catalogue_product_params WHERE parameter_id = ? AND value IN (SELECT value FROM json_each(?)))',
        args: [parameterId, JSON.stringify([...f.values])],
      });
    }
    const keyword = keywordWhere(q.keyword);
    if (keyword) parts.push(keyword);
    return { sql: parts.map((p) => p.sql).join(' AND '), args: parts.flatMap((p) => p.args) };
  }

  /** Each statement's SQL and its bindings (the query-plan test reads them too). */
  const texts = {
    page: (q: ProductQuery, limit: number, offset: number): Where => {
      const w = where(q);
      return {
        sql: `SELECT product_id FROM catalogue_products WHERE ${w.sql} ORDER BY ${ORDER_BY[q.order]} LIMIT ? OFFSET ?`,
        args: [...w.args, limit, offset],
      };
    },
    count: (q: ProductQuery): Where => {
      const w = where(q);
      return { sql: `SELECT count(*) FROM catalogue_products WHERE ${w.sql}`, args: w.args };
    },
    brandIds: (q: ProductQuery): Where => {
      const w = where(q);
      return { sql: `SELECT DISTINCT brand_id FROM catalogue_products WHERE ${w.sql}`, args: w.args };
    },
    paramValues: (q: ProductQuery): Where => {
      const w = where(q);
      return {
        sql: `SELECT parameter_id, value FROM catalogue_product_params WHERE product_id IN (SELECT product_id FROM catalogue_products WHERE ${w.sql}) GROUP BY parameter_id, value`,
        args: w.args,
      };
    },
    showcase: (q: ProductQuery, minPrice: number, limit: number): Where => {
      const w = where(q);
      return {
        sql: `SELECT product_id FROM catalogue_products WHERE ${w.sql} AND stock > 0 ORDER BY price < ?, sales DESC, product_id LIMIT ?`,
        args: [...w.args, minPrice, limit],
      };
    },
  };

  // Statements are prepared once per distinct SQL text (a handful of shapes: the id lists are bound as JSON).
  const prepared = new Map<string, Statement<Binding[]>>();
  const statement = (sql: string) => {
    let found = prepared.get(sql);
    if (!found) {
      found = db.prepare<Binding[]>(sql);
      prepared.set(sql, found);
    }
    return found;
  };
  const ids = (w: Where): number[] =>
    statement(w.sql)
      .pluck()
      .all(...w.args) as number[];
  const count = (q: ProductQuery): number => {
    const w = texts.count(q);
    return statement(w.sql)
      .pluck()
      .get(...w.args) as number;
  };

  return {
    texts,
    page: (q: ProductQuery, page: number, limit: number): { count: number; ids: number[] } => ({
      count: count(q),
      ids: ids(texts.page(q, limit, Math.max(0, (page - 1) * limit))),
    }),
    showcase: (q: ProductQuery, minPrice: number, limit: number): number[] => ids(texts.showcase(q, minPrice, limit)),
    count,
    brandIds: (q: ProductQuery): number[] => ids(texts.brandIds(q)),
    paramValues(q: ProductQuery): Array<{ parameter_id: number; value: string }> {
      const w = texts.paramValues(q);
      return statement(w.sql).all(...w.args) as Array<{ parameter_id: number; value: string }>;
    },
  };
}
