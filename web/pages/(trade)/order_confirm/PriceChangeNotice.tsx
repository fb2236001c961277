// JD's rule (docs/trade-pricing.md §Price changes): when order/create refuses because a price moved since the page
// was priced, the page prices again and says so here until the buyer submits the new prices.
import { PRICE_CHANGED_MARK, PRICE_CHANGED_PREFIX } from '#shared/company/agreement-price-rules.ts';

export const isPriceChange = (message: string) => message.startsWith(PRICE_CHANGED_PREFIX) && message.includes(PRICE_CHANGED_MARK);

export function PriceChangeNotice({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <p className="confirm-price-change" role="alert">
      {text}
      <span>页面已按最新价格重新计算，请核对后再次提交。</span>
    </p>
  );
}
