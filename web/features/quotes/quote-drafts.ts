// Pure: the lines a request for quotation starts from (docs/company-api.md §10.3) — the product page's SKU, the
// cart's selected rows, a reorder list, quick order's rows — and their split by merchant: a quote asks one
// merchant, so lines of several merchants become one quote each.
export interface QuoteLineDraft {
  productId: number;
  unique: string;
  quantity: number;
  name: string;
  sku: string;
  /** 0 when the screen does not know it: the mall then judges */
  merId: number;
}

export function byMerchant(lines: readonly QuoteLineDraft[]): QuoteLineDraft[][] {
  const groups = new Map<number, QuoteLineDraft[]>();
  for (const line of lines) groups.set(line.merId, [...(groups.get(line.merId) ?? []), line]);
  return [...groups.values()];
}

/** The cart's selected rows, in the cart's order (web/features/cart). */
export function cartLinesToQuote(
  view: {
    stores: readonly {
      merId: number;
      lines: readonly { cartId: number; productId: number; unique?: string; num: number; name: string; sku: string }[];
    }[];
  },
  selectedIds: readonly number[],
): QuoteLineDraft[] {
  const chosen = new Set(selectedIds);
  return view.stores.flatMap((store) =>
    store.lines
      .filter((line) => chosen.has(line.cartId) && Boolean(line.unique))
      .map((line) => ({
        productId: line.productId,
        unique: line.unique ?? '',
        quantity: line.num,
        name: line.name,
        sku: line.sku,
        merId: store.merId,
      })),
  );
}

/** A target price as typed: blank, or a positive amount with at most two decimals. */
export const targetPriceOk = (value: string) => value.trim() === '' || (/^\d{1,8}(?:\.\d{1,2})?$/.test(value.trim()) && Number(value) > 0);

/** A reorder list's lines that are still on sale with their SKU (web/features/reorder-lists). */
export function listLinesToQuote(
  lines: readonly { productId: number; unique: string; quantity: number; name: string; sku: string; state: string }[],
): QuoteLineDraft[] {
  return lines
    .filter((line) => line.unique !== '' && line.state !== 'off_shelf' && line.state !== 'sku_gone')
    .map((line) => ({ productId: line.productId, unique: line.unique, quantity: line.quantity, name: line.name, sku: line.sku, merId: 0 }));
}

/** Quick order's checked rows (web/features/quick-order). */
export function quickRowsToQuote(
  rows: readonly {
    input: { quantity: number | null };
    checked: { product_id: number; unique: string; store_name: string; sku: string } | null;
  }[],
): QuoteLineDraft[] {
  return rows.flatMap((row) =>
    row.checked && row.checked.unique !== ''
      ? [
          {
            productId: row.checked.product_id,
            unique: row.checked.unique,
            quantity: row.input.quantity ?? 1,
            name: row.checked.store_name,
            sku: row.checked.sku,
            merId: 0,
          },
        ]
      : [],
  );
}
