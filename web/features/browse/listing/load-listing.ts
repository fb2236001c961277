// Server side of every filterable listing: products, brand chips, store types and parameter rows are
// read in parallel with the visitor's own URL state.
import type { PageContextServer } from 'vike/types';
import type { MallQuery } from '#shared/api/mall-reader.ts';
import { cardViews } from '../../goods/card-view.ts';
import { viewerFor } from '../../goods/price/page-agreements.server.ts';
import { EMPTY_PAGE, type Paged, type SpuItem } from '../types.ts';
import { parseListingState, toMallQuery, type BaseQuery } from './listing-query.ts';
import type { BrandChip, ListingData, MerTypeChip } from './listing-types.ts';
import { paramRowsOf } from './param-rows.ts';

export interface ListingSource {
  /** mall path of the product list */
  path: string;
  /** extra mall parameters (cate_pid, keyword, coupon_id, ...) */
  extra: MallQuery;
  /** page keys kept in every link */
  base: BaseQuery;
  limit: number;
  /** category for the brand and parameter rows ('' for all) */
  cateId: string;
}

export async function loadListing(
  pageContext: PageContextServer,
  source: ListingSource,
): Promise<Pick<ListingData, 'pathname' | 'base' | 'state' | 'limit' | 'products' | 'brands' | 'merTypes' | 'paramRows'>> {
  const { urlParsed, mall } = pageContext;
  const state = parseListingState(urlParsed.search, urlParsed.searchAll);
  const [products, brands, merTypes, paramRows] = await Promise.all([
    mall.getOr<Paged<SpuItem>>(source.path, EMPTY_PAGE, { ...source.extra, ...toMallQuery(state, source.limit) }),
    // the brands of the products found, as the parameter rows below (a search for 打印机 offers printer brands only)
    mall.getOr<Paged<BrandChip>>('/api/store/product/brand/lst', EMPTY_PAGE, {
      page: 1,
      limit: 999,
      pid: source.cateId,
      keyword: source.extra.keyword ?? '',
    }),
    mall.getOr<MerTypeChip[]>('/api/intention/type', []),
    // facets of the products found: the listing's category and its search words (docs/screens.md a.3)
    mall.getOr<unknown>('/api/product/spu/params', [], { cate_pid: source.cateId, keyword: source.extra.keyword ?? '', is_pc: 1 }),
  ]);
  const rows = Array.isArray(products.list) ? products.list : [];
  const viewer = await viewerFor(pageContext, rows);
  return {
    pathname: urlParsed.pathname,
    base: source.base,
    state,
    limit: source.limit,
    // cut to what a product card shows: the rows are serialised into the HTML for hydration
    products: {
      count: Number(products.count) || 0,
      list: cardViews(rows, viewer),
    },
    brands: (brands.list ?? []).map(({ brand_id, brand_name }) => ({ brand_id, brand_name })),
    merTypes: (Array.isArray(merTypes) ? merTypes : []).map(({ mer_type_id, type_name }) => ({ mer_type_id, type_name })),
    paramRows: paramRowsOf(paramRows),
  };
}
