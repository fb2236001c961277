// What the acceptance routes answer (docs/company-api.md §11.2): an order's lines with what was received, its
// acceptance (who, when, automatically or not, the shortfall refund, the due date) and, while it waits, the day
// it will be accepted automatically.
import { formatFen } from '#shared/money.ts';
import type { OrderProductRow, OrderRow } from '../../trade/order-store.ts';
import type { AcceptanceLineRow, AcceptanceRow } from './acceptance-store.ts';
import { dayAfter } from './acceptance-store.ts';

interface CartInfo {
  product?: { store_name?: string; image?: string };
  productAttr?: { sku?: string; image?: string };
}

export function acceptanceView(input: {
  order: OrderRow;
  products: readonly OrderProductRow[];
  acceptance: AcceptanceRow | undefined;
  lines: readonly AcceptanceLineRow[];
  acceptDays: number;
  canAccept: boolean;
}) {
  const { order, acceptance } = input;
  const received = new Map(input.lines.map((line) => [line.order_product_id, line]));
  const waiting = !acceptance && order.status === 1;
  return {
    order_id: order.order_id,
    order_sn: order.order_sn,
    pay_type: order.pay_type,
    status: acceptance ? 1 : 0,
    status_name: acceptance ? (acceptance.shortfall_num > 0 ? '部分验收' : '已验收') : waiting ? '待验收' : '无需验收',
    delivered_time: order.delivered_time ?? '',
    /** the day an order nobody accepts is accepted in full (only once delivered) */
    auto_accept_date: waiting && order.delivered_time ? dayAfter(order.delivered_time, input.acceptDays) : '',
    can_accept: waiting && input.canAccept,
    accept_time: acceptance?.accept_time ?? '',
    auto: acceptance?.auto === 1,
    accept_uid: acceptance?.accept_uid ?? 0,
    due_date: acceptance?.due_date ?? '',
    shortfall_num: acceptance?.shortfall_num ?? 0,
    refund_order_id: acceptance?.refund_order_id ?? 0,
    lines: input.products.map((product) => {
      const info = JSON.parse(product.cart_info) as CartInfo;
      const line = received.get(product.order_product_id);
      return {
        order_product_id: product.order_product_id,
        store_name: info.product?.store_name ?? '',
        sku: info.productAttr?.sku ?? '',
        image: info.productAttr?.image ?? info.product?.image ?? '',
        price: formatFen(product.product_price_fen),
        product_num: product.product_num,
        received_num: line ? line.received_num : null,
        reason: line?.reason ?? '',
        pics: line ? (JSON.parse(line.pics) as string[]) : [],
      };
    }),
  };
}
