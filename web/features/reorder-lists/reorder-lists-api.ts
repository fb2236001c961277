// The browser's reorder-list calls through the BFF (docs/company-api.md §7); the company token goes with them
// while the entity is 企业.
import { apiGet, apiPostWithMessage } from '#web/api/bff-client.ts';
import { type ReorderLineDraft, toListSummaries, toSaveLines } from './reorder-list-view.ts';

const BASE = '/api/company/reorder_list';

export const reorderListsApi = {
  /** the company's lists (the dialog's choice), up to 50 */
  lists: async () => toListSummaries(await apiGet<{ list?: unknown }>(`${BASE}/lst`, { page: 1, limit: 50 })),
  create: (name: string, lines: readonly ReorderLineDraft[], requestKey: string) =>
    apiPostWithMessage<{ list_id: number }>(`${BASE}/create`, { name, lines: toSaveLines(lines), request_key: requestKey }),
  addLines: (id: number, lines: readonly ReorderLineDraft[], requestKey: string) =>
    apiPostWithMessage<{ list_id: number }>(`${BASE}/lines/${id}`, { lines: toSaveLines(lines), request_key: requestKey }),
  rename: (id: number, name: string) => apiPostWithMessage<unknown>(`${BASE}/rename/${id}`, { name }),
  remove: (id: number) => apiPostWithMessage<unknown>(`${BASE}/delete/${id}`),
  setQuantity: (lineId: number, quantity: number) => apiPostWithMessage<unknown>(`${BASE}/line/update/${lineId}`, { quantity }),
  removeLine: (lineId: number) => apiPostWithMessage<unknown>(`${BASE}/line/delete/${lineId}`),
  addToCart: (id: number) => apiPostWithMessage<{ added?: number; skipped?: unknown }>(`${BASE}/cart/${id}`),
};
