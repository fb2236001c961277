// Quick order's browser calls through the BFF (docs/company-api.md §6); the purchasing entity's token travels
// in cookies, so the same calls fill the personal or the company cart.
import type { PastedRow } from '#shared/quick-order/paste-lines.ts';
import type { AddAnswer, CheckAnswer } from '#shared/quick-order/quick-order-view.ts';
import { apiPost, apiUpload } from '../../api/bff-client.ts';

export interface RowInput {
  code: string;
  quantity: number | null;
}

export const TEMPLATE_URL = '/api/quick_order/template';

export function checkRows(rows: readonly RowInput[]): Promise<CheckAnswer> {
  return apiPost<CheckAnswer>('/api/quick_order/check', { rows });
}

export function readFileRows(file: File): Promise<{ count: number; list: PastedRow[] }> {
  const form = new FormData();
  form.append('file', file);
  return apiUpload('/api/quick_order/upload', form);
}

export function addRowsToCart(key: string, rows: readonly RowInput[]): Promise<AddAnswer> {
  return apiPost<AddAnswer>('/api/quick_order/cart', { key, rows });
}

/** A fresh key for one add-to-cart action: the same key sent twice adds once. */
export function newActionKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return `qo-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}
