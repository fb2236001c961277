// After payment (docs/mall-api.md §3.7, docs/screens.md a.8): the courier timeline of a shipped order, the
// same-city rider's state, and the invoice request. Behind the module's requireLogin; someone else's order
// answers 订单不存在.
import type { FastifyInstance } from 'fastify';
import { receiptPurchaseRefs } from './order-purchase-ref.ts';
import { fail, formatDateTime, ok, okMessage } from '../core/envelope.ts';
import { idOf } from '../core/param-schemas.ts';
import { readParams } from '../core/params.ts';
import { readReceiptParams } from './params/receipt-params.ts';
import { DELIVERY_EXPRESS, DELIVERY_RIDER, type OrderProgress, PROGRESS_MESSAGES } from './order-progress.ts';
import { ORDER_MESSAGES } from './order-service.ts';
import { NO_STATEMENT_RECEIPTS, type StatementReceiptOf, statementReceiptRefusal } from './statement-receipt-port.ts';
import type { OrderViews } from './order-views.ts';
import type { TradeRouteDeps } from './route-deps.ts';
import { expressSteps, RIDER_STATES, receiveCode, riderProgress } from './tracking.ts';

export const RECEIPT_MESSAGES = {
  repeated: '该订单已申请开票',
} as const;

/** Statuses an invoice may be asked for: every paid order but a refunded one. */
const INVOICEABLE = [0, 1, 2, 3, 9, 10];

export function registerShipmentRoutes(
  app: FastifyInstance,
  deps: TradeRouteDeps & { views: OrderViews; progress: OrderProgress; statementReceipts?: StatementReceiptOf },
): void {
  const { gate, orders, fulfilment, views, progress, now } = deps;
  const statementReceiptOf = deps.statementReceipts ?? NO_STATEMENT_RECEIPTS;

  app.post('/api/order/express/:id', async (request) => {
    const order = progress.ownOrder(gate.principal(request).key, idOf(request));
    if (!order) return fail(ORDER_MESSAGES.missing);
    if (order.status === 0 || !order.delivery_time) return fail(PROGRESS_MESSAGES.notShipped);
    if (order.delivery_type !== DELIVERY_EXPRESS) return fail(PROGRESS_MESSAGES.notExpress);
    return ok({ express: expressSteps(order, now()), order: views.orderView(order) });
  });

  app.get('/api/order/delivery/:id', async (request) => {
    const order = progress.ownOrder(gate.principal(request).key, idOf(request));
    if (!order) return fail(ORDER_MESSAGES.missing);
    if (order.status === 0 || !order.delivery_time) return fail(PROGRESS_MESSAGES.notShipped);
    if (order.delivery_type !== DELIVERY_RIDER) return fail(PROGRESS_MESSAGES.notRider);
    const { state, steps } = riderProgress(order, now());
    return ok({
      order_id: order.order_id,
      order_sn: order.order_sn,
      status: state,
      status_name: RIDER_STATES[state],
      rider: { name: order.delivery_name, phone: order.delivery_id },
      receive_code: receiveCode(order),
      list: steps,
      order: views.orderView(order),
    });
  });

  app.post('/api/order/receipt/:id', async (request) => {
    const principal = gate.principal(request).key;
    const order = progress.ownOrder(principal, idOf(request));
    if (!order) return fail(ORDER_MESSAGES.missing);
    if (!INVOICEABLE.includes(order.status)) return fail(PROGRESS_MESSAGES.statusWrong);
    if (fulfilment.receiptOf(order.order_id)) return fail(RECEIPT_MESSAGES.repeated);
    // one invoice per order, whichever path (ADR 0071): 集中开票 already bills it
    const billed = statementReceiptOf(order.order_id);
    if (billed) return fail(statementReceiptRefusal(billed));
    const parsed = readReceiptParams(readParams(request));
    if (!parsed.ok) return fail(parsed.message);
    const info = { ...parsed.value, ...receiptPurchaseRefs(order) };
    orders.insertReceipt(order.order_id, principal, order.mer_id, info, formatDateTime(new Date(now())));
    return okMessage('操作成功');
  });
}
