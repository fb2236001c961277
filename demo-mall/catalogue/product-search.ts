// The product query service behind /api/product/spu/* and the merchant product lists: parameters checked with
// zod into a ProductQuery, then answered in SQL over the catalogue tables (product-query-sql.ts): a page and its
// count, or the facets of the whole result (brands, parameter values), never the whole result in memory.
//
// filter_params (parameter filters) is stock CRMEB-MER's JSON object of parameter id → values,
//   {"1": ["70g", "80g"], "2": ["A4"]}
// or a JSON array, one entry per parameter row:
//   [{"parameter_id": 1, "value": ["70g", "80g"]}, {"name": "纸张尺寸", "value": "A4"}]
// An entry names its parameter by parameter_id or by name; `value` (or `values`) is a string or a
// list. Values within one entry are alternatives (OR); entries must all match (AND). Malformed
// JSON is ignored, as an unknown filter would be.
import { toFen, type Fen } from '#shared/money.ts';
import { field, int, intList, joined, num, paramsOf } from '../core/param-schemas.ts';
import type { Params } from '../core/params.ts';
import type { DemoMallDatabase } from '../db/database.ts';
import type { Catalogue, CouponScope } from './catalogue-shape.ts';
import type { ParamFilter, ProductOrder, ProductQuery } from './product-query.ts';
import type { Product } from './catalogue-types.ts';
import { createProductQueries } from './product-query-sql.ts';
import { type ParameterCatalogue, readParameterCatalogue } from './views/param-filter-rows.ts';

export type { ParamFilter, ProductOrder, ProductQuery } from './product-query.ts';

const ORDERS = new Set<ProductOrder>(['', 'star', 'sales', 'rate', 'price_asc', 'price_desc', 'is_new', 'create_time', 'rank', 'sort']);

/** The query narrowed to a coupon's scope: both must hold (sets intersect, two different merchants find nothing). */
function within(q: ProductQuery, scope: CouponScope): ProductQuery {
  const meet = (a: Set<number> | null, b: Set<number> | undefined): Set<number> | null =>
    b === undefined ? a : a === null ? b : new Set([...a].filter((id) => b.has(id)));
  const merId = scope.merId ?? null;
  return {
    ...q,
    leafIds: meet(q.leafIds, scope.leafIds ?? undefined),
    productIds: meet(q.productIds, scope.productIds ?? undefined),
    merIds: meet(q.merIds, scope.merIds ?? undefined),
    merId: merId === null ? q.merId : q.merId === null || q.merId === merId ? merId : -1,
  };
}

export function parseFilterParams(raw: unknown): ParamFilter[] {
  let value: unknown = raw;
  if (typeof raw === 'string') {
    if (raw.trim() === '') return [];
    try {
      value = JSON.parse(raw);
    } catch {
      return [];
    }
  }
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    value = Object.entries(value).map(([id, values]) => ({ parameter_id: id, value: values }));
  }
  if (!Array.isArray(value)) return [];
  const filters: ParamFilter[] = [];
  for (const entry of value) {
    if (!entry || typeof entry !== 'object') continue;
    const e = entry as Record<string, unknown>;
    const rawValues = e.value ?? e.values;
    const list = (Array.isArray(rawValues) ? rawValues : [rawValues])
      .filter((v) => v !== undefined && v !== null && String(v) !== '')
      .map(String);
    if (list.length === 0) continue;
    const id = Number(e.parameter_id);
    filters.push({
      parameterId: Number.isFinite(id) && id > 0 ? id : null,
      name: typeof e.name === 'string' && e.name ? e.name : null,
      values: new Set(list),
    });
  }
  return filters;
}

const ProductQueryParams = paramsOf({
  keyword: joined,
  cate_id: intList,
  cate_pid: intList,
  pid: intList,
  brand_id: intList,
  mer_type_id: intList,
  mer_cate_id: intList,
  product_ids: intList,
  order: joined,
  mer_id: int(0),
  is_trader: joined,
  price_on: num,
  price_off: num,
  filter_params: field(parseFilterParams),
});

