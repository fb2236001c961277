// A paid order's way from 待发货 to 已完成 (docs/product.md §13): the merchant ships (0 → 1) and may mark it
// delivered, the buyer confirms receipt (1 → 2), reviews every product (2 → 3) and may delete a finished or
// refunded order. Refusals carry the mall's Chinese messages.
import { formatDateTime } from '../core/envelope.ts';
import type { FulfilmentStore, ShipmentFields } from './fulfilment-store.ts';
import { ORDER_MESSAGES, type Outcome } from './order-service.ts';
import type { OrderRow, OrderStore } from './order-store.ts';

export const PROGRESS_MESSAGES = {
  statusWrong: '订单状态有误',
  notShipped: '订单未发货',
  pickup: '自提订单无需发货',
  notExpress: '该订单不是快递配送',
  notRider: '该订单不是同城配送',
  delivered: '订单已送达',
} as const;

/** delivery_type values: 快递 and 同城配送 */
export const DELIVERY_EXPRESS = '1';
export const DELIVERY_RIDER = '5';

/** Statuses a buyer may delete: 已完成 and 已退款. */
const DELETABLE = [3, -1];

export function createOrderProgress(orders: OrderStore, fulfilment: FulfilmentStore, now: () => number) {
  const time = () => formatDateTime(new Date(now()));

  /** the principal's paid, undeleted order */
  function ownOrder(principal: string, orderId: number): OrderRow | undefined {
    const row = orders.order(orderId);
    return row && row.principal === principal && row.paid === 1 && row.is_del === 0 ? row : undefined;
  }

  return {
    ownOrder,
    take(principal: string, orderId: number): Outcome<null> {
      const row = ownOrder(principal, orderId);
      if (!row) return { ok: false, message: ORDER_MESSAGES.missing };
      if (!fulfilment.take(principal, orderId, time())) return { ok: false, message: PROGRESS_MESSAGES.statusWrong };
      return { ok: true, value: null };
    },
    remove(principal: string, orderId: number): Outcome<null> {
      const row = ownOrder(principal, orderId);
      if (!row) return { ok: false, message: ORDER_MESSAGES.missing };
      if (!DELETABLE.includes(row.status)) return { ok: false, message: PROGRESS_MESSAGES.statusWrong };
      fulfilment.remove(principal, orderId);
      return { ok: true, value: null };
    },
    /** the merchant console: express (company + waybill) or a rider (name + phone) */
    ship(orderId: number, shipment: Omit<ShipmentFields, 'delivery_time'>): Outcome<OrderRow> {
      const row = orders.order(orderId);
      if (row?.paid !== 1 || row.is_del === 1) return { ok: false, message: ORDER_MESSAGES.missing };
      if (row.order_type === 1) return { ok: false, message: PROGRESS_MESSAGES.pickup };
      if (!fulfilment.ship(orderId, { ...shipment, delivery_time: time() })) return { ok: false, message: PROGRESS_MESSAGES.statusWrong };
      return { ok: true, value: orders.order(orderId) as OrderRow };
    },
    markDelivered(orderId: number): Outcome<null> {
      const row = orders.order(orderId);
      if (row?.paid !== 1 || row.is_del === 1) return { ok: false, message: ORDER_MESSAGES.missing };
      if (row.status !== 1) return { ok: false, message: PROGRESS_MESSAGES.statusWrong };
      if (!fulfilment.markDelivered(orderId, time())) return { ok: false, message: PROGRESS_MESSAGES.delivered };
      return { ok: true, value: null };
    },
  };
}

export type OrderProgress = ReturnType<typeof createOrderProgress>;
