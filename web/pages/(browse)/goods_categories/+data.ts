// /goods_categories: the whole three-level tree on one page (from the cached layout data; the only page whose
// data carries the tree, trimmed to what it shows).
import type { PageContextServer } from 'vike/types';
import { trimCategoryTree } from '#shared/api/layout-view.ts';

export type Data = Awaited<ReturnType<typeof data>>;

export function data(pageContext: PageContextServer) {
  const tree = trimCategoryTree(pageContext.categoryTree);
  const names = tree.map((node) => node.cate_name).join('、');
  return { meta: { title: '全部分类', description: `全部商品分类：${names}`, canonical: '/goods_categories' }, tree };
}
