// Search target of docs/product.md §2: stay on /goods_cate when already there, otherwise /goods_search; title trimmed.
export function searchHref(title: string, currentPathname: string): string {
  const query = `title=${encodeURIComponent(title.trim())}`;
  return currentPathname === '/goods_cate' ? `/goods_cate?${query}` : `/goods_search?${query}`;
}
