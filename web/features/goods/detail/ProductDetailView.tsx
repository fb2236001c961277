// The detail screen shared by normal, seckill and presell products.
import { lazy, useEffect, useState } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { Breadcrumb } from '../../browse/Breadcrumb.tsx';
import { StoreCard } from '../../store/StoreCard.tsx';
import { storeHref } from '../../store/store-links.ts';
import { rememberRecent } from '../recent-views.ts';
import { DetailSections } from './DetailSections.tsx';
import type { DetailData } from './detail-types.ts';
import { Gallery } from './Gallery.tsx';
import { PurchasePanel } from './PurchasePanel.tsx';
import { StoreBar, StoreRecommend } from './StoreBar.tsx';
import '../goods.css';
import './detail.css';
import { AfterHydration } from '#web/features/ui/AfterHydration.tsx';

// 最近浏览 is read in the browser after the page shows (the server renders nothing there): its code loads then.
const RecentlyViewed = lazy(() => import('../RecentlyViewed.tsx').then((module) => ({ default: module.RecentlyViewed })));

/** Guests' history lives in this browser; the mall records logged-in views itself. */
function useRememberForGuest(product: DetailData['product'], loggedIn: boolean) {
  useEffect(() => {
    if (!loggedIn) {
      rememberRecent({
        product_id: product.product_id,
        store_name: product.store_name,
        image: product.image,
        price: product.price,
        ot_price: product.ot_price,
        product_type: product.product_type,
      });
    }
  }, [product.product_id, product.store_name, product.image, product.price, product.ot_price, product.product_type, loggedIn]);
}

export function ProductDetailView({ data }: { data: DetailData }) {
  const { product } = data;
  const { urlParsed, layout } = usePageContext();
  const [skuImage, setSkuImage] = useState<string | undefined>(undefined);
  const images = [...new Set([product.image, ...product.slider_image].filter(Boolean))];
  const merchant = product.merchant;
  useRememberForGuest(product, layout.session.loggedIn);

  return (
    <div className="detail-page" data-product-id={product.product_id}>
      {merchant ? <StoreBar merchant={merchant} categories={data.storeCategories} /> : null}
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
          {merchant ? <StoreRecommend merchant={merchant} /> : null}
        </aside>
        <div className="detail-main">
          <DetailSections data={data} pathname={urlParsed.pathname} />
        </div>
      </div>
      <AfterHydration>
        <RecentlyViewed excludeId={product.product_id} />
      </AfterHydration>
    </div>
  );
}
