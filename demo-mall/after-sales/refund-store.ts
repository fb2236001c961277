// Refund orders in the database (docs/mall-api.md §3.8): the requests, the order products each one covers and
// the payouts. Every state change names the state it expects, so a second click or a stale form changes nothing.
import type { DemoMallDatabase } from '../db/database.ts';

export interface RefundOrderRow {
  refund_order_id: number;
  refund_order_sn: string;
  order_id: number;
  principal: string;
  mer_id: number;
  refund_type: number;
  refund_message: string;
  refund_price_fen: number;
  refund_postage_fen: number;
  refund_num: number;
  integral: number;
  mark: string;
  /** JSON list of picture addresses */
  pics: string;
  status: number;
  status_time: string;
  fail_message: string;
  mer_delivery_user: string;
  mer_delivery_address: string;
  phone: string;
  delivery_type: string;
  delivery_id: string;
  delivery_phone: string;
  delivery_mark: string;
  delivery_pics: string;
  delivery_time: string | null;
  received_time: string | null;
  request_key: string;
  is_del: number;
  create_time: string;
  create_unix: number;
}

export interface RefundProductRow {
  refund_product_id: number;
  refund_order_id: number;
  order_product_id: number;
  refund_num: number;
  refund_price_fen: number;
  refund_postage_fen: number;
  refund_integral: number;
}

/** What the open and refunded requests of an order already took from one order product. */
export interface TakenRow {
  order_product_id: number;
  num: number;
  price_fen: number;
  postage_fen: number;
  integral: number;
  /** pieces of requests that ended refunded */
  done_num: number;
  /** 1 when a request on it is still open (待审核, 待退货, 待收货) */
  open: number;
}

export interface PayoutRow {
  refund_order_id: number;
  order_id: number;
  principal: string;
  channel: string;
  amount_fen: number;
  create_time: string;
}

export type NewRefundOrder = Omit<
  RefundOrderRow,
  | 'refund_order_id'
  | 'status'
  | 'fail_message'
  | 'mer_delivery_user'
  | 'mer_delivery_address'
  | 'phone'
  | 'delivery_type'
  | 'delivery_id'
  | 'delivery_phone'
  | 'delivery_mark'
  | 'delivery_pics'
  | 'delivery_time'
  | 'received_time'
  | 'is_del'
>;
export type NewRefundProduct = Omit<RefundProductRow, 'refund_product_id'>;

export interface ReturnAddress {
  mer_delivery_user: string;
  mer_delivery_address: string;
  phone: string;
}

export interface ReturnShipment {
  delivery_type: string;
  delivery_id: string;
  delivery_phone: string;
  delivery_mark: string;
  /** JSON list of picture addresses */
  delivery_pics: string;
}

const NEW_REFUND_COLUMNS = [
  'refund_order_sn',
  'order_id',
  'principal',
  'mer_id',
  'refund_type',
  'refund_message',
  'refund_price_fen',
  'refund_postage_fen',
  'refund_num',
  'integral',
  'mark',
  'pics',
  'status_time',
  'request_key',
  'create_time',
  'create_unix',
];

