// /goods_cate?sid=<category>&name=<name>[&title=<keyword>]: products of a category (15 per page).
import type { PageContextServer } from 'vike/types';
import { categoryPath, cateHref } from '#web/features/browse/category-path.ts';
import { loadListing } from '#web/features/browse/listing/load-listing.ts';
import { listingSearch } from '#web/features/browse/listing/listing-query.ts';

const CATE_PAGE_SIZE = 15;

export type Data = Awaited<ReturnType<typeof data>>;

export async function data(pageContext: PageContextServer) {
  const { search } = pageContext.urlParsed;
  const sid = /^\d+$/.test(search.sid ?? '') ? String(search.sid) : '';
  const keyword = (search.title ?? '').trim();
  const path = sid ? categoryPath(pageContext.categoryTree, Number(sid)) : [];
  const name = path.at(-1)?.cate_name ?? search.name ?? '';
  const base: Record<string, string> = { sid, name: sid ? name : '', title: keyword };
  const listing = await loadListing(pageContext, {
    path: '/api/product/spu/lst',
    extra: { cate_pid: sid, keyword, common: 1 },
    base,
    limit: CATE_PAGE_SIZE,
    cateId: sid,
  });
  const heading = keyword ? `“${keyword}”` : name || '全部商品';
  return {
    ...listing,
    meta: {
      title: name || '商品分类',
      description: `${name || '全部商品'}：共 ${listing.products.count} 件商品，支持品牌、店铺类型、参数与价格筛选。`,
      canonical: `${listing.pathname}${listingSearch(base, listing.state)}`,
    },
    heading,
    breadcrumb: [
      { label: '首页', href: '/' },
      ...path.map((node, index) =>
        index === path.length - 1 ? { label: node.cate_name } : { label: node.cate_name, href: cateHref(node) },
      ),
    ].concat(path.length ? [] : [{ label: name || '全部商品' }]),
    emptyText: '亲，该分类暂无商品哟~',
  };
}
