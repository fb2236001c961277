// The product query service behind /api/product/spu/* and the merchant product lists: parameters checked with
// zod into a ProductQuery, then filtered over the catalogue's indexes and sorted.
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
import type { Catalogue } from './catalogue.ts';
import type { Product } from './catalogue-types.ts';

export interface ParamFilter {
  parameterId: number | null;
  name: string | null;
  values: Set<string>;
}

export type ProductOrder = '' | 'star' | 'sales' | 'rate' | 'price_asc' | 'price_desc' | 'is_new' | 'create_time' | 'rank' | 'sort';

export interface ProductQuery {
  keyword: string;
  leafIds: Set<number> | null;
  brandIds: Set<number> | null;
  merTypeIds: Set<number> | null;
  merId: number | null;
  merCateIds: Set<number> | null;
  productIds: Set<number> | null;
  isTrader: boolean;
  /** price range in fen; priceOff 0 means no upper bound */
  priceOn: Fen | null;
  priceOff: Fen | null;
  filters: ParamFilter[];
  order: ProductOrder;
}

const ORDERS = new Set<ProductOrder>(['', 'star', 'sales', 'rate', 'price_asc', 'price_desc', 'is_new', 'create_time', 'rank', 'sort']);

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

function matchesKeyword(p: Product, keyword: string): boolean {
  if (!keyword) return true;
  if (/^\d+$/.test(keyword) && Number(keyword) === p.product_id) return true;
  return keyword
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((token) => p.search_text.includes(token));
}

function matchesFilters(p: Product, filters: ParamFilter[]): boolean {
  return filters.every((f) =>
    p.params.some(
      (param) => (f.parameterId !== null ? param.parameter_id === f.parameterId : param.name === f.name) && f.values.has(param.value),
    ),
  );
}

type Comparator = (a: Product, b: Product) => number;

const COMPARATORS: Record<ProductOrder, Comparator> = {
  '': (a, b) => b.star - a.star || b.sort - a.sort,
  star: (a, b) => b.star - a.star || b.rank - a.rank,
  sales: (a, b) => b.sales - a.sales,
  rate: (a, b) => b.rate - a.rate || b.reply_count - a.reply_count,
  price_asc: (a, b) => a.price - b.price,
  price_desc: (a, b) => b.price - a.price,
  is_new: (a, b) => b.is_new - a.is_new || (a.create_time < b.create_time ? 1 : a.create_time > b.create_time ? -1 : 0),
  create_time: (a, b) => (a.create_time < b.create_time ? 1 : a.create_time > b.create_time ? -1 : 0),
  rank: (a, b) => b.rank - a.rank,
  sort: (a, b) => b.sort - a.sort,
};

/** Sorts a copy; ties broken by product id so pages never overlap. */
export function sortProducts(products: readonly Product[], order: ProductOrder): Product[] {
  const compare = COMPARATORS[order];
  return [...products].sort((a, b) => compare(a, b) || a.product_id - b.product_id);
}

export function createProductSearch(catalogue: Catalogue) {
  const { goods, categories, merchants } = catalogue;

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
      isTrader: p.is_trader === '1',
      priceOn: p.price_on === null ? null : toFen(p.price_on),
      priceOff: p.price_off === null ? null : toFen(p.price_off),
      filters: p.filter_params,
      order: ORDERS.has(order) ? order : '',
      ...defaults,
    };
  }

  function filter(base: readonly Product[], q: ProductQuery): Product[] {
    let source: readonly Product[] = base;
    // narrow by the category index first: the cheapest and most selective filter
    if (q.leafIds && base === goods.normalProducts) source = [...q.leafIds].flatMap((id) => goods.productsByLeaf.get(id) ?? []);
    return source.filter((p) => {
      if (q.leafIds && !q.leafIds.has(p.cate_id)) return false;
      if (q.brandIds && !q.brandIds.has(p.brand_id)) return false;
      if (q.merId !== null && p.mer_id !== q.merId) return false;
      if (q.merCateIds && !q.merCateIds.has(p.mer_cate_id)) return false;
      if (q.productIds && !q.productIds.has(p.product_id)) return false;
      if (q.priceOn !== null && p.price < q.priceOn) return false;
      if (q.priceOff !== null && q.priceOff > 0 && p.price > q.priceOff) return false;
      if (q.isTrader || q.merTypeIds) {
        const m = merchants.merchantById.get(p.mer_id);
        if (!m) return false;
        if (q.isTrader && m.is_trader !== 1) return false;
        if (q.merTypeIds && !q.merTypeIds.has(m.type_id)) return false;
      }
      if (q.filters.length && !matchesFilters(p, q.filters)) return false;
      return matchesKeyword(p, q.keyword);
    });
  }

  return {
    parse,
    filter,
    /** filtered, then sorted by the query's order */
    query: (base: readonly Product[], q: ProductQuery): Product[] => sortProducts(filter(base, q), q.order),
    /** every normal product under a category (any level), unsorted */
    inCategory: (categoryId: number): Product[] => filter(goods.normalProducts, parse({ cate_pid: String(categoryId) })),
  };
}

export type ProductSearch = ReturnType<typeof createProductSearch>;
