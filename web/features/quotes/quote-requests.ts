// What the 申请报价 dialog sends (docs/company-api.md §10.3): the typed rows checked, then one quote per merchant,
// each under a request key kept for the dialog's opening, so a double submit or a retry asks once.
import { QUOTE_MAX_QUANTITY, QUOTE_MESSAGES } from '#shared/company/quote-rules.ts';
import { newRequestKey } from '../reorder-lists/reorder-list-view.ts';
import type { QuoteInputRow } from './QuoteLineInputs.tsx';
import { byMerchant, type QuoteLineDraft, targetPriceOk } from './quote-drafts.ts';
import { quotesApi } from './quotes-api.ts';

export type QuoteSource = 'product' | 'cart' | 'reorder_list' | 'quick_order';

/** The first thing wrong with the typed rows, in Chinese, or null. */
export function quoteRowsProblem(rows: readonly QuoteInputRow[]): string | null {
  for (const row of rows) {
    const n = Number(row.quantity);
    if (!Number.isInteger(n) || n < 1 || n > QUOTE_MAX_QUANTITY) return QUOTE_MESSAGES.quantityInvalid;
    if (!targetPriceOk(row.target)) return QUOTE_MESSAGES.targetInvalid;
  }
  return null;
}

export interface QuoteRequest {
  lines: readonly QuoteLineDraft[];
  rows: readonly QuoteInputRow[];
  delivery: string;
  note: string;
  attachments: string[];
  source: QuoteSource;
}

/** Asks one quote per merchant; `keys` (merchant → request key) lives as long as the dialog. */
export async function sendQuoteRequests(request: QuoteRequest, keys: Map<number, string>): Promise<{ id: number; sn: string }[]> {
  const withRows = request.lines.map((line, index) => ({ line, row: request.rows[index] ?? { quantity: '0', target: '' } }));
  const made: { id: number; sn: string }[] = [];
  for (const group of byMerchant(request.lines)) {
    const merId = group[0]?.merId ?? 0;
    if (!keys.has(merId)) keys.set(merId, newRequestKey());
    const chosen = withRows.filter((entry) => group.includes(entry.line));
    const { data } = await quotesApi.create({
      lines: chosen.map(({ line, row }) => ({
        product_id: line.productId,
        product_attr_unique: line.unique,
        quantity: Number(row.quantity),
        target_price: row.target.trim(),
      })),
      delivery_date: request.delivery,
      note: request.note.trim(),
      attachments: request.attachments,
      source: request.source,
      request_key: keys.get(merId) ?? '',
    });
    made.push({ id: data.id, sn: data.quote_sn });
  }
  return made;
}
