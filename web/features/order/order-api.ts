// Order calls through the BFF (docs/mall-api.md §3.7); the purchasing entity's token travels in cookies.
// Errors are ApiError with the mall's message; callers show it as a toast (docs/product.md §8).
import { apiGet, apiPost, apiPostWithMessage } from '../../api/bff-client.ts';
import type { AccountEntity } from '#shared/constants.ts';
import type { RawGroupOrder } from './group-order-view.ts';
import { purseOf, pursePath, type Purse } from './purse.ts';

/** 'credit' is 企业账期, offered under 企业 only (docs/company-api.md §3.3). */
export type PayType = 'balance' | 'credit' | 'weixinQr' | 'alipayQr';

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

/** The purchasing entity's balance and points now (purse.ts). */
export async function readPurse(entity: AccountEntity): Promise<Purse> {
  return purseOf(await apiGet<{ now_money?: string; integral?: number }>(pursePath(entity)));
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

/** POST /api/order/take/:id (确认收货成功). */
export function takeOrder(orderId: number): Promise<{ message: string }> {
  return apiPostWithMessage<unknown>(`/api/order/take/${orderId}`);
}

/** POST /api/order/del/:id (删除成功): a finished or refunded order leaves the list. */
export function deleteOrder(orderId: number): Promise<{ message: string }> {
  return apiPostWithMessage<unknown>(`/api/order/del/${orderId}`);
}

/** POST /api/user/cart/again: the lines come back as buy-now cart lines; their ids. */
export async function cartAgain(data: readonly { product_id: number; product_attr_unique: string; cart_num: number }[]): Promise<number[]> {
  const answer = await apiPost<{ cart_id?: number[] }>('/api/user/cart/again', { data });
  return (answer?.cart_id ?? []).map(Number).filter((id) => Number.isInteger(id) && id > 0);
}

/** POST /api/order/receipt/:id (操作成功) with the checked invoice request. */
export function requestInvoice(orderId: number, request: object): Promise<{ message: string }> {
  return apiPostWithMessage<unknown>(`/api/order/receipt/${orderId}`, request);
}

/** POST /api/presell/pay/:id: the presell tail, answered like order/pay (nested status). */
export function payPresellTail(presellOrderId: number, type: PayType): Promise<{ message: string; data: PayAnswer }> {
  return apiPostWithMessage<PayAnswer>(`/api/presell/pay/${presellOrderId}`, { type, return_url: '' });
}
