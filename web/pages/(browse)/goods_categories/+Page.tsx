import { useData } from 'vike-react/useData';
import { Breadcrumb } from '#web/features/browse/Breadcrumb.tsx';
import { cateHref } from '#web/features/browse/category-path.ts';
import type { Data } from './+data.ts';

export default function Page() {
  const { tree } = useData<Data>();
  return (
    <div className="categories-page">
      <Breadcrumb items={[{ label: '首页', href: '/' }, { label: '全部分类' }]} />
      <h1 className="listing-heading">全部分类</h1>
      {tree.map((top) => (
        <section className="cate-block" key={top.store_category_id}>
          <h2>
            <a href={cateHref(top)}>{top.cate_name}</a>
          </h2>
          {(top.children ?? []).map((mid) => (
            <div className="cate-row" key={mid.store_category_id}>
              <a className="cate-mid" href={cateHref(mid)}>
                {mid.cate_name} ›
              </a>
              <div className="cate-leaves">
                {(mid.children ?? []).map((leaf) => (
                  <a key={leaf.store_category_id} href={cateHref(leaf)}>
                    {leaf.cate_name}
                  </a>
                ))}
              </div>
            </div>
          ))}
        </section>
      ))}
    </div>
  );
}
