// A category leaf opens the category listing with its id and the breadcrumb names (一级,二级,三级).
export function categoryHref(id: number, names: readonly string[]): string {
  return `/goods_cate?sid=${id}&name=${encodeURIComponent(names.join(','))}`;
}
