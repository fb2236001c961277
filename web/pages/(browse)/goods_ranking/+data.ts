// /goods_ranking/:cate_id?: 热销TOP总榜单, category tabs and the ranked list of the chosen one.
import type { PageContextServer } from 'vike/types';
import type { SpuItem } from '#web/features/browse/types.ts';
import { cardViews } from '#web/features/goods/card-view.ts';
import { viewerFor } from '#web/features/goods/price/page-agreements.server.ts';

export type Data = Awaited<ReturnType<typeof data>>;

export async function data(pageContext: PageContextServer) {
  const tabs = await pageContext.mall.getOr<{ store_category_id: number; cate_name: string }[]>(
    '/api/store/product/category/hotranking',
    [],
  );
  const wanted = Number(pageContext.routeParams.cate_id ?? '');
  const current = tabs.find((tab) => tab.store_category_id === wanted)?.store_category_id ?? tabs[0]?.store_category_id ?? 0;
  const ranking = current
    ? await pageContext.mall.getOr<{ cate_id: number; list: SpuItem[] }[]>('/api/product/spu/get_hot_ranking', [], { cate_pid: current })
    : [];
  const name = tabs.find((tab) => tab.store_category_id === current)?.cate_name ?? '';
  return {
    meta: {
      title: name ? `${name}热销榜单` : '热销榜单',
      description: `热销TOP总榜单${name ? `：${name}` : ''}，大家都帮你选好了。`,
      canonical: current && wanted ? `/goods_ranking/${current}` : '/goods_ranking',
    },
    tabs,
    current,
    list: cardViews(ranking[0]?.list, await viewerFor(pageContext, ranking[0]?.list)),
  };
}
