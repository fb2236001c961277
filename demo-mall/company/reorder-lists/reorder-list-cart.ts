// 一键加入购物车 (docs/company-api.md §7.4): every line on sale and in stock goes into the caller's current cart
// (the company cart under a company token) through the cart's own rules, merging with a line of the same SKU;
// every other line is answered as skipped with its reason. Quantities are never cut down to fit the stock.
import { REORDER_LINE_STATES, type ReorderLineState } from '#shared/company/reorder-list-rules.ts';
import type { Catalogue } from '../../catalogue/catalogue.ts';
import type { StockLevels } from '../../catalogue/stock-levels.ts';
import type { PieceForPrincipal } from '../../shopping/agreed-prices-port.ts';
import type { CartRules } from '../../shopping/cart-rules.ts';
import type { CartStore } from '../../shopping/cart-store.ts';
import { lineNow } from './reorder-line-state.ts';
import type { ReorderLineRow } from './reorder-list-store.ts';

/** What the reorder lists need from the shop: the catalogue, the stock and the cart with its rules. */
export interface ReorderListShop {
  catalogue: Catalogue;
  stock: StockLevels;
  carts: CartStore;
  /** the cart's rules, with a company's 起订量/倍数 as cart/create applies them */
  cartRules: CartRules;
  /** the price a line shows: under a company its agreed price (§9), as checkout charges it */
  pieceOf: PieceForPrincipal;
}

export type SkipReason = Exclude<ReorderLineState, 'ok'> | 'limit';

export interface SkippedLine {
  line_id: number;
  product_id: number;
  store_name: string;
  suk: string;
  quantity: number;
  reason: SkipReason;
  reason_name: string;
}

export interface AddedLine {
  line_id: number;
  cart_id: number;
  quantity: number;
}

/** The cart's refusal for stock, as the cart rules word it. */
const CART_STOCK_MESSAGE = '库存不足';

export function createReorderListCart(shop: ReorderListShop) {
  const { productById } = shop.catalogue.goods;

  function addLine(principal: string, line: ReorderLineRow): { added: AddedLine } | { skipped: SkippedLine } {
    const product = productById.get(line.product_id);
    const now = lineNow({ product, skuUnique: line.sku_unique, quantity: line.quantity, stockOf: shop.stock.skuStock });
    const skipped = (reason: SkipReason, reasonName: string) => ({
      skipped: {
        line_id: line.line_id,
        product_id: line.product_id,
        store_name: product?.store_name ?? '',
        suk: now.sku?.sku ?? '',
        quantity: line.quantity,
        reason,
        reason_name: reasonName,
      },
    });
    if (now.state !== 'ok') return skipped(now.state, REORDER_LINE_STATES[now.state]);
    const result = shop.cartRules.add(principal, {
      product_id: String(line.product_id),
      cart_num: line.quantity,
      product_type: 0,
      product_attr_unique: line.sku_unique,
      is_new: 0,
    });
    if (result.ok) return { added: { line_id: line.line_id, cart_id: result.value.cart_id, quantity: line.quantity } };
    // the line plus what the cart already holds of the SKU may exceed the stock: skipped, not cut down
    if (result.message === CART_STOCK_MESSAGE) return skipped('no_stock', REORDER_LINE_STATES.no_stock);
    return skipped('limit', result.message);
  }

  return {
    /** Adds the lines in one transaction; answers what went into the cart and what was skipped, in list order. */
    add(principal: string, lines: readonly ReorderLineRow[]): { added: AddedLine[]; skipped: SkippedLine[] } {
      return shop.carts.atomically(() => {
        const added: AddedLine[] = [];
        const skipped: SkippedLine[] = [];
        for (const line of lines) {
          const outcome = addLine(principal, line);
          if ('added' in outcome) added.push(outcome.added);
          else skipped.push(outcome.skipped);
        }
        return { added, skipped };
      });
    },
  };
}

export type ReorderListCart = ReturnType<typeof createReorderListCart>;
