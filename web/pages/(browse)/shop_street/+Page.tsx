import { useData } from 'vike-react/useData';
import { Breadcrumb } from '#web/features/browse/Breadcrumb.tsx';
import { Empty } from '#web/features/browse/Empty.tsx';
import { pageHref } from '#web/features/browse/page-href.ts';
import { Pagination } from '#web/features/browse/Pagination.tsx';
import { TabLinks } from '#web/features/browse/TabLinks.tsx';
import { ShopCard } from '#web/features/store/ShopCard.tsx';
import type { Data } from './+data.ts';

const href = (cid: number, page = 1) => pageHref('/shop_street', { cid: cid || undefined }, page);

export default function Page() {
  const { categories, cid, stores, page, limit } = useData<Data>();
  return (
    <div className="shop-street">
      <Breadcrumb items={[{ label: '首页', href: '/' }, { label: '店铺街' }]} />
      <h1 className="listing-heading">店铺街</h1>
      <TabLinks
        label="商户分类"
        active={cid}
        tabs={[
          { key: 0, label: '全部', href: href(0) },
          ...categories.map((c) => ({ key: c.merchant_category_id, label: c.category_name, href: href(c.merchant_category_id) })),
        ]}
      />
      {stores.list.length ? stores.list.map((store) => <ShopCard key={store.mer_id} store={store} />) : <Empty text="暂无店铺~" />}
      <Pagination page={page} total={stores.count} limit={limit} hrefFor={(n) => href(cid, n)} />
    </div>
  );
}
