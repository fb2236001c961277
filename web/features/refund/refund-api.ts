// After-sales calls of the browser through the BFF (docs/mall-api.md §3.8). Errors are ApiError with the mall's
// message; the pages show it as a toast and keep the form as it was (docs/product.md §8).
import { apiPost, apiPostWithMessage } from '#web/api/bff-client.ts';

/** POST /api/refund/apply/:orderId: the new request's id (申请退款成功). */
export async function applyRefund(orderId: number, body: Record<string, unknown>): Promise<number> {
  const answer = await apiPost<{ refund_order_id?: number }>(`/api/refund/apply/${orderId}`, body);
  return Number(answer?.refund_order_id) || 0;
}

/** POST /api/refund/compute: the most that may go back for `num` pieces, goods and postage apart (yuan text). */
export function computeRefund(orderId: number, ids: string, num: number): Promise<{ totalRefundPrice?: string; postage_price?: string }> {
  return apiPost(`/api/refund/compute`, { order_id: orderId, type: 1, ids, num });
}

export function sendBackGoods(refundId: number, body: Record<string, unknown>): Promise<{ message: string }> {
  return apiPostWithMessage<unknown>(`/api/refund/back_goods/${refundId}`, body);
}

export function cancelRefund(refundId: number): Promise<{ message: string }> {
  return apiPostWithMessage<unknown>(`/api/refund/cancel/${refundId}`);
}

export function deleteRefund(refundId: number): Promise<{ message: string }> {
  return apiPostWithMessage<unknown>(`/api/refund/del/${refundId}`);
}
