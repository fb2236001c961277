// The browser's quote calls (docs/company-api.md §10) through the BFF; the company token goes with them while the
// entity is 企业.
import { apiPostWithMessage } from '#web/api/bff-client.ts';

const BASE = '/api/company/quote';

export interface QuoteRequestBody {
  lines: { product_id: number; product_attr_unique: string; quantity: number; target_price: string }[];
  delivery_date: string;
  note: string;
  attachments: string[];
  source: 'product' | 'cart' | 'reorder_list' | 'quick_order';
  request_key: string;
}

export const quotesApi = {
  create: (body: QuoteRequestBody) => apiPostWithMessage<{ id: number; quote_sn: string }>(`${BASE}/create`, body),
  counter: (id: number, lines: { line_no: number; quantity: number; target_price: string }[], note: string) =>
    apiPostWithMessage<unknown>(`${BASE}/counter/${id}`, { lines, note }),
  accept: (id: number) => apiPostWithMessage<{ order_id: number; held: boolean }>(`${BASE}/accept/${id}`),
  decline: (id: number, reason: string) => apiPostWithMessage<unknown>(`${BASE}/decline/${id}`, { reason }),
  withdraw: (id: number, reason: string) => apiPostWithMessage<unknown>(`${BASE}/withdraw/${id}`, { reason }),
};
