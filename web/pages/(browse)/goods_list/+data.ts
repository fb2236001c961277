// /goods_list?type=best|hot|new|good: a hot list with its banner, paged, and 为你推荐 at the side.
import type { PageContextServer } from 'vike/types';
import { intParam } from '#web/features/browse/format.ts';
import { EMPTY_PAGE, type Paged, type SpuItem } from '#web/features/browse/types.ts';
import { cardViews } from '#web/features/goods/card-view.ts';
import { viewerFor } from '#web/features/goods/price/page-agreements.server.ts';

const HOT_LIST_TITLES = { best: '精品推荐', hot: '热门榜单', new: '首发新品', good: '推荐单品' } as const;
type HotType = keyof typeof HOT_LIST_TITLES;

const LIMIT = 15;

export type Data = Awaited<ReturnType<typeof data>>;

export async function data(pageContext: PageContextServer) {
  const { search } = pageContext.urlParsed;
  const type: HotType = search.type && search.type in HOT_LIST_TITLES ? (search.type as HotType) : 'best';
  const page = intParam(search.page, 1);
  const { mall } = pageContext;
  const [banners, products, recommend] = await Promise.all([
    mall.getOr<{ image: string; title?: string; link?: string }[]>(`/api/pc/hot_banner/${type}`, []),
    mall.getOr<Paged<SpuItem>>(`/api/product/spu/hot/${type}`, EMPTY_PAGE, { page, limit: LIMIT, common: 1 }),
    mall.getOr<Paged<SpuItem>>('/api/product/spu/recommend', EMPTY_PAGE, { page: 1, limit: 5, common: 1 }),
  ]);
  const viewer = await viewerFor(pageContext, products.list, recommend.list);
  const title = HOT_LIST_TITLES[type];
  return {
    meta: {
      title,
      description: `${title}：${products.count} 件精选商品`,
      canonical: `/goods_list?type=${type}${page > 1 ? `&page=${page}` : ''}`,
    },
    type,
    title,
    page,
    limit: LIMIT,
    banner: Array.isArray(banners) && banners[0] ? banners[0] : null,
    products: { count: products.count, list: cardViews(products.list, viewer) },
    recommend: cardViews(recommend.list, viewer),
  };
}
