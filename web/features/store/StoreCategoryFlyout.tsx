// The store's categories that open under 全部分类 (the store's own pages and the store bar over a product); nothing
// when the store has none.
import { storeCategoryHref } from './store-links.ts';

export function StoreCategoryFlyout(props: {
  className: string;
  merId: number;
  categories: readonly { store_category_id: number; cate_name: string }[];
}) {
  if (!props.categories.length) return null;
  return (
    <span className={props.className}>
      {props.categories.map((c) => (
        <a key={c.store_category_id} href={storeCategoryHref(props.merId, c.store_category_id)}>
          {c.cate_name}
        </a>
      ))}
    </span>
  );
}
