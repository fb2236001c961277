// /goods_categories: the whole three-level tree on one page (from the cached layout data).
import type { PageContextServer } from 'vike/types';

export type Data = Awaited<ReturnType<typeof data>>;

export function data(pageContext: PageContextServer) {
  const names = pageContext.layout.categoryTree.map((node) => node.cate_name).join('、');
  return { meta: { title: '全部分类', description: `全部商品分类：${names}`, canonical: '/goods_categories' } };
}
