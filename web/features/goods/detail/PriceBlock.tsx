// Price block: the price this visitor sees (shared/pricing/shown-price.ts) under what it is — 原价 with the way to
// the buyer's price for a guest, else 秒杀价 / 预售价 / SVIP价 / 企业协议价 / 价格 — the struck 售价 beside 企业协议价, the struck 原价 beside an activity or SVIP
// price, the SVIP price as an offer to a personal buyer who is not SVIP (never under 企业, ADR 0034), and sales.
import { formatFen, money, toFen } from '#shared/money.ts';
import type { ShownPrice } from '#shared/pricing/shown-price.ts';
import { GuestPriceHint } from '../price/GuestPriceHint.tsx';
import type { SkuRow } from './detail-types.ts';

export function PriceBlock({
  sku,
  fallback,
  sales,
  svipOn,
}: {
  sku: SkuRow | undefined;
  fallback: { price: string; ot_price?: string; svip_price?: string; shown?: ShownPrice };
  sales?: number;
  /** the mall's SVIP switch is on and the visitor buys as a person */
  svipOn: boolean;
}) {
  const source = sku ?? fallback;
  const shown: ShownPrice = source.shown ?? fallback.shown ?? { fen: toFen(source.price), label: '售价' };
  const guest = shown.label === '原价';
  const struck = !guest && toFen(source.ot_price) > shown.fen;
  // the SVIP price as an offer to a buyer who does not pay it (normal products only: activity prices are final)
  const svipOffer = svipOn && !guest && shown.label === '售价' && toFen(source.svip_price) > 0 && toFen(source.svip_price) < shown.fen;
  return (
    <div className="detail-price">
      <div className="detail-price-line">
        <span className="detail-label">{shown.label === '售价' ? '价格' : shown.label}</span>
        <span className="price detail-price-now" data-price="" data-price-label={shown.label}>
          ¥<b>{formatFen(shown.fen)}</b>
        </span>
        {shown.originalFen ? (
          <s className="muted detail-price-ot">售价 ¥{formatFen(shown.originalFen)}</s>
        ) : struck ? (
          <s className="muted detail-price-ot">原价 ¥{money(source.ot_price)}</s>
        ) : null}
        {svipOffer ? (
          <span className="svip-price" title="SVIP会员专享价">
            <span className="svip-badge">SVIP</span>¥{money(source.svip_price)}
          </span>
        ) : null}
        {guest ? <GuestPriceHint /> : null}
        {sales !== undefined ? <span className="detail-sales muted">销量 {sales}</span> : null}
      </div>
    </div>
  );
}
