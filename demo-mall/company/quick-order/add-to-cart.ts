// Adds checked quick-order rows to the caller's cart in one transaction (docs/company-api.md §6.3). Rows are
// checked again first (stock may have moved since the page checked them): any row that is no longer `ok`
// refuses the whole call and nothing is added. Rows naming the same SKU become one cart line; a line already in
// the cart grows, as cart/create merges. The client's key makes a repeat of the same action answer the first
// result without adding again.
import { formatFen, lineFen } from '#shared/money.ts';
import type { QuickOrderRow } from './quick-order-params.ts';
import type { CartRules } from '../../shopping/cart-rules.ts';
import type { CartStore } from '../../shopping/cart-store.ts';
import type { AddAnswer, CheckAnswer } from '#shared/quick-order/quick-order-view.ts';
import type { RowChecker } from './row-check.ts';

export type AddResult = { ok: true; value: AddAnswer } | { ok: false; message: string; data?: CheckAnswer };

/** Thrown inside the transaction so a refused line leaves no line behind. */
class LineRefusal extends Error {}

/** Answers kept per caller and key for a day, at most this many in all (oldest dropped first). */
const KEY_TTL_MS = 24 * 60 * 60 * 1000;
const MAX_KEYS = 20_000;

export function createQuickOrderCart(deps: { checker: RowChecker; carts: CartStore; cartRules: CartRules; now: () => number }) {
  const { checker, carts, cartRules, now } = deps;
  const done = new Map<string, { at: number; result: AddResult }>();

  const remember = (id: string, result: AddResult) => {
    done.set(id, { at: now(), result });
    for (const [key, entry] of done) {
      if (done.size <= MAX_KEYS && now() - entry.at < KEY_TTL_MS) break;
      done.delete(key);
    }
  };

  const addRows = (principal: string, input: { key: string; rows: readonly QuickOrderRow[] }): AddResult => {
    const { answer, resolved } = checker.check(input.rows, principal);
    const refused = answer.list.find((row) => row.state !== 'ok');
    if (refused) return { ok: false, message: `第 ${refused.line} 行 ${refused.code}：${refused.reason}`, data: answer };
    const lines = new Map<string, { productId: number; unique: string; code: string; quantity: number; price: string }>();
    for (const { row, product, sku } of resolved) {
      const line = lines.get(sku.unique);
      if (line) line.quantity += row.quantity ?? 0;
      else
        lines.set(sku.unique, {
          productId: product.product_id,
          unique: sku.unique,
          code: row.code,
          quantity: row.quantity ?? 0,
          price: row.price,
        });
    }
    try {
      const cartIds = carts.atomically(() =>
        [...lines.values()].map((line) => {
          const added = cartRules.add(principal, {
            product_id: String(line.productId),
            cart_num: line.quantity,
            product_type: 0,
            product_attr_unique: line.unique,
            is_new: 0,
          });
          if (!added.ok) throw new LineRefusal(`${line.code}：${added.message}`);
          return added.value.cart_id;
        }),
      );
      const merged = [...lines.values()];
      return {
        ok: true,
        value: {
          cart_id: cartIds,
          row_count: resolved.length,
          line_count: merged.length,
          pieces: merged.reduce((sum, line) => sum + line.quantity, 0),
          total_price: formatFen(merged.reduce((sum, line) => sum + lineFen(line.price, line.quantity), 0)),
        },
      };
    } catch (error) {
      if (error instanceof LineRefusal) return { ok: false, message: error.message };
      throw error;
    }
  };

  return {
    /**
     * Synchronous from the key's lookup to its record (the cart is SQLite through better-sqlite3), so two
     * requests with one key cannot both add. A refusal is not kept: the buyer fixes the rows and tries again.
     */
    add(principal: string, input: { key: string; rows: readonly QuickOrderRow[] }): AddResult {
      const id = `${principal}\u0000${input.key}`;
      const kept = done.get(id);
      if (kept && now() - kept.at < KEY_TTL_MS) return kept.result;
      const result = addRows(principal, input);
      if (result.ok) remember(id, result);
      return result;
    },
  };
}
