// The in-store search (店内商品搜索) of the store's nav and of a product page's store bar: a plain GET form to
// /store/category, so it works before the page's script has loaded.
export function StoreSearchForm({
  merId,
  buttonLabel,
  keyword,
  className,
}: {
  merId: number;
  buttonLabel: string;
  keyword?: string;
  className?: string;
}) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: the form itself is the search landmark; a <search> wrapper would add a box to the row it sits in
    <form className={className} method="get" action="/store/category" role="search">
      <input type="hidden" name="id" value={merId} />
      <input name="keyword" defaultValue={keyword} placeholder="店内商品搜索" aria-label="店内商品搜索" />
      <button type="submit">{buttonLabel}</button>
    </form>
  );
}
