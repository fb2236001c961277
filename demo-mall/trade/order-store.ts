// Orders in the database: group orders (one per checkout, what is paid), one order per merchant under it,
// their products and invoice requests, the checkout keys, payment keys and the balance bills.
import type { DemoMallDatabase } from '../db/database.ts';

export interface GroupOrderRow {
  group_order_id: number;
  group_order_sn: string;
  principal: string;
  total_num: number;
  total_price_fen: number;
  total_postage_fen: number;
  pay_price_fen: number;
  coupon_price_fen: number;
  integral: number;
  integral_price_fen: number;
  /** JSON list of coupon_user ids the order took */
  coupon_user_ids: string;
  real_name: string;
  user_phone: string;
  user_address: string;
  paid: number;
  pay_time: string | null;
  pay_type: string;
  is_del: number;
  create_time: string;
  /** ms: an unpaid group order closes at this instant */
  cancel_unix: number;
}

export interface OrderRow {
  order_id: number;
  group_order_id: number;
  order_sn: string;
  principal: string;
  mer_id: number;
  activity_type: number;
  order_type: number;
  total_num: number;
  total_price_fen: number;
  total_postage_fen: number;
  pay_price_fen: number;
  pay_later_fen: number;
  coupon_price_fen: number;
  platform_coupon_price_fen: number;
  svip_discount_fen: number;
  integral: number;
  integral_price_fen: number;
  real_name: string;
  user_phone: string;
  user_address: string;
  mark: string;
  paid: number;
  pay_time: string | null;
  pay_type: string;
  status: number;
  delivery_type: string;
  delivery_name: string;
  delivery_id: string;
  delivery_time: string | null;
  /** when the rider or courier handed it over (the demo merchant console) */
  delivered_time: string | null;
  /** when the buyer confirmed receipt */
  take_time: string | null;
  verify_code: string;
  is_del: number;
  create_time: string;
}

export interface OrderProductRow {
  order_product_id: number;
  order_id: number;
  product_id: number;
  product_type: number;
  sku_unique: string;
  product_num: number;
  product_price_fen: number;
  total_price_fen: number;
  pay_price_fen: number;
  cart_info: string;
  is_reply: number;
}

export type NewGroupOrder = Omit<GroupOrderRow, 'group_order_id' | 'paid' | 'pay_time' | 'pay_type' | 'is_del'>;
export type NewOrder = Omit<
  OrderRow,
  | 'order_id'
  | 'paid'
  | 'pay_time'
  | 'pay_type'
  | 'status'
  | 'delivery_type'
  | 'delivery_name'
  | 'delivery_id'
  | 'delivery_time'
  | 'delivered_time'
  | 'take_time'
  | 'is_del'
>;
export type NewOrderProduct = Omit<OrderProductRow, 'order_product_id' | 'is_reply'>;

/** A purse ledger row's own fields (eb_user_bill), as written and as read back. */
export interface BillFields {
  title: string;
  category: string;
  type: string;
  number_fen: number;
  balance_fen: number;
  mark: string;
  link_id: number;
  create_time: string;
}

export interface OrderKeyRow {
  key: string;
  principal: string;
  snapshot: string;
  expires_at: number;
  group_order_id: number | null;
}

function insertOf(db: DemoMallDatabase, table: string, columns: readonly string[]) {
  const statement = db.prepare(`INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((c) => `@${c}`).join(', ')})`);
  return (row: object): number => Number(statement.run(row).lastInsertRowid);
}

