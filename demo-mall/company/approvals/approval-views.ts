// Approval records in the API's shapes (docs/company-api.md §5.4): amounts as decimal strings, the limits it
// went over with how far, the decision (who, when, comment), and for the queue the order it holds.
import { APPROVAL_STATUS_NAMES, type ApprovalStatus, excessText, LIMIT_KIND_NAMES } from '#shared/company/approval-rules.ts';
import { formatFen } from '#shared/money.ts';
import type { OrderStore } from '../../trade/order-store.ts';
import { purchaseNumberOf } from '../../trade/purchase-number.ts';
import { purchaseRefView } from '../../trade/order-purchase-ref.ts';
import { type ApprovalRow, type ApprovalStore, excessesOf } from './approval-store.ts';

const limitText = (fen: number | null) => (fen === null ? '' : formatFen(fen));

/** A held order's chain (docs/company-api.md §13.3): its rule, why, and every level with its votes. */
export type ChainViewer = (row: ApprovalRow) => object;

/** The `approval` object group order views and the approval calls carry. */
export function approvalView(row: ApprovalRow, store: Pick<ApprovalStore, 'nicknameOf'>, chainOf?: ChainViewer) {
  const excesses = excessesOf(row);
  return {
    approval_id: row.approval_id,
    group_order_id: row.group_order_id,
    status: row.status,
    status_name: APPROVAL_STATUS_NAMES[row.status as ApprovalStatus] ?? '',
    requester_uid: row.requester_uid,
    requester_name: store.nicknameOf(row.requester_uid),
    order_price: formatFen(row.order_fen),
    per_order_limit: limitText(row.per_order_fen),
    monthly_budget: limitText(row.monthly_fen),
    month_spent: formatFen(row.month_spent_fen),
    exceeded: excesses.map((e) => ({
      kind: e.kind,
      kind_name: LIMIT_KIND_NAMES[e.kind],
      limit: formatFen(e.limitFen),
      over: formatFen(e.overFen),
    })),
    limit_text: excessText(excesses),
    decider_name: store.nicknameOf(row.decider_uid),
    decide_time: row.decide_time ?? '',
    comment: row.comment,
    create_time: row.create_time,
    ...chainOf?.(row),
  };
}

/** A queue row: the approval and the order it holds (number, goods with unit prices, amount, pieces, PO number). */
export function approvalRowView(row: ApprovalRow, store: ApprovalStore, orders: OrderStore, chainOf?: ChainViewer) {
  const group = orders.group(row.group_order_id);
  const stores = orders.ordersOfGroup(row.group_order_id);
  const products = stores.flatMap((order) => orders.productsOf(order.order_id));
  const nameOf = (cartInfo: string) => (JSON.parse(cartInfo) as { product?: { store_name?: string } }).product?.store_name ?? '';
  const unique = [...new Set(products.map((product) => nameOf(product.cart_info)).filter(Boolean))];
  return {
    ...approvalView(row, store, chainOf),
    // the 订单号 the ledger will carry is the row's number; the 支付单号 only its secondary reference (ADR 0037)
    order_sn: purchaseNumberOf(orders, row.group_order_id),
    group_order_sn: group?.group_order_sn ?? '',
    order_id: stores[0]?.order_id ?? 0,
    total_num: group?.total_num ?? 0,
    goods_summary: unique.length > 1 ? `${unique[0]} 等 ${unique.length} 种商品` : (unique[0] ?? ''),
    // what the approver weighs: each line's unit price and pieces
    lines: products.map((product) => ({
      id: product.order_product_id,
      name: nameOf(product.cart_info),
      price: formatFen(product.product_price_fen),
      num: product.product_num,
    })),
    po_number: group ? purchaseRefView(group).po_number : '',
    order_time: group?.create_time ?? '',
  };
}
