// A seckill / presell tile's price: 秒杀价 or 预售价 with the struck original for a buyer; 原价 alone for a guest,
// who is told once per page how to see the activity price (GuestPriceHint).
import { money, toFen } from '#shared/money.ts';
import type { ShownPrice } from '#shared/pricing/shown-price.ts';
import { PriceTag } from './PriceTag.tsx';

export function ActivityPrice({ shown, otPrice }: { shown: ShownPrice; otPrice?: string }) {
  const struck = shown.label !== '原价' && toFen(otPrice) > shown.fen;
  return (
    <span className="activity-price">
      <PriceTag shown={shown} quiet={false} /> {struck ? <s className="muted">¥{money(otPrice)}</s> : null}
    </span>
  );
}
