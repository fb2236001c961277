// The refund pages' addresses, apart from the refund views so an order page that only links to them stays light.

export const refundListHref = (type: number, page = 1) => `/user/refund_list?type=${type}${page > 1 ? `&page=${page}` : ''}`;
export const refundDetailHref = (id: number) => `/refund_detail?id=${id}`;
export const refundGoodsHref = (id: number) => `/refund_goods?id=${id}`;
export const refundLogisticsHref = (id: number) => `/refund_logistics?orderId=${id}`;
export const refundBatchHref = (orderId: number) => `/refund?orderId=${orderId}`;

/** 申请退款 of products: the type choice first; `type` 1 one product (with a quantity), 2 several. */
export function refundSelectHref(orderId: number, ids: readonly number[]): string {
  return `/user/refund_select?orderId=${orderId}&ids=${ids.join(',')}&type=${ids.length === 1 ? 1 : 2}`;
}

export function refundConfirmHref(orderId: number, ids: string, type: number, refundType: number): string {
  return `/refund_confirm?orderId=${orderId}&ids=${ids}&type=${type}&refund_type=${refundType}`;
}
