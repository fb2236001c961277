// Browsing history (/api/user/history): the product detail page records a view for a logged-in caller.
import { formatDateTime } from '../envelope.ts';
import type { CatalogStore } from './catalog-store.ts';

const HISTORY_LIMIT = 100;

export function recordHistory(store: CatalogStore, key: string, productId: number): void {
  const list = store.state.bucket(store.state.history, key);
  const existing = list.findIndex((h) => h.product_id === productId);
  if (existing >= 0) list.splice(existing, 1);
  list.unshift({ history_id: store.state.nextId(), product_id: productId, update_time: formatDateTime(new Date()), seq: store.state.nextId() });
  if (list.length > HISTORY_LIMIT) list.length = HISTORY_LIMIT;
}
