import { useData } from 'vike-react/useData';
import { Breadcrumb } from '#web/features/browse/Breadcrumb.tsx';
import { Empty } from '#web/features/browse/Empty.tsx';
import { pageHref } from '#web/features/browse/page-href.ts';
import { Pagination } from '#web/features/browse/Pagination.tsx';
import { ShopCard } from '#web/features/store/ShopCard.tsx';
import '#web/features/browse/browse.css';
import './shop-more.css';
import type { Data } from './+data.ts';

export default function Page() {
  const { title, order, stores, page, limit } = useData<Data>();
  const href = (o: string, n = 1) => pageHref('/shop_more', { title, order: o }, n);
  return (
    <div className="shop-more">
      <Breadcrumb items={[{ label: '首页', href: '/' }, { label: '更多店铺' }, ...(title ? [{ label: title }] : [])]} />
      <h1 className="listing-heading">更多店铺</h1>
      <div className="sort-bar">
        <span className="filter-label">排序：</span>
        {(
          [
            ['', '默认'],
            ['sales', '销量'],
            ['rate', '好评'],
          ] as const
        ).map(([o, label]) => (
          <a key={label} className={`sort-item${order === o ? ' active' : ''}`} href={href(o)}>
            {label}
          </a>
        ))}
        {/* biome-ignore lint/a11y/useSemanticElements: the form itself is the search landmark; a <search> wrapper would add a box to the row it sits in */}
        <form className="price-range" method="get" action="/shop_more" role="search">
          {order ? <input type="hidden" name="order" value={order} /> : null}
          <input name="title" defaultValue={title} placeholder="搜索店铺" aria-label="搜索店铺" className="shop-more-search-input" />
          <button type="submit" className="btn-primary-sm">
            搜索
          </button>
        </form>
        <span className="sort-total">
          共 <b>{stores.count}</b> 家店铺
        </span>
      </div>
      {stores.list.length ? stores.list.map((store) => <ShopCard key={store.mer_id} store={store} />) : <Empty text="暂无相关店铺~" />}
      <Pagination page={page} total={stores.count} limit={limit} hrefFor={(n) => href(order, n)} />
    </div>
  );
}
