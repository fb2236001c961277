// The buyer's note to a merchant (买家留言, docs/screens.md a.6) without zod: the BFF's OrderNoteSchema
// (shared/schemas/trade-schemas.ts) applies it to order/create's `mark`, and the order confirmation page checks
// the note with it directly, so that page loads no validation library.
import { TRADE_MESSAGES } from './receipt-rules.ts';

/** 买家留言 limit (限150字), counted in characters, not UTF-16 units. */
export const ORDER_NOTE_MAX = 150;

/** The note as the mall keeps it: text trimmed, a number as its text, anything else ''. */
export const orderNoteOf = (value: unknown): string =>
  typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';

/** The note's message, or null when it fits. */
export function orderNoteProblem(value: unknown): string | null {
  return [...orderNoteOf(value)].length <= ORDER_NOTE_MAX ? null : TRADE_MESSAGES.noteTooLong;
}
