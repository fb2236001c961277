// Goods receipt and credit terms through the BFF (docs/company-api.md §11); the company token travels in cookies.
import { apiGet, apiPostWithMessage } from '#web/api/bff-client.ts';

export interface AcceptanceLine {
  order_product_id: number;
  store_name: string;
  sku: string;
  image: string;
  price: string;
  product_num: number;
  received_num: number | null;
  reason: string;
  pics: string[];
}

export interface AcceptanceDetail {
  order_id: number;
  order_sn: string;
  pay_type: string;
  status: 0 | 1;
  status_name: string;
  delivered_time: string;
  auto_accept_date: string;
  can_accept: boolean;
  accept_time: string;
  auto: boolean;
  due_date: string;
  shortfall_num: number;
  refund_order_id: number;
  lines: AcceptanceLine[];
}

export interface AcceptLine {
  order_product_id: number;
  received_num: number;
  reason: string;
  pics: string[];
}

export interface CreditItemView {
  order_id: number;
  order_sn: string;
  pay_time: string;
  accept_time: string;
  due_date: string;
  amount: string;
  open_amount: string;
  state: 'unbilled' | 'open' | 'due_soon' | 'overdue';
  state_name: string;
}

export interface CreditItemsAnswer {
  count: number;
  list: CreditItemView[];
  total_open: string;
  overdue: { count: number; amount: string };
  due_soon: { count: number; amount: string };
}

export interface CreditReminder {
  due_soon_count: number;
  due_soon_amount: string;
  nearest_due_date: string;
  overdue_count: number;
  overdue_amount: string;
}

export const acceptanceApi = {
  detail: (orderId: number) => apiGet<AcceptanceDetail>(`/api/company/acceptance/detail/${orderId}`),
  accept: (orderId: number, lines: AcceptLine[]) =>
    apiPostWithMessage<{ refund_order_id: number; repeated: boolean }>(`/api/company/acceptance/accept/${orderId}`, { lines }),
  creditItems: (state: string, page: number) =>
    apiGet<CreditItemsAnswer>('/api/company/credit/items', { state, page: String(page), limit: '10' }),
  reminder: () => apiGet<CreditReminder>('/api/company/credit/reminder'),
  repay: () => apiPostWithMessage<{ amount: string }>('/api/company/credit/repay'),
};
