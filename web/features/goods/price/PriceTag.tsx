// A price with what it is: 原价 for a guest (docs/trade-pricing.md §Shown price), 秒杀价 / 预售价 / SVIP价 for a buyer; 售价 goes unsaid on cards.
import { formatFen } from '#shared/money.ts';
import type { ShownPrice } from '#shared/pricing/shown-price.ts';

export function PriceTag({ shown, quiet = true, className = 'price' }: { shown: ShownPrice; quiet?: boolean; className?: string }) {
  const label = quiet && shown.label === '售价' ? null : shown.label;
  return (
    <span className={className} data-price-label={shown.label}>
      {label ? <span className="price-label">{label}</span> : null}¥<b>{formatFen(shown.fen)}</b>
    </span>
  );
}
