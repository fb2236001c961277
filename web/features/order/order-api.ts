// Order calls through the BFF (docs/mall-api.md §3.7); the purchasing entity's token travels in cookies.
// Errors are ApiError with the mall's message; callers show it as a toast (docs/product.md §8).
import { apiGet, apiPost, apiPostWithMessage } from '../../api/bff-client.ts';
import type { RawGroupOrder } from './group-order-view.ts';

export type PayType = 'balance' | 'weixinQr' | 'alipayQr';

/** order/pay answers a nested status: 'success', 'error' (with the reason as the message) or the QR type. */
export interface PayAnswer {
  status: string;
  result?: { config?: string; order_id?: number };
}

export function payOrder(groupOrderId: number, type: PayType): Promise<{ message: string; data: PayAnswer }> {
  return apiPostWithMessage<PayAnswer>(`/api/order/pay/${groupOrderId}`, { type, return_url: '' });
}

export function orderStatus(groupOrderId: number): Promise<RawGroupOrder> {
  return apiGet<RawGroupOrder>(`/api/order/status/${groupOrderId}`);
}

export function cancelOrder(groupOrderId: number): Promise<{ message: string }> {
  return apiPostWithMessage<unknown>(`/api/order/cancel/${groupOrderId}`);
}

/** The buyer's balance and points now (GET /api/user). */
export async function readPurse(): Promise<{ balance: string; points: number }> {
  const user = await apiGet<{ now_money?: string; integral?: number }>('/api/user');
  return { balance: user?.now_money ?? '0', points: Number(user?.integral) || 0 };
}

/** POST /api/v2/order/check: the priced order for the current choices (its shape: confirm-view.ts). */
export function checkOrder<T>(body: object): Promise<T> {
  return apiPost<T>('/api/v2/order/check', body);
}

/**
 * POST /api/v2/order/create with pay_type 'pc': the group order id. A zero total is paid at once and
 * answers {status: 'success', result: {order_id}} instead of {order_id}.
 */
export async function createOrder(body: object): Promise<number> {
  const answer = await apiPost<{ order_id?: number; result?: { order_id?: number } }>('/api/v2/order/create', body);
  return Number(answer?.order_id ?? answer?.result?.order_id) || 0;
}
