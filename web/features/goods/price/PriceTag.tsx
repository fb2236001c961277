// A price with what it is: 原价 for a guest (docs/trade-pricing.md §Shown price), 秒杀价 / 预售价 / SVIP价 / 企业协议价 (the
// list price struck through beside it) for a buyer; 售价 goes unsaid on cards.
import { formatFen } from '#shared/money.ts';
import { AGREEMENT_LABEL } from '#shared/pricing/agreement-price.ts';
import type { ShownPrice } from '#shared/pricing/shown-price.ts';

export function PriceTag({ shown, quiet = true, className = 'price' }: { shown: ShownPrice; quiet?: boolean; className?: string }) {
  const label = quiet && shown.label === '售价' ? null : shown.label;
  const agreed = shown.label === AGREEMENT_LABEL;
  return (
    <span className={className} data-price-label={shown.label}>
      {label ? <span className={agreed ? 'agreement-badge' : 'price-label'}>{label}</span> : null}¥<b>{formatFen(shown.fen)}</b>
      {shown.originalFen ? <s className="price-struck">¥{formatFen(shown.originalFen)}</s> : null}
    </span>
  );
}
