// Price block: price by the spec's rule, 原价, SVIP price, sales; seckill/presell variants add their lines.
import { money, toFen } from '#shared/money.ts';
import { displayPrice } from '../../browse/format.ts';
import type { SkuRow } from './detail-types.ts';

export function PriceBlock({
  sku,
  fallback,
  loggedIn,
  sales,
  label = '价格',
  svipOn,
}: {
  sku: SkuRow | undefined;
  fallback: { price: string; ot_price?: string; svip_price?: string };
  loggedIn: boolean;
  sales?: number;
  label?: string;
  svipOn: boolean;
}) {
  const source = sku ?? fallback;
  const price = displayPrice(source, loggedIn);
  const showOriginal = loggedIn && toFen(source.ot_price) > toFen(source.price);
  return (
    <div className="detail-price">
      <div className="detail-price-line">
        <span className="detail-label">{label}</span>
        <span className="price detail-price-now" data-price="">
          ¥<b>{price}</b>
        </span>
        {showOriginal ? <s className="muted detail-price-ot">原价 ¥{money(source.ot_price)}</s> : null}
        {svipOn && toFen(source.svip_price) > 0 ? (
          <span className="svip-price" title="SVIP会员专享价">
            <span className="svip-badge">SVIP</span>¥{money(source.svip_price)}
          </span>
        ) : null}
        {sales !== undefined ? <span className="detail-sales muted">销量 {sales}</span> : null}
      </div>
    </div>
  );
}
