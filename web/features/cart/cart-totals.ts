// Pure cart logic: the mall's cart list turned into the page's view, selection, totals and the checkout
// link. Money goes through shared/money.ts: whole fen, so 0.1 + 0.2 style float errors never reach the shopper.
import { type Fen, toFen } from '#shared/money.ts';
import { type AgreementTerms, firstAllowedQty } from '#shared/pricing/agreement-price.ts';
import { agreedShown, type PriceViewer, type ShownPrice, shownPrice } from '#shared/pricing/shown-price.ts';
import { quantityBounds } from '../goods/detail/sku-logic.ts';

/** The parts of a cart row (docs/mall-api.md §3.6) the page reads. */
export interface RawCartRow {
  cart_id: number;
  product_id: number;
  cart_num: number;
  product_attr_unique?: string;
  product?: {
    store_name?: string;
    image?: string;
    unit_name?: string;
    once_min_count?: number;
    once_max_count?: number;
    product_type?: number;
  } | null;
  productAttr?: { stock?: number; price?: string; svip_price?: string; sku?: string; bar_code?: string; image?: string } | null;
}

export interface RawCartList {
  list?: { mer_id: number; mer_name?: string; is_trader?: number; list?: RawCartRow[] }[];
  fail?: RawCartRow[];
}

export interface CartLineView {
  cartId: number;
  productId: number;
  name: string;
  image: string;
  sku: string;
  /** the SKU's code (编码), accepted by quick order */
  barCode: string;
  /** the SKU's unique key (常购清单 saves it) */
  unique?: string;
  price: string;
  svipPrice: string;
  /** what one piece costs this buyer, the price order/check charges (shared/pricing/shown-price.ts) */
  shown: ShownPrice;
  num: number;
  stock: number;
  unit: string;
  min: number;
  max: number;
  /** the stepper's increment: 企业协议价's 倍数, else 1 */
  step?: number;
  /** under 企业: the SKU's agreement, whose break follows the quantity */
  agreement?: AgreementTerms;
}

export interface CartStoreView {
  merId: number;
  name: string;
  selfRun: boolean;
  lines: CartLineView[];
}

export interface CartView {
  stores: CartStoreView[];
  fail: CartLineView[];
}

export interface CartSummary {
  /** pieces of the selected lines */
  pieces: number;
  /** selected total in fen */
  cents: Fen;
  /** selected cart ids in display order */
  ids: number[];
}

function toLine(row: RawCartRow, viewer: PriceViewer): CartLineView {
  const attr = row.productAttr ?? {};
  const product = row.product ?? {};
  const stock = Number(attr.stock) || 0;
  const unique = row.product_attr_unique ?? '';
  const agreement = Number(product.product_type ?? 0) === 0 ? viewer.agreements?.find((terms) => terms.unique === unique) : undefined;
  const onMin = Math.max(product.once_min_count ?? 0, agreement ? firstAllowedQty(agreement) : 0);
  const bounds = quantityBounds(stock, onMin, product.once_max_count ?? 0);
  const num = Number(row.cart_num) || 0;
  const priced = { price: attr.price, svip_price: attr.svip_price, product_type: product.product_type, product_id: row.product_id, unique };
  return {
    cartId: row.cart_id,
    productId: row.product_id,
    name: product.store_name ?? '',
    image: attr.image || product.image || '',
    sku: attr.sku ?? '',
    barCode: attr.bar_code ?? '',
    unique,
    price: attr.price ?? '0',
    svipPrice: attr.svip_price ?? '0',
    shown: shownPrice(priced, viewer, num),
    num,
    stock,
    unit: product.unit_name ?? '',
    min: bounds.min,
    max: bounds.max,
    step: agreement ? Math.max(1, agreement.step) : 1,
    ...(agreement ? { agreement } : {}),
  };
}

/** The cart as `viewer` pays for it (a signed-in buyer: SVIP counts under 个人 only, ADR 0034). */
export function toCartView(raw: RawCartList | null | undefined, viewer: PriceViewer): CartView {
  const stores = (raw?.list ?? [])
    .map((store) => ({
      merId: store.mer_id,
      name: store.mer_name ?? '',
      selfRun: store.is_trader === 1,
      lines: (store.list ?? []).map((row) => toLine(row, viewer)),
    }))
    .filter((store) => store.lines.length > 0);
  return { stores, fail: (raw?.fail ?? []).map((row) => toLine(row, viewer)) };
}

/** A line's amount in fen: the piece the buyer pays times the quantity. */
export function lineCents(line: Pick<CartLineView, 'shown' | 'num'>): Fen {
  return line.shown.fen * line.num;
}

/** A line's piece price at `num`: an agreed price moves to the break of the new quantity. */
function shownAt(line: CartLineView, num: number): ShownPrice {
  if (!line.agreement) return line.shown;
  return agreedShown({ price: line.price, unique: line.unique }, [line.agreement], toFen(line.price), num) ?? line.shown;
}

export function validIds(view: CartView): number[] {
  return view.stores.flatMap((store) => store.lines.map((line) => line.cartId));
}

export function summarize(view: CartView, selected: ReadonlySet<number>): CartSummary {
  const summary: CartSummary = { pieces: 0, cents: 0, ids: [] };
  for (const store of view.stores) {
    for (const line of store.lines) {
      if (!selected.has(line.cartId)) continue;
      summary.pieces += line.num;
      summary.cents += lineCents(line);
      summary.ids.push(line.cartId);
    }
  }
  return summary;
}

/** True when there is something to select and all of it is selected. */
export function allSelected(ids: readonly number[], selected: ReadonlySet<number>): boolean {
  return ids.length > 0 && ids.every((id) => selected.has(id));
}

export function toggleIds(selected: ReadonlySet<number>, ids: readonly number[], on: boolean): Set<number> {
  const next = new Set(selected);
  for (const id of ids) {
    if (on) next.add(id);
    else next.delete(id);
  }
  return next;
}

/** The line with a new quantity, in the view (after the mall accepted it, or to revert it). */
export function withQuantity(view: CartView, cartId: number, num: number): CartView {
  return {
    ...view,
    stores: view.stores.map((store) => ({
      ...store,
      lines: store.lines.map((line) => (line.cartId === cartId ? { ...line, num, shown: shownAt(line, num) } : line)),
    })),
  };
}

export function checkoutHref(ids: readonly number[]): string {
  return `/order_confirm?cartId=${ids.join(',')}`;
}

/** The view without the given lines (after the mall deleted them); stores left empty disappear. */
export function withoutLines(view: CartView, ids: readonly number[]): CartView {
  const gone = new Set(ids);
  return {
    stores: view.stores
      .map((store) => ({ ...store, lines: store.lines.filter((line) => !gone.has(line.cartId)) }))
      .filter((store) => store.lines.length > 0),
    fail: view.fail.filter((line) => !gone.has(line.cartId)),
  };
}
