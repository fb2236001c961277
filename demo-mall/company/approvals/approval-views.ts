// Approval records in the API's shapes (docs/company-api.md §5.4): amounts as decimal strings, the limits it
// went over with how far, the decision (who, when, comment), and for the queue the order it holds.
import { APPROVAL_STATUS_NAMES, type ApprovalStatus, excessText, LIMIT_KIND_NAMES } from '#shared/company/approval-rules.ts';
import { formatFen } from '#shared/money.ts';
import type { OrderStore } from '../../trade/order-store.ts';
import { excessesOf } from './approval-service.ts';
import type { ApprovalRow, ApprovalStore } from './approval-store.ts';

const limitText = (fen: number | null) => (fen === null ? '' : formatFen(fen));

/** A held order's chain (docs/company-api.md §13.3): its rule, why, and every level with its votes. */
export type ChainViewer = (row: ApprovalRow) => object;

/** The `approval` object group order views and the approval calls carry. */
export function approvalView(row: ApprovalRow, store: ApprovalStore, chainOf?: ChainViewer) {
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

/** A queue row: the approval and the order it holds (number, goods summary, amount, pieces). */
export function approvalRowView(row: ApprovalRow, store: ApprovalStore, orders: OrderStore, chainOf?: ChainViewer) {
  const group = orders.group(row.group_order_id);
  const names = orders
    .ordersOfGroup(row.group_order_id)
    .flatMap((order) => orders.productsOf(order.order_id))
    .map((product) => (JSON.parse(product.cart_info) as { product?: { store_name?: string } }).product?.store_name ?? '')
    .filter(Boolean);
  const unique = [...new Set(names)];
  return {
    ...approvalView(row, store, chainOf),
    group_order_sn: group?.group_order_sn ?? '',
    total_num: group?.total_num ?? 0,
    goods_summary: unique.length > 1 ? `${unique[0]} 等 ${unique.length} 种商品` : (unique[0] ?? ''),
    order_time: group?.create_time ?? '',
  };
}
