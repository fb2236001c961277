import { useData } from 'vike-react/useData';
import { Breadcrumb } from '#web/features/browse/Breadcrumb.tsx';
import { Empty } from '#web/features/browse/Empty.tsx';
import { pageHref } from '#web/features/browse/page-href.ts';
import { Pagination } from '#web/features/browse/Pagination.tsx';
import { SectionHead } from '#web/features/browse/SectionHead.tsx';
import { TabLinks } from '#web/features/browse/TabLinks.tsx';
import { useLoggedIn } from '#web/features/browse/use-logged-in.ts';
import { ProductCard } from '#web/features/goods/ProductCard.tsx';
import { ProductGrid } from '#web/features/goods/ProductGrid.tsx';
import type { Data } from './+data.ts';

const TABS = [
  ['best', '精品推荐'],
  ['hot', '热门榜单'],
  ['new', '首发新品'],
  ['good', '推荐单品'],
] as const;

export default function Page() {
  const data = useData<Data>();
  const loggedIn = useLoggedIn();
  return (
    <div className="goods-list-page">
      <Breadcrumb items={[{ label: '首页', href: '/' }, { label: data.title }]} />
      {data.banner ? (
        <img className="wide-banner" src={data.banner.image} alt={data.banner.title ?? data.title} width={1200} height={240} />
      ) : null}
      <TabLinks
        label="榜单"
        active={data.type}
        tabs={TABS.map(([type, label]) => ({ key: type, label, href: pageHref('/goods_list', { type }) }))}
      />
      <div className="with-aside">
        <div className="main-col">
          <h1 className="listing-heading">{data.title}</h1>
          {data.products.list.length ? (
            <ProductGrid items={data.products.list} loggedIn={loggedIn} columns={4} />
          ) : (
            <Empty text="暂无商品" />
          )}
          <Pagination
            page={data.page}
            total={data.products.count}
            limit={data.limit}
            hrefFor={(n) => pageHref('/goods_list', { type: data.type }, n)}
          />
        </div>
        <aside className="aside-col">
          <SectionHead title="为你推荐" />
          <div className="aside-list">
            {data.recommend.map((item) => (
              <ProductCard key={item.product_id} item={item} loggedIn={loggedIn} size="sm" />
            ))}
          </div>
        </aside>
      </div>
    </div>
  );
}
