import { useData } from 'vike-react/useData';
import { Breadcrumb } from '#web/components/browse/Breadcrumb.tsx';
import { Empty } from '#web/components/browse/Empty.tsx';
import { Pagination } from '#web/components/browse/Pagination.tsx';
import { ShopCard } from '#web/components/store/ShopCard.tsx';
import type { ShopStreetData } from './+data.ts';

const href = (cid: number, page = 1) => {
  const query = new URLSearchParams();
  if (cid) query.set('cid', String(cid));
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return `/shop_street${text ? `?${text}` : ''}`;
};

export default function Page() {
  const { categories, cid, stores, page, limit } = useData<ShopStreetData>();
  return (
    <div className="shop-street">
      <Breadcrumb items={[{ label: '首页', href: '/' }, { label: '店铺街' }]} />
      <nav className="tabs" aria-label="商户分类">
        <a className={`tab${cid === 0 ? ' active' : ''}`} href={href(0)}>全部</a>
        {categories.map((c) => (
          <a key={c.merchant_category_id} className={`tab${c.merchant_category_id === cid ? ' active' : ''}`} href={href(c.merchant_category_id)} aria-current={c.merchant_category_id === cid ? 'page' : undefined}>{c.category_name}</a>
        ))}
      </nav>
      {stores.list.length ? stores.list.map((store) => <ShopCard key={store.mer_id} store={store} />) : <Empty text="暂无店铺~" />}
      <Pagination page={page} total={stores.count} limit={limit} hrefFor={(n) => href(cid, n)} />
    </div>
  );
}
