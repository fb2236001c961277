// The detail screen shared by normal, seckill and presell products.
import { useEffect, useState } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { goodsDetailHref } from '#shared/routes.ts';
import { Breadcrumb } from '../../browse/Breadcrumb.tsx';
import { StoreCard } from '../../store/StoreCard.tsx';
import { storeCategoryHref, storeCouponHref, storeHref } from '../../store/store-links.ts';
import { rememberRecent } from '../recent-views.ts';
import { PriceTag } from '../price/PriceTag.tsx';
import { RecentlyViewed } from '../RecentlyViewed.tsx';
import type { DetailData } from './detail-types.ts';
import { DetailTabs } from './DetailTabs.tsx';
import { Gallery } from './Gallery.tsx';
import { PurchasePanel } from './PurchasePanel.tsx';
import { Reviews } from './Reviews.tsx';
import '../goods.css';
import './detail.css';

export function ProductDetailView({ data }: { data: DetailData }) {
  const { product } = data;
  const { urlParsed, layout } = usePageContext();
  const [skuImage, setSkuImage] = useState<string | undefined>(undefined);
  const images = [...new Set([product.image, ...product.slider_image].filter(Boolean))];
  const merchant = product.merchant;

  useEffect(() => {
    // Guests' history lives in this browser; the mall records logged-in views itself.
    if (!layout.session.loggedIn) {
      rememberRecent({
        product_id: product.product_id,
        store_name: product.store_name,
        image: product.image,
        price: product.price,
        ot_price: product.ot_price,
        product_type: product.product_type,
      });
    }
  }, [
    product.product_id,
    product.store_name,
    product.image,
    product.price,
    product.ot_price,
    product.product_type,
    layout.session.loggedIn,
  ]);

  return (
    <div className="detail-page" data-product-id={product.product_id}>
      {merchant ? (
        <div className="store-bar">
          <a className="store-bar-name" href={storeHref(merchant.mer_id)}>
            {merchant.is_trader === 1 ? <span className="tag-self">自营</span> : null}
            {merchant.mer_name}
          </a>
          <nav className="store-bar-links" aria-label="店铺导航">
            <a href={storeHref(merchant.mer_id)}>店铺首页</a>
            <span className="store-bar-cates">
              <a href={storeCategoryHref(merchant.mer_id)}>全部分类</a>
              {data.storeCategories.length ? (
                <span className="store-bar-flyout">
                  {data.storeCategories.map((c) => (
                    <a key={c.store_category_id} href={storeCategoryHref(merchant.mer_id, c.store_category_id)}>
                      {c.cate_name}
                    </a>
                  ))}
                </span>
              ) : null}
            </span>
            <a href={storeCouponHref(merchant.mer_id)}>领优惠券</a>
          </nav>
          {/* biome-ignore lint/a11y/useSemanticElements: the form itself is the search landmark; a <search> wrapper would add a box to the row it sits in */}
          <form className="store-bar-search" method="get" action="/store/category" role="search">
            <input type="hidden" name="id" value={merchant.mer_id} />
            <input name="keyword" placeholder="店内商品搜索" aria-label="店内商品搜索" />
            <button type="submit">查看全部商品</button>
          </form>
        </div>
      ) : null}
      <Breadcrumb
        items={[
          { label: '首页', href: '/' },
          ...(merchant ? [{ label: merchant.mer_name, href: storeHref(merchant.mer_id) }] : []),
          { label: product.store_name },
        ]}
      />
      <div className="detail-top">
        <Gallery images={images} skuImage={skuImage} name={product.store_name} />
        <PurchasePanel data={data} onSkuImage={setSkuImage} />
      </div>
      <div className="detail-bottom">
        <aside className="detail-aside">
          {merchant ? <StoreCard merchant={merchant} /> : null}
          {merchant?.recommend?.length ? (
            <div className="store-recommend">
              <h2>店铺推荐</h2>
              {merchant.recommend.map((item) => (
                <a key={item.product_id} href={goodsDetailHref(item.product_id)} className="store-recommend-item">
                  <img src={item.image} alt={item.store_name} width={180} height={180} loading="lazy" />
                  <span className="store-recommend-name">{item.store_name}</span>
                  {item.shown ? <PriceTag shown={item.shown} /> : null}
                </a>
              ))}
            </div>
          ) : null}
        </aside>
        <div className="detail-main">
          <DetailTabs
            sections={[
              {
                id: 'detail',
                label: '产品详情',
                body: data.contentHtml ? (
                  <div className="rich-html" dangerouslySetInnerHTML={{ __html: data.contentHtml }} />
                ) : (
                  <p className="muted">暂无详情</p>
                ),
              },
              {
                id: 'params',
                label: '商品参数',
                body: product.params.length ? (
                  <table className="params-table">
                    <tbody>
                      {product.params.map((p) => (
                        <tr key={p.name}>
                          <th>{p.name}</th>
                          <td>{p.value}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                ) : (
                  <p className="muted">暂无参数</p>
                ),
              },
              {
                id: 'price-rule',
                label: '价格说明',
                body: <div className="rich-html" dangerouslySetInnerHTML={{ __html: data.priceRuleHtml || '<p>暂无价格说明</p>' }} />,
              },
              {
                id: 'reviews',
                label: `累计评论(${data.reviews.stat?.count ?? data.reviews.count ?? 0})`,
                body: (
                  <Reviews
                    productId={product.product_id}
                    initial={data.reviews}
                    initialType={data.reviewType}
                    initialPage={data.reviewPage}
                    pathname={urlParsed.pathname}
                  />
                ),
              },
            ]}
          />
        </div>
      </div>
      <RecentlyViewed excludeId={product.product_id} />
    </div>
  );
}
