// /store?id=&page=: store home — 店铺推荐 and all goods, 12 per page.
import type { PageContextServer } from 'vike/types';
import { intParam } from '#web/features/browse/format.ts';
import { plainSnippet } from '#web/features/browse/meta.ts';
import { EMPTY_PAGE, type Paged, type SpuItem } from '#web/features/browse/types.ts';
import { cardViews } from '#web/features/goods/card-view.ts';
import { viewerFor } from '#web/features/goods/price/page-agreements.server.ts';
import { loadStoreShell } from '#web/features/store/load-store.server.ts';
import { storeHref } from '#web/features/store/store-links.ts';

const LIMIT = 12;

export type Data = Awaited<ReturnType<typeof data>>;

export async function data(pageContext: PageContextServer) {
  const id = pageContext.urlParsed.search.id ?? '';
  const page = intParam(pageContext.urlParsed.search.page, 1);
  const [shell, recommend, products] = await Promise.all([
    loadStoreShell(pageContext),
    pageContext.mall.getOr<Paged<SpuItem>>('/api/product/spu/recommend', EMPTY_PAGE, { mer_id: id, page: 1, limit: 4 }),
    pageContext.mall.getOr<Paged<SpuItem>>(`/api/product/spu/merchant/${id}`, EMPTY_PAGE, { page, limit: LIMIT }),
  ]);
  const viewer = await viewerFor(pageContext, recommend.list, products.list);
  return {
    meta: {
      title: shell.merchant.mer_name,
      description: plainSnippet(shell.merchant.mer_info || shell.merchant.mer_name),
      canonical: storeHref(shell.merchant.mer_id),
    },
    shell,
    recommend: cardViews(recommend.list, viewer),
    products: { count: products.count, list: cardViews(products.list, viewer) },
    page,
    limit: LIMIT,
  };
}
