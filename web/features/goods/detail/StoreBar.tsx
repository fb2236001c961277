// The store's bar above a product: its name, 店铺首页, 全部分类 with the store's categories, 领优惠券 and the
// in-store search.
import { goodsDetailHref } from '#shared/route-links.ts';
import { PriceTag } from '../price/PriceTag.tsx';
import { StoreCategoryFlyout } from '../../store/StoreCategoryFlyout.tsx';
import { StoreSearchForm } from '../../store/StoreSearchForm.tsx';
import { storeCategoryHref, storeCouponHref, storeHref } from '../../store/store-links.ts';
import type { DetailData } from './detail-types.ts';
import { StoreName } from '../../store/StoreName.tsx';

type Merchant = NonNullable<DetailData['product']['merchant']>;

export function StoreBar({ merchant, categories }: { merchant: Merchant; categories: DetailData['storeCategories'] }) {
  return (
    <div className="store-bar">
      <a className="store-bar-name" href={storeHref(merchant.mer_id)}>
        <StoreName merchant={merchant} />
      </a>
      <nav className="store-bar-links" aria-label="店铺导航">
        <a href={storeHref(merchant.mer_id)}>店铺首页</a>
        <span className="store-bar-cates">
          <a href={storeCategoryHref(merchant.mer_id)}>全部分类</a>
          <StoreCategoryFlyout className="store-bar-flyout" merId={merchant.mer_id} categories={categories} />
        </span>
        <a href={storeCouponHref(merchant.mer_id)}>领优惠券</a>
      </nav>
      <StoreSearchForm className="store-bar-search" merId={merchant.mer_id} buttonLabel="查看全部商品" />
    </div>
  );
}

/** 店铺推荐 beside the product: the store's picks with their prices. */
export function StoreRecommend({ merchant }: { merchant: Merchant }) {
  if (!merchant.recommend?.length) return null;
  return (
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
  );
}
