// /goods_label?label_id=&name=: products carrying a store label (CRMEB's store_label_id filter).
import type { PageContextServer } from 'vike/types';
import { loadListing } from '#web/features/browse/listing/load-listing.ts';
import { listingSearch } from '#web/features/browse/listing/listing-query.ts';

export type Data = Awaited<ReturnType<typeof data>>;

export async function data(pageContext: PageContextServer) {
  const { search } = pageContext.urlParsed;
  const labelId = /^\d+$/.test(search.label_id ?? '') ? String(search.label_id) : '';
  const name = (search.name ?? '').trim();
  const base = { label_id: labelId, name };
  const listing = await loadListing(pageContext, {
    path: '/api/product/spu/lst',
    extra: { store_label_id: labelId, common: 1 },
    base,
    limit: 20,
    cateId: '',
  });
  const heading = name || '标签商品';
  return {
    ...listing,
    meta: {
      title: heading,
      description: `${heading}：共 ${listing.products.count} 件商品`,
      canonical: `${listing.pathname}${listingSearch(base, listing.state)}`,
    },
    heading,
    breadcrumb: [{ label: '首页', href: '/' }, { label: heading }],
    emptyText: '亲，该分类暂无商品哟~',
  };
}