/**
 * `soldOut` names the products whose SKUs orders have reserved down to nothing (the trade module's stock ledger):
 * the tables hold the seed's stock, so an in-stock list leaves those out as well.
 */
export function createProductSearch(db: DemoMallDatabase, catalogue: Catalogue, soldOut: () => readonly number[] = () => []) {
  const { categories, merchants } = catalogue;

  const leafSet = (ids: number[]): Set<number> | null =>
    ids.length === 0 ? null : new Set(ids.flatMap((id) => categories.leavesUnder.get(id) ?? []));

  function merchantCategorySet(ids: number[]): Set<number> | null {
    if (ids.length === 0) return null;
    const result = new Set<number>();
    for (const id of ids) {
      result.add(id);
      for (const c of merchants.ownCategories) if (c.pid === id) result.add(c.store_category_id);
    }
    return result;
  }

  /** The query a list's parameters ask for; `defaults` win over the parameters. */
  function parse(params: Params, defaults: Partial<ProductQuery> = {}): ProductQuery {
    const p = ProductQueryParams.parse(params);
    const order = p.order as ProductOrder;
    return {
      keyword: p.keyword,
      leafIds: leafSet([...p.cate_id, ...p.cate_pid, ...p.pid]),
      brandIds: p.brand_id.length ? new Set(p.brand_id) : null,
      merTypeIds: p.mer_type_id.length ? new Set(p.mer_type_id) : null,
      merId: p.mer_id > 0 ? p.mer_id : null,
      merCateIds: merchantCategorySet(p.mer_cate_id),
      productIds: p.product_ids.length ? new Set(p.product_ids) : null,
      merIds: null,
      flag: null,
      inStock: false,
      isTrader: p.is_trader === '1',
      priceOn: p.price_on === null ? null : toFen(p.price_on),
      priceOff: p.price_off === null ? null : toFen(p.price_off),
      filters: p.filter_params,
      order: ORDERS.has(order) ? order : '',
      ...defaults,
    };
  }

  const sql = createProductQueries(db, catalogue, soldOut);
  let parameters: ParameterCatalogue | undefined;
  return {
    parse,
    within,
    /** the SQL of each statement for a query (the query-plan test) */
    statements: sql.texts,
    /** every parameter's name and values over the whole catalogue (read once: the tables never change) */
    parameterCatalogue: (): ParameterCatalogue => {
      parameters ??= readParameterCatalogue(db);
      return parameters;
    },
    /** one page of the products found, in the query's order, and how many were found */
    page: (q: ProductQuery, page: number, limit: number): { count: number; list: Product[] } => {
      const found = sql.page(q, page, limit);
      return { count: found.count, list: catalogue.goods.productsByIds(found.ids) };
    },
    /** the first `count` products found, in the query's order */
    top: (q: ProductQuery, count: number): Product[] => catalogue.goods.productsByIds(sql.page(q, 1, count).ids),
    count: (q: ProductQuery): number => sql.count(q),
    /** a coupon strip's goods: in stock by the seed, meeting `minPrice` first, best sellers next (coupon-showcase.ts) */
    showcase: (q: ProductQuery, minPrice: Fen, limit: number): Product[] => catalogue.goods.productsByIds(sql.showcase(q, minPrice, limit)),
    /** brand ids of the products found (the brand chips) */
    brandIds: (q: ProductQuery): Set<number> => new Set(sql.brandIds(q)),
    /** the parameter values the products found carry */
    paramValues: (q: ProductQuery) => sql.paramValues(q),
    /** the query for every normal product under a category (any level) */
    inCategory: (categoryId: number): ProductQuery => parse({ cate_pid: String(categoryId) }),
  };
}

export type ProductSearch = ReturnType<typeof createProductSearch>;
