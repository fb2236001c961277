// JD's rule for a price that moves while the buyer confirms (docs/trade-pricing.md §Price changes): order/check keeps
// each line's piece price with its key, and order/create refuses a line whose price is no longer that one, naming the
// old and the new price. The buyer's confirm page checks again and the buyer submits the new prices knowingly.
import { AGREEMENT_MESSAGES } from '#shared/company/agreement-price-rules.ts';
import { formatFen } from '#shared/money.ts';
import type { PricedOrder } from './checkout.ts';

/** cart_id → what one piece costs, in fen */
export type LinePrices = Record<string, number>;

export function linePricesOf(priced: PricedOrder): LinePrices {
  const prices: LinePrices = {};
  for (const merchant of priced.allocation.merchants) for (const line of merchant.lines) prices[String(line.cartId)] = line.unitPriceFen;
  return prices;
}

/** The refusal for the first line whose price moved since the snapshot; null when none did (or none was kept). */
export function priceChangeOf(snapshotText: string, priced: PricedOrder): string | null {
  const snapshot = JSON.parse(snapshotText) as { line_prices?: LinePrices };
  const before = snapshot.line_prices;
  if (!before) return null;
  for (const merchant of priced.allocation.merchants) {
    for (const line of merchant.lines) {
      const was = before[String(line.cartId)];
      if (was === undefined || was === line.unitPriceFen) continue;
      const name = priced.lines.find((picked) => picked.cart.cart_id === line.cartId)?.product.store_name ?? '';
      return AGREEMENT_MESSAGES.priceChanged(name, formatFen(was), formatFen(line.unitPriceFen));
    }
  }
  return null;
}
