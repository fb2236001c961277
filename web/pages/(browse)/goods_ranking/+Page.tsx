import { useData } from 'vike-react/useData';
import { Breadcrumb } from '#web/features/browse/Breadcrumb.tsx';
import { Empty } from '#web/features/browse/Empty.tsx';
import { TabLinks } from '#web/features/browse/TabLinks.tsx';
import { productHref } from '#web/features/goods/goods-links.ts';
import { PriceTag } from '#web/features/goods/price/PriceTag.tsx';
import { useShownPrice } from '#web/features/goods/price/use-shown-price.ts';
import type { Data } from './+data.ts';

export default function Page() {
  const data = useData<Data>();
  const shown = useShownPrice();
  return (
    <div className="ranking-page">
      <Breadcrumb items={[{ label: '首页', href: '/' }, { label: '热销榜单' }]} />
      <div className="ranking-hero">
        <h1>热销TOP总榜单</h1>
        <p>大家都帮你选好了</p>
      </div>
      <TabLinks
        label="榜单分类"
        active={data.current}
        tabs={data.tabs.map((tab) => ({
          key: tab.store_category_id,
          label: tab.cate_name,
          href: `/goods_ranking/${tab.store_category_id}`,
        }))}
      />
      {data.list.length ? (
        <ol className="ranking-list">
          {data.list.map((item, index) => (
            <li key={item.product_id} className="ranking-item">
              <span className={`rank-no rank-${index + 1}`}>{index + 1}</span>
              <a href={productHref(item)} className="ranking-link">
                <img src={item.image} alt="" width={120} height={120} loading="lazy" />
                <span className="ranking-info">
                  <span className="ranking-name">{item.store_name}</span>
                  <PriceTag shown={shown(item)} />
                  <span className="muted">
                    {item.sales ?? 0}人付款 · {item.rate ?? '5.0'}分
                  </span>
                </span>
              </a>
            </li>
          ))}
        </ol>
      ) : (
        <Empty text="暂无榜单数据" />
      )}
    </div>
  );
}
