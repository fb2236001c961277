// /goods_search?title=<keyword>: search results (20 per page) with the matching-stores strip.
import type { PageContextServer } from 'vike/types';
import { loadListing } from '#web/features/browse/listing/load-listing.ts';
import { listingSearch } from '#web/features/browse/listing/listing-query.ts';
import { EMPTY_PAGE, type MerchantRow, type Paged } from '#web/features/browse/types.ts';

const SEARCH_PAGE_SIZE = 20;

export type Data = Awaited<ReturnType<typeof data>>;

export async function data(pageContext: PageContextServer) {
  const keyword = (pageContext.urlParsed.search.title ?? '').trim();
  const base = { title: keyword };
  const [listing, stores] = await Promise.all([
    loadListing(pageContext, { path: '/api/product/spu/lst', extra: { keyword, common: 1 }, base, limit: SEARCH_PAGE_SIZE, cateId: '' }),
    keyword
      ? pageContext.mall.getOr<Paged<MerchantRow>>('/api/store/merchant/lst', EMPTY_PAGE, { keyword, page: 1, limit: 3 })
      : Promise.resolve(EMPTY_PAGE),
  ]);
  return {
    ...listing,
    meta: {
      title: keyword ? `${keyword} 搜索结果` : '商品搜索',
      description: keyword ? `“${keyword}”相关商品 ${listing.products.count} 件。` : '搜索商品',
      canonical: `${listing.pathname}${listingSearch(base, listing.state)}`,
    },
    heading: keyword ? `“${keyword}”的搜索结果` : '全部商品',
    breadcrumb: [{ label: '首页', href: '/' }, { label: '搜索结果' }, ...(keyword ? [{ label: keyword }] : [])],
    emptyText: '抱歉，没有找到您搜索的相关商品~',
    stores: stores.list ?? [],
  };
}