export function createOrderStore(db: DemoMallDatabase) {
  const groupColumns = [
    'group_order_sn',
    'principal',
    'total_num',
    'total_price_fen',
    'total_postage_fen',
    'pay_price_fen',
    'coupon_price_fen',
    'integral',
    'integral_price_fen',
    'coupon_user_ids',
    'real_name',
    'user_phone',
    'user_address',
    'create_time',
    'cancel_unix',
  ];
  const orderColumns = [
    'group_order_id',
    'order_sn',
    'principal',
    'mer_id',
    'activity_type',
    'order_type',
    'total_num',
    'total_price_fen',
    'total_postage_fen',
    'pay_price_fen',
    'pay_later_fen',
    'coupon_price_fen',
    'platform_coupon_price_fen',
    'svip_discount_fen',
    'integral',
    'integral_price_fen',
    'real_name',
    'user_phone',
    'user_address',
    'mark',
    'verify_code',
    'create_time',
  ];
  const productColumns = [
    'order_id',
    'product_id',
    'product_type',
    'sku_unique',
    'product_num',
    'product_price_fen',
    'total_price_fen',
    'pay_price_fen',
    'cart_info',
  ];
  const q = {
    group: db.prepare('SELECT * FROM group_orders WHERE group_order_id = ?'),
    groupsOf: db.prepare('SELECT * FROM group_orders WHERE principal = ? AND paid = 0 AND is_del = 0 ORDER BY group_order_id DESC'),
    ordersOfGroup: db.prepare('SELECT * FROM orders WHERE group_order_id = ? ORDER BY order_id'),
    order: db.prepare('SELECT * FROM orders WHERE order_id = ?'),
    ordersOf: db.prepare('SELECT * FROM orders WHERE principal = ? AND paid = 1 AND is_del = 0 ORDER BY order_id DESC'),
    productsOf: db.prepare('SELECT * FROM order_products WHERE order_id = ? ORDER BY order_product_id'),
    product: db.prepare('SELECT * FROM order_products WHERE order_product_id = ?'),
    payGroup: db.prepare(
      'UPDATE group_orders SET paid = 1, pay_time = ?, pay_type = ? WHERE group_order_id = ? AND paid = 0 AND is_del = 0',
    ),
    payOrders: db.prepare(
      'UPDATE orders SET paid = 1, pay_time = ?, pay_type = ?, status = CASE WHEN pay_later_fen > 0 THEN 10 ELSE 0 END WHERE group_order_id = ?',
    ),
    payTail: db.prepare('UPDATE orders SET status = 0 WHERE order_id = ? AND paid = 1 AND is_del = 0 AND status = 10'),
    due: db.prepare('SELECT * FROM group_orders WHERE paid = 0 AND is_del = 0 AND cancel_unix <= ? ORDER BY group_order_id'),
    closeGroup: db.prepare('UPDATE group_orders SET is_del = 1 WHERE group_order_id = ? AND paid = 0 AND is_del = 0'),
    closeOrders: db.prepare('UPDATE orders SET is_del = 1 WHERE group_order_id = ?'),
    refunded: db.prepare('UPDATE orders SET status = -1 WHERE order_id = ? AND paid = 1 AND status <> -1'),
    key: db.prepare('SELECT * FROM order_keys WHERE key = ?'),
    insertKey: db.prepare('INSERT INTO order_keys (key, principal, snapshot, expires_at) VALUES (?, ?, ?, ?)'),
    useKey: db.prepare('UPDATE order_keys SET group_order_id = ? WHERE key = ? AND group_order_id IS NULL'),
    dropStaleKeys: db.prepare('DELETE FROM order_keys WHERE expires_at < ? AND group_order_id IS NULL'),
    insertPayKey: db.prepare('INSERT INTO pay_keys (key, group_order_id, pay_type, create_unix) VALUES (?, ?, ?, ?)'),
    payKey: db.prepare('SELECT * FROM pay_keys WHERE key = ?'),
    insertReceipt: db.prepare('INSERT INTO order_receipts (order_id, principal, mer_id, receipt_info, create_time) VALUES (?, ?, ?, ?, ?)'),
    receiptOf: db.prepare('SELECT * FROM order_receipts WHERE order_id = ? ORDER BY order_receipt_id DESC LIMIT 1'),
    insertBill: db.prepare(`INSERT INTO bills (principal, pm, title, category, type, number_fen, balance_fen, mark, link_id, create_time)
      VALUES (@principal, @pm, @title, @category, @type, @number_fen, @balance_fen, @mark, @link_id, @create_time)`),
    billsOf: db.prepare('SELECT * FROM bills WHERE principal = ? ORDER BY bill_id DESC'),
  };
  return {
    insertGroup: insertOf(db, 'group_orders', groupColumns) as (row: NewGroupOrder) => number,
    insertOrder: insertOf(db, 'orders', orderColumns) as (row: NewOrder) => number,
    insertProduct: insertOf(db, 'order_products', productColumns) as (row: NewOrderProduct) => number,
    group: (id: number) => q.group.get(id) as GroupOrderRow | undefined,
    unpaidGroupsOf: (principal: string) => q.groupsOf.all(principal) as GroupOrderRow[],
    ordersOfGroup: (id: number) => q.ordersOfGroup.all(id) as OrderRow[],
    order: (id: number) => q.order.get(id) as OrderRow | undefined,
    paidOrdersOf: (principal: string) => q.ordersOf.all(principal) as OrderRow[],
    productsOf: (orderId: number) => q.productsOf.all(orderId) as OrderProductRow[],
    product: (id: number) => q.product.get(id) as OrderProductRow | undefined,
    /** false when the group order was already paid or closed */
    markPaid(groupOrderId: number, payType: string, payTime: string): boolean {
      if (q.payGroup.run(payTime, payType, groupOrderId).changes !== 1) return false;
      q.payOrders.run(payTime, payType, groupOrderId);
      return true;
    },
    /** a presell order's tail is paid: 10 待付尾款 → 0 待发货; false when it was not waiting for it */
    markTailPaid: (orderId: number) => q.payTail.run(orderId).changes === 1,
    dueGroups: (nowMs: number) => q.due.all(nowMs) as GroupOrderRow[],
    /** false when it was paid or closed already */
    markClosed(groupOrderId: number): boolean {
      if (q.closeGroup.run(groupOrderId).changes !== 1) return false;
      q.closeOrders.run(groupOrderId);
      return true;
    },
    /** every piece went back (the after-sales module): the order reads 已退款; false when it already did */
    markRefunded: (orderId: number) => q.refunded.run(orderId).changes === 1,
    key: (key: string) => q.key.get(key) as OrderKeyRow | undefined,
    insertKey(key: string, principal: string, snapshot: object, expiresAt: number): void {
      q.insertKey.run(key, principal, JSON.stringify(snapshot), expiresAt);
    },
    useKey: (key: string, groupOrderId: number) => q.useKey.run(groupOrderId, key).changes === 1,
    dropStaleKeys: (nowMs: number) => q.dropStaleKeys.run(nowMs),
    insertPayKey(key: string, groupOrderId: number, payType: string, nowMs: number): void {
      q.insertPayKey.run(key, groupOrderId, payType, nowMs);
    },
    payKey: (key: string) => q.payKey.get(key) as { key: string; group_order_id: number; pay_type: string } | undefined,
    insertReceipt(orderId: number, principal: string, merId: number, info: object, createTime: string): void {
      q.insertReceipt.run(orderId, principal, merId, JSON.stringify(info), createTime);
    },
    receiptOf: (orderId: number) =>
      q.receiptOf.get(orderId) as { order_receipt_id: number; receipt_info: string; status: number; receipt_sn: string } | undefined,
    insertBill(row: BillFields & { principal: string; pm: 0 | 1 }): void {
      q.insertBill.run(row);
    },
    billsOf: (principal: string) => q.billsOf.all(principal) as Array<Record<string, unknown>>,
    atomically: <T>(work: () => T): T => db.transaction(work).immediate(),
  };
}

export type OrderStore = ReturnType<typeof createOrderStore>;
