// Prices a merchant quoted (docs/company-api.md §10.5): accepting a quote puts its lines into the company's
// cart as buy-now lines and records each line's quoted unit price here; checkout prices such a line at that
// price instead of the catalogue's, so the order is made at exactly what was agreed.
import type { DemoMallDatabase } from '../db/database.ts';

/** The quoted unit price (fen) of a cart line, or undefined for an ordinary line. */
export type QuotedPriceOf = (cartId: number) => number | undefined;

export function createQuotedPrices(db: DemoMallDatabase) {
  const byCart = db.prepare('SELECT price_fen FROM quote_cart_prices WHERE cart_id = ?');
  const insert = db.prepare('INSERT INTO quote_cart_prices (cart_id, quote_id, price_fen) VALUES (?, ?, ?)');
  return {
    priceOf: ((cartId) => (byCart.get(cartId) as { price_fen: number } | undefined)?.price_fen) satisfies QuotedPriceOf,
    record(cartId: number, quoteId: number, priceFen: number): void {
      insert.run(cartId, quoteId, priceFen);
    },
  };
}

export type QuotedPrices = ReturnType<typeof createQuotedPrices>;
