// A few product thumbnails with their price (store rows, coupon strip): links to the detail page.
import { goodsDetailHref } from '#shared/route-links.ts';
import type { MiniGoodsRow } from '../browse/types.ts';
import { useLayoutView } from '../../state/use-layout-view.ts';
import { PriceTag } from './price/PriceTag.tsx';
import { shownOf, viewerOfLayout } from './price/price-viewer.ts';

export type MiniGoodsItem = MiniGoodsRow;

export function MiniGoods({ items, size, className }: { items: MiniGoodsItem[] | undefined; size: number; className: string }) {
  const viewer = viewerOfLayout(useLayoutView());
  return (
    <div className={className}>
      {(items ?? []).slice(0, 3).map((p) => (
        <a key={p.product_id} href={goodsDetailHref(p.product_id)} title={p.store_name}>
          <img src={p.image} alt={p.store_name} width={size} height={size} loading="lazy" />
          <PriceTag shown={shownOf(p, viewer)} />
        </a>
      ))}
    </div>
  );
}
