// Finds a category's path in the three-level tree (for the breadcrumb 首页 > 一级 > 二级 > 三级).
import type { CategoryNode } from '#shared/api/layout-view.ts';

export function categoryPath(tree: CategoryNode[], id: number): CategoryNode[] {
  for (const node of tree) {
    if (node.store_category_id === id) return [node];
    const below = categoryPath(node.children ?? [], id);
    if (below.length) return [node, ...below];
  }
  return [];
}

export function cateHref(node: Pick<CategoryNode, 'store_category_id' | 'cate_name'>): string {
  return `/goods_cate?sid=${node.store_category_id}&name=${encodeURIComponent(node.cate_name)}`;
}
