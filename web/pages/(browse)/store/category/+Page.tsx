import { useData } from 'vike-react/useData';
import { Empty } from '#web/features/browse/Empty.tsx';
import { pageHref } from '#web/features/browse/page-href.ts';
import { Pagination } from '#web/features/browse/Pagination.tsx';
import { useLoggedIn } from '#web/features/browse/use-logged-in.ts';
import { ProductGrid } from '#web/features/goods/ProductGrid.tsx';
import { StoreShell } from '#web/features/store/StoreShell.tsx';
import type { StoreOrder } from '#web/features/store/store-types.ts';
import '#web/features/browse/browse.css';
import type { Data } from './+data.ts';

export default function Page() {
  const data = useData<Data>();
  const loggedIn = useLoggedIn();
  const state = {
    id: String(data.shell.merchant.mer_id),
    cateId: data.cateId ? String(data.cateId) : '',
    keyword: data.keyword,
    order: data.order as string,
    price_on: data.priceOn,
    price_off: data.priceOff,
  };
  const href = (patch: Partial<typeof state>, page = 1) => pageHref('/store/category', { ...state, ...patch }, page);
  const sort = (order: StoreOrder, label: string) => (
    <a className={`sort-item${data.order === order ? ' active' : ''}`} href={href({ order })} rel="nofollow">
      {label}
    </a>
  );
  const priceNext: StoreOrder = data.order === 'price_asc' ? 'price_desc' : 'price_asc';
  const categoryName = data.shell.categories
    .flatMap((c) => [c, ...(c.children ?? [])])
    .find((c) => c.store_category_id === data.cateId)?.cate_name;
  return (
    <StoreShell shell={data.shell} active="category" keyword={data.keyword}>
      <h2 className="listing-heading">{data.keyword ? `“${data.keyword}”的搜索结果` : (categoryName ?? '全部商品')}</h2>
      <div className="sort-bar">
        <span className="filter-label">排序：</span>
        {sort('', '默认')}
        {sort('sales', '销量')}
        {sort('rate', '评分')}
        {sort('is_new', '新品')}
        <a className={`sort-item${data.order.startsWith('price') ? ' active' : ''}`} href={href({ order: priceNext })} rel="nofollow">
          价格 {data.order === 'price_desc' ? '↓' : '↑'}
        </a>
        <form className="price-range" method="get" action="/store/category">
          {Object.entries({ ...state, price_on: '', price_off: '' })
            .filter(([, v]) => v)
            .map(([k, v]) => (
              <input key={k} type="hidden" name={k} value={v} />
            ))}
          <input name="price_on" type="number" min={0} placeholder="¥ 最低价" defaultValue={data.priceOn} aria-label="最低价" />
          <span className="price-dash">-</span>
          <input name="price_off" type="number" min={0} placeholder="¥ 最高价" defaultValue={data.priceOff} aria-label="最高价" />
          <button type="submit" className="btn-primary-sm">
            确定
          </button>
        </form>
        <span className="sort-total">
          共 <b>{data.products.count}</b> 件
        </span>
      </div>
      {data.products.list.length ? (
        <ProductGrid items={data.products.list} loggedIn={loggedIn} columns={4} />
      ) : (
        <Empty text="亲，该分类暂无商品哟~" />
      )}
      <Pagination page={data.page} total={data.products.count} limit={data.limit} hrefFor={(n) => href({}, n)} />
    </StoreShell>
  );
}
