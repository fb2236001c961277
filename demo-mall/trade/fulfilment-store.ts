// What happens to a paid order in the database: the buyer's reads (list by tab, counts), shipping and delivery
// by the demo merchant console, the buyer's receipt confirmation and deletion, and invoices. Each write names
// the state it expects, so a second click or a stale form changes nothing.
import type { DemoMallDatabase } from '../db/database.ts';
import type { OrderRow } from './order-store.ts';

export interface ShipmentFields {
  /** '1' express (快递), '5' same-city rider (同城配送) */
  delivery_type: string;
  /** express company or rider name */
  delivery_name: string;
  /** waybill number or rider phone */
  delivery_id: string;
  delivery_time: string;
}

export interface ReceiptRow {
  order_receipt_id: number;
  order_id: number;
  principal: string;
  mer_id: number;
  receipt_info: string;
  /** 0 requested, 1 issued */
  status: number;
  receipt_sn: string;
  issue_time: string | null;
  create_time: string;
}

export function createFulfilmentStore(db: DemoMallDatabase) {
  const q = {
    paidOf: db.prepare('SELECT * FROM orders WHERE principal = ? AND paid = 1 AND is_del = 0 ORDER BY order_id DESC'),
    recentPaid: db.prepare('SELECT * FROM orders WHERE paid = 1 AND is_del = 0 ORDER BY order_id DESC LIMIT ?'),
    ship: db.prepare(`UPDATE orders SET status = 1, delivery_type = @delivery_type, delivery_name = @delivery_name,
      delivery_id = @delivery_id, delivery_time = @delivery_time WHERE order_id = @order_id AND paid = 1 AND is_del = 0 AND status = 0`),
    delivered: db.prepare(
      'UPDATE orders SET delivered_time = ? WHERE order_id = ? AND paid = 1 AND is_del = 0 AND status = 1 AND delivered_time IS NULL',
    ),
    take: db.prepare(
      'UPDATE orders SET status = 2, take_time = ? WHERE order_id = ? AND principal = ? AND paid = 1 AND is_del = 0 AND status = 1',
    ),
    finish: db.prepare('UPDATE orders SET status = 3 WHERE order_id = ? AND status = 2'),
    remove: db.prepare('UPDATE orders SET is_del = 1 WHERE order_id = ? AND principal = ? AND is_del = 0'),
    receipt: db.prepare('SELECT * FROM order_receipts WHERE order_id = ? ORDER BY order_receipt_id DESC LIMIT 1'),
    receiptsOf: db.prepare(`SELECT r.* FROM order_receipts r JOIN orders o ON o.order_id = r.order_id
      WHERE r.principal = ? AND o.is_del = 0 ORDER BY r.order_receipt_id DESC`),
    issue: db.prepare('UPDATE order_receipts SET status = 1, receipt_sn = ?, issue_time = ? WHERE order_receipt_id = ? AND status = 0'),
  };
  return {
    /** the principal's paid orders, newest first (deleted ones left out) */
    paidOrdersOf: (principal: string) => q.paidOf.all(principal) as OrderRow[],
    /** the newest paid orders of every buyer (the merchant console) */
    recentPaidOrders: (limit: number) => q.recentPaid.all(limit) as OrderRow[],
    /** 0 → 1; false when the order is not a paid order waiting to ship */
    ship: (orderId: number, fields: ShipmentFields) => q.ship.run({ ...fields, order_id: orderId }).changes === 1,
    /** marks a shipped order handed over, once */
    markDelivered: (orderId: number, time: string) => q.delivered.run(time, orderId).changes === 1,
    /** 1 → 2 by its buyer */
    take: (principal: string, orderId: number, time: string) => q.take.run(time, orderId, principal).changes === 1,
    /** 2 → 3 once every product is reviewed */
    finish: (orderId: number) => q.finish.run(orderId).changes === 1,
    remove: (principal: string, orderId: number) => q.remove.run(orderId, principal).changes === 1,
    receiptOf: (orderId: number) => q.receipt.get(orderId) as ReceiptRow | undefined,
    /** the principal's invoice requests on orders not deleted, newest first (我的发票) */
    receiptsOf: (principal: string) => q.receiptsOf.all(principal) as ReceiptRow[],
    issueReceipt: (receiptId: number, receiptSn: string, time: string) => q.issue.run(receiptSn, time, receiptId).changes === 1,
  };
}

export type FulfilmentStore = ReturnType<typeof createFulfilmentStore>;