export function createRefundStore(db: DemoMallDatabase) {
  const q = {
    insert: db.prepare(
      `INSERT INTO refund_orders (${NEW_REFUND_COLUMNS.join(', ')}) VALUES (${NEW_REFUND_COLUMNS.map((c) => `@${c}`).join(', ')})`,
    ),
    insertProduct: db.prepare(`INSERT INTO refund_products (refund_order_id, order_product_id, refund_num, refund_price_fen,
      refund_postage_fen, refund_integral) VALUES (@refund_order_id, @order_product_id, @refund_num, @refund_price_fen,
      @refund_postage_fen, @refund_integral)`),
    refund: db.prepare('SELECT * FROM refund_orders WHERE refund_order_id = ?'),
    productsOf: db.prepare('SELECT * FROM refund_products WHERE refund_order_id = ? ORDER BY refund_product_id'),
    ofPrincipal: db.prepare('SELECT * FROM refund_orders WHERE principal = ? AND is_del = 0 ORDER BY refund_order_id DESC'),
    recent: db.prepare('SELECT * FROM refund_orders ORDER BY refund_order_id DESC LIMIT ?'),
    taken: db.prepare(`SELECT p.order_product_id, SUM(p.refund_num) AS num, SUM(p.refund_price_fen) AS price_fen,
      SUM(p.refund_postage_fen) AS postage_fen, SUM(p.refund_integral) AS integral,
      SUM(CASE WHEN r.status = 3 THEN p.refund_num ELSE 0 END) AS done_num,
      MAX(CASE WHEN r.status IN (0, 1, 2) THEN 1 ELSE 0 END) AS open
      FROM refund_products p JOIN refund_orders r ON r.refund_order_id = p.refund_order_id
      WHERE r.order_id = ? AND r.status IN (0, 1, 2, 3) GROUP BY p.order_product_id`),
    twin: db.prepare(`SELECT * FROM refund_orders WHERE principal = ? AND order_id = ? AND request_key = ? AND status IN (0, 1, 2)
      AND create_unix >= ? ORDER BY refund_order_id DESC LIMIT 1`),
    agreeReturn: db.prepare(`UPDATE refund_orders SET status = 1, status_time = @time, mer_delivery_user = @mer_delivery_user,
      mer_delivery_address = @mer_delivery_address, phone = @phone WHERE refund_order_id = @id AND status = 0 AND refund_type = 2`),
    refuse: db.prepare('UPDATE refund_orders SET status = -1, status_time = ?, fail_message = ? WHERE refund_order_id = ? AND status = 0'),
    ship: db.prepare(`UPDATE refund_orders SET status = 2, status_time = @time, delivery_time = @time, delivery_type = @delivery_type,
      delivery_id = @delivery_id, delivery_phone = @delivery_phone, delivery_mark = @delivery_mark, delivery_pics = @delivery_pics
      WHERE refund_order_id = @id AND principal = @principal AND status = 1`),
    receive: db.prepare('UPDATE refund_orders SET received_time = ? WHERE refund_order_id = ? AND status = 2 AND received_time IS NULL'),
    refunded: db.prepare(`UPDATE refund_orders SET status = 3, status_time = ? WHERE refund_order_id = ?
      AND ((status = 0 AND refund_type = 1) OR (status = 2 AND received_time IS NOT NULL))`),
    cancel: db.prepare(
      'UPDATE refund_orders SET status = -10, status_time = ? WHERE refund_order_id = ? AND principal = ? AND status IN (0, 1)',
    ),
    remove: db.prepare(
      'UPDATE refund_orders SET is_del = 1 WHERE refund_order_id = ? AND principal = ? AND is_del = 0 AND status IN (-1, 3, -10)',
    ),
    insertPayout: db.prepare(`INSERT INTO refund_payouts (refund_order_id, order_id, principal, channel, amount_fen, create_time)
      VALUES (@refund_order_id, @order_id, @principal, @channel, @amount_fen, @create_time)`),
    payout: db.prepare('SELECT * FROM refund_payouts WHERE refund_order_id = ?'),
    paidBack: db.prepare('SELECT COALESCE(SUM(amount_fen), 0) AS n FROM refund_payouts WHERE order_id = ?'),
  };
  return {
    insertRefund: (row: NewRefundOrder): number => Number(q.insert.run(row).lastInsertRowid),
    insertProduct: (row: NewRefundProduct): void => void q.insertProduct.run(row),
    refund: (id: number) => q.refund.get(id) as RefundOrderRow | undefined,
    productsOf: (refundId: number) => q.productsOf.all(refundId) as RefundProductRow[],
    /** the principal's requests, newest first, those removed from the list left out */
    ofPrincipal: (principal: string) => q.ofPrincipal.all(principal) as RefundOrderRow[],
    /** the newest requests of every buyer (the merchant console) */
    recent: (limit: number) => q.recent.all(limit) as RefundOrderRow[],
    takenByOrder: (orderId: number) => q.taken.all(orderId) as TakenRow[],
    /** an open request with the same content made since `sinceUnix` (ms) */
    twin: (principal: string, orderId: number, requestKey: string, sinceUnix: number) =>
      q.twin.get(principal, orderId, requestKey, sinceUnix) as RefundOrderRow | undefined,
    /** 0 → 1 for a return (退货退款), with where the goods go */
    agreeReturn: (id: number, address: ReturnAddress, time: string) => q.agreeReturn.run({ ...address, id, time }).changes === 1,
    /** 0 → -1 */
    refuse: (id: number, reason: string, time: string) => q.refuse.run(time, reason, id).changes === 1,
    /** 1 → 2 by its buyer */
    ship: (id: number, principal: string, shipment: ReturnShipment, time: string) =>
      q.ship.run({ ...shipment, id, principal, time }).changes === 1,
    /** the merchant has the returned goods (status stays 2 until the money goes back) */
    receive: (id: number, time: string) => q.receive.run(time, id).changes === 1,
    /** → 3: a money-only request still pending, or a return whose goods arrived */
    markRefunded: (id: number, time: string) => q.refunded.run(time, id).changes === 1,
    /** 0 or 1 → -10 by its buyer */
    cancel: (id: number, principal: string, time: string) => q.cancel.run(time, id, principal).changes === 1,
    /** a finished request leaves the buyer's list */
    remove: (id: number, principal: string) => q.remove.run(id, principal).changes === 1,
    /** throws on a second payout of one refund order (primary key) */
    insertPayout: (row: PayoutRow): void => void q.insertPayout.run(row),
    payout: (refundId: number) => q.payout.get(refundId) as PayoutRow | undefined,
    /** fen already handed back for an order */
    paidBack: (orderId: number) => (q.paidBack.get(orderId) as { n: number }).n,
    atomically: <T>(work: () => T): T => db.transaction(work).immediate(),
  };
}

export type RefundStore = ReturnType<typeof createRefundStore>;
