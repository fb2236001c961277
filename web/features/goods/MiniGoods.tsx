// A few product thumbnails with their price (store rows, coupon strip): links to the detail page.
import { goodsDetailHref } from '#shared/routes.ts';
import { money } from '#shared/money.ts';

export interface MiniGoodsItem {
  product_id: number;
  store_name: string;
  image: string;
  price: string;
}

export function MiniGoods({ items, size, className }: { items: MiniGoodsItem[] | undefined; size: number; className: string }) {
  return (
    <div className={className}>
      {(items ?? []).slice(0, 3).map((p) => (
        <a key={p.product_id} href={goodsDetailHref(p.product_id)} title={p.store_name}>
          <img src={p.image} alt={p.store_name} width={size} height={size} loading="lazy" />
          <span className="price">¥{money(p.price)}</span>
        </a>
      ))}
    </div>
  );
}
