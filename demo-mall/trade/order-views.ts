// Group orders and merchant orders in CRMEB's shapes (docs/mall-api.md §3.7): money as decimal strings.
import { formatFen } from '#shared/money.ts';
import type { Catalogue } from '../catalogue/catalogue.ts';
import { formatDateTime } from '../core/envelope.ts';
import { uidOf } from '../core/login-gate.ts';
import { purchaseRefView } from './order-purchase-ref.ts';
import type { GroupOrderRow, OrderProductRow, OrderRow, OrderStore } from './order-store.ts';
import { NO_STATEMENT_RECEIPTS, type StatementReceiptOf } from './statement-receipt-port.ts';

/** What the order views show of after-sales; the after-sales module answers it (docs/mall-api.md §3.8). */
export interface RefundSignals {
  /** by order product id: is_refund (0 none, 1 退款中, 2 部分退款, 3 全部退款) and the pieces still refundable */
  productMarks(order: OrderRow): ReadonlyMap<number, { is_refund: number; refund_num: number }>;
  /** whether the order may still ask for a refund (CRMEB's refund_status) */
  refundOpen(order: OrderRow): boolean;
}

/** Nothing refunded, every piece refundable. */
export const NO_REFUNDS: RefundSignals = { productMarks: () => new Map(), refundOpen: () => true };

export function createOrderViews(
  catalogue: Catalogue,
  orders: OrderStore,
  refunds: RefundSignals = NO_REFUNDS,
  approvalOf: (groupOrderId: number) => object | null = () => null,
  statementReceiptOf: StatementReceiptOf = NO_STATEMENT_RECEIPTS,
) {
  const productView = (row: OrderProductRow, marks: ReturnType<RefundSignals['productMarks']>) => ({
    order_product_id: row.order_product_id,
    order_id: row.order_id,
    product_id: row.product_id,
    product_type: row.product_type,
    product_sku: row.sku_unique,
    product_num: row.product_num,
    product_price: formatFen(row.product_price_fen),
    total_price: formatFen(row.total_price_fen),
    is_refund: marks.get(row.order_product_id)?.is_refund ?? 0,
    refund_num: marks.get(row.order_product_id)?.refund_num ?? row.product_num,
    is_reply: row.is_reply,
    cart_info: JSON.parse(row.cart_info) as unknown,
  });

  const orderView = (row: OrderRow) => {
    const merchant = catalogue.merchants.merchantById.get(row.mer_id);
    const receipt = orders.receiptOf(row.order_id);
    const marks = refunds.productMarks(row);
    return {
      order_id: row.order_id,
      group_order_id: row.group_order_id,
      order_sn: row.order_sn,
      // the 支付单号 of the payment that covered it (ADR 0037): the order detail links the two
      group_order_sn: orders.group(row.group_order_id)?.group_order_sn ?? '',
      uid: uidOf(row.principal),
      real_name: row.real_name,
      user_phone: row.user_phone,
      user_address: row.user_address,
      total_num: row.total_num,
      total_price: formatFen(row.total_price_fen),
      total_postage: formatFen(row.total_postage_fen),
      pay_price: formatFen(row.pay_price_fen),
      pay_postage: formatFen(row.total_postage_fen),
      coupon_price: formatFen(row.coupon_price_fen + row.platform_coupon_price_fen),
      platform_coupon_price: formatFen(row.platform_coupon_price_fen),
      svip_discount: formatFen(row.svip_discount_fen),
      integral: row.integral,
      integral_price: formatFen(row.integral_price_fen),
      order_type: row.order_type,
      activity_type: row.activity_type,
      paid: row.paid,
      pay_time: row.pay_time,
      pay_type: row.pay_type,
      status: row.status,
      delivery_type: row.delivery_type,
      delivery_name: row.delivery_name,
      delivery_id: row.delivery_id,
      mark: row.mark,
      verify_code: row.verify_code,
      mer_id: row.mer_id,
      create_time: row.create_time,
      orderProduct: orders.productsOf(row.order_id).map((product) => productView(product, marks)),
      merchant: { mer_id: row.mer_id, mer_name: merchant?.mer_name ?? '', mer_avatar: merchant?.mer_avatar ?? '' },
      // its own invoice request, or the 集中开票 invoice that bills it (ADR 0071: one invoice per order)
      receipt: receipt
        ? { ...(JSON.parse(receipt.receipt_info) as object), status: receipt.status, receipt_sn: receipt.receipt_sn }
        : statementReceiptOf(row.order_id),
      final_price: formatFen(row.pay_later_fen),
      ...purchaseRefView(row),
      // the approval record of its group order when that was held over a spending limit (docs/company-api.md §5.3)
      approval: approvalOf(row.group_order_id),
      refund_status: row.paid === 1 && row.status >= 0 && refunds.refundOpen(row),
      takeOrderCount: 0,
    };
  };

  const groupView = (group: GroupOrderRow) => ({
    group_order_id: group.group_order_id,
    group_order_sn: group.group_order_sn,
    uid: uidOf(group.principal),
    total_num: group.total_num,
    total_price: formatFen(group.total_price_fen),
    total_postage: formatFen(group.total_postage_fen),
    pay_price: formatFen(group.pay_price_fen),
    coupon_price: formatFen(group.coupon_price_fen),
    integral: group.integral,
    integral_price: formatFen(group.integral_price_fen),
    real_name: group.real_name,
    user_phone: group.user_phone,
    user_address: group.user_address,
    paid: group.paid,
    pay_time: group.pay_time,
    pay_type: group.pay_type,
    is_del: group.is_del,
    create_time: group.create_time,
    // the storefront's countdown: the instant an unpaid order closes
    cancel_unix: Math.floor(group.cancel_unix / 1000),
    cancel_time: formatDateTime(new Date(group.cancel_unix)),
    ...purchaseRefView(group),
    orderList: orders.ordersOfGroup(group.group_order_id).map(orderView),
    // a company order held over a spending limit: its approval record (docs/company-api.md §5.3)
    approval: approvalOf(group.group_order_id),
  });

  return { orderView, groupView };
}

export type OrderViews = ReturnType<typeof createOrderViews>;
