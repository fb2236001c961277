// One row of the 待验收 list (GET /api/company/acceptance/lst, docs/company-api.md §11.2): the order, its
// products and the day it will be accepted in full if nobody accepts it.
import { formatFen } from '#shared/money.ts';
import type { OrderProductRow, OrderRow } from '../../trade/order-store.ts';
import { dayAfter } from './acceptance-store.ts';

export function orderListView(order: OrderRow, products: readonly OrderProductRow[], acceptDays: number, canAccept: boolean) {
  return {
    order_id: order.order_id,
    order_sn: order.order_sn,
    pay_price: formatFen(order.pay_price_fen),
    pay_type: order.pay_type,
    total_num: order.total_num,
    delivered_time: order.delivered_time ?? '',
    auto_accept_date: order.delivered_time ? dayAfter(order.delivered_time, acceptDays) : '',
    can_accept: canAccept,
    products: products.map((product) => {
      const info = JSON.parse(product.cart_info) as { product?: { store_name?: string; image?: string } };
      return { order_product_id: product.order_product_id, store_name: info.product?.store_name ?? '', product_num: product.product_num };
    }),
  };
}
