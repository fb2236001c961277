// Reorder lists on the storefront (docs/company-api.md §7, docs/user-centre.md): the lines a placement hands to
// the 加入常购清单 dialog, the small views the list page shows, and the toast text of 一键加入购物车.
import { REORDER_LINE_STATES, type ReorderLineState } from '#shared/company/reorder-list-rules.ts';

/** A line to save: what the product page, the cart, an order or quick order pass to the dialog. */
export interface ReorderLineDraft {
  productId: number;
  /** the SKU's unique key */
  unique: string;
  quantity: number;
}

export interface ReorderListSummary {
  id: number;
  name: string;
  ownerName: string;
  lineCount: number;
  updateTime: string;
  canEdit: boolean;
  isOwner: boolean;
}

export interface ReorderLineView {
  id: number;
  productId: number;
  /** the SKU's unique key (a request for quotation names it) */
  unique: string;
  name: string;
  image: string;
  sku: string;
  unit: string;
  price: string;
  stock: number;
  quantity: number;
  state: ReorderLineState;
  stateName: string;
}

export interface ReorderListDetail extends ReorderListSummary {
  lines: ReorderLineView[];
}

export interface SkippedLine {
  name: string;
  sku: string;
  reasonName: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const rows = (value: unknown): Record<string, unknown>[] => (Array.isArray(value) ? (value as Record<string, unknown>[]) : []);
const isState = (value: unknown): value is ReorderLineState => typeof value === 'string' && value in REORDER_LINE_STATES;

export function toListSummary(raw: Record<string, unknown>): ReorderListSummary {
  return {
    id: Number(raw.list_id) || 0,
    name: text(raw.name),
    ownerName: text(raw.owner_name) || '—',
    lineCount: Number(raw.line_count) || 0,
    updateTime: text(raw.update_time),
    canEdit: raw.can_edit === true,
    isOwner: raw.is_owner === true,
  };
}

export function toListSummaries(raw: { list?: unknown } | null | undefined): ReorderListSummary[] {
  return rows(raw?.list).map(toListSummary);
}

export function toListDetail(raw: Record<string, unknown>): ReorderListDetail {
  return {
    ...toListSummary(raw),
    lines: rows(raw.lines).map((line) => {
      const state = isState(line.state) ? line.state : 'off_shelf';
      return {
        id: Number(line.line_id) || 0,
        productId: Number(line.product_id) || 0,
        unique: text(line.product_attr_unique),
        name: text(line.store_name),
        image: text(line.image),
        sku: text(line.suk),
        unit: text(line.unit_name),
        price: text(line.price),
        stock: Number(line.stock) || 0,
        quantity: Number(line.quantity) || 0,
        state,
        stateName: text(line.state_name) || REORDER_LINE_STATES[state],
      };
    }),
  };
}

/** The body lines of a save: the mall's field names, same SKUs left for the mall to merge. */
export function toSaveLines(lines: readonly ReorderLineDraft[]) {
  return lines.map((line) => ({ product_id: line.productId, product_attr_unique: line.unique, quantity: line.quantity }));
}

/** The cart's selected rows, in the cart's order (web/features/cart). */
export function cartLinesToSave(
  view: { stores: readonly { lines: readonly { cartId: number; productId: number; unique?: string; num: number }[] }[] },
  selectedIds: readonly number[],
): ReorderLineDraft[] {
  const chosen = new Set(selectedIds);
  return view.stores
    .flatMap((store) => store.lines)
    .filter((line) => chosen.has(line.cartId) && Boolean(line.unique))
    .map((line) => ({ productId: line.productId, unique: line.unique ?? '', quantity: line.num }));
}

/** Every line of an order (全部加入清单). */
export function orderLinesToSave(lines: readonly { productId: number; unique: string; num: number }[]): ReorderLineDraft[] {
  return lines.filter((line) => line.unique !== '').map((line) => ({ productId: line.productId, unique: line.unique, quantity: line.num }));
}

/** The toast after 一键加入购物车: how many went in and each skipped line with its reason. */
export function addToCartText(added: number, skipped: readonly SkippedLine[]): string {
  const head = added > 0 ? `已加入购物车 ${added} 种商品` : '没有可加入购物车的商品';
  if (skipped.length === 0) return head;
  const reasons = skipped.map((line) => `${line.name || '商品'}${line.sku ? `（${line.sku}）` : ''}：${line.reasonName}`);
  return `${head}；未加入 ${skipped.length} 种：${reasons.join('；')}`;
}

export function toSkipped(raw: unknown): SkippedLine[] {
  return rows(raw).map((line) => ({ name: text(line.store_name), sku: text(line.suk), reasonName: text(line.reason_name) }));
}

export const REORDER_LISTS_PATH = '/user/reorder_lists';

export function listHref(id: number): string {
  return `${REORDER_LISTS_PATH}?id=${id}`;
}

/** A fresh key for one save (docs/company-api.md §7.3): one per dialog opening, reused by a double click. */
export function newRequestKey(): string {
  const random = globalThis.crypto?.randomUUID?.();
  return random ?? `k${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`;
}
