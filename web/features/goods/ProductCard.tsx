// The product card used on every list: lazy image with fixed size, price by the spec's rule, 券 badge,
// 自营/秒杀 tags, two-line name, sales and rating, 已售罄 state.
import type { SpuItem } from '../browse/types.ts';
import { useLayoutView } from '../../state/use-layout-view.ts';
import { PriceTag } from './price/PriceTag.tsx';
import { shownOf, viewerOfLayout } from './price/price-viewer.ts';
import { productHref } from './goods-links.ts';
import './goods.css';

/** `loggedIn` is kept for callers; the price follows the layout's viewer (shared/pricing/shown-price.ts). */
export function ProductCard({ item, size = 'md' }: { item: SpuItem; loggedIn?: boolean; size?: 'sm' | 'md' }) {
  const viewer = viewerOfLayout(useLayoutView());
  const soldOut = item.stock !== undefined && Number(item.stock) <= 0;
  const px = size === 'sm' ? 160 : 200;
  return (
    <a
      className={`goods-card goods-card-${size}${soldOut ? ' is-sold-out' : ''}`}
      href={productHref(item)}
      data-product-id={item.product_id}
    >
      <span className="goods-card-img">
        <img src={item.image} alt={item.store_name} width={px} height={px} loading="lazy" decoding="async" />
        {soldOut ? <span className="goods-card-soldout">已售罄</span> : null}
      </span>
      <span className="goods-card-price">
        <PriceTag shown={shownOf(item, viewer)} />
        {item.issetCoupon ? (
          <span className="tag-coupon" title={item.issetCoupon.title}>
            券
          </span>
        ) : null}
      </span>
      <span className="goods-card-name">
        {item.merchant?.is_trader === 1 ? <span className="tag-self">自营</span> : null}
        {item.product_type === 1 ? <span className="tag-seckill">秒杀</span> : null}
        {item.store_name}
      </span>
      <span className="goods-card-foot">
        <span>{item.sales ?? 0}人付款</span>
        <span>{item.rate ?? '5.0'}分</span>
      </span>
    </a>
  );
}
