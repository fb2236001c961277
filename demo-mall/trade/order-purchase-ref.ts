// The PO number and cost centre on the trade module's order rows (docs/company-api.md §8.2): how the order
// views, the order list's search and the invoice request read them, and the PurchaseRefs port order/create
// asks to check and stamp them, answered by the company module (company/purchase-refs/order-purchase-refs.ts).
import type { FastifyRequest } from 'fastify';

/** What an order keeps: the cost centre's name is a snapshot taken when the order was placed. */
export interface OrderPurchaseRef {
  po_number: string;
  cost_center_id: number | null;
  cost_center_name: string;
}

/** What order/create asks of the company's purchase references. */
export interface PurchaseRefs {
  /** order/create's `po_number` and `cost_center_id` as the order will keep them; null when there is nothing to keep. */
  check(
    request: FastifyRequest,
    body: { po_number?: unknown; cost_center_id?: unknown },
  ): { ok: true; value: OrderPurchaseRef | null } | { ok: false; message: string };
  /** Called right after the order is created (and stamped with its member). */
  stamp(groupOrderId: number, ref: OrderPurchaseRef | null): void;
}

/** The fields on an order row (group order or merchant order); absent on rows read before migration 10. */
const refOf = (row: object): OrderPurchaseRef => {
  const fields = row as Partial<OrderPurchaseRef>;
  return {
    po_number: fields.po_number ?? '',
    cost_center_id: fields.cost_center_id ?? null,
    cost_center_name: fields.cost_center_name ?? '',
  };
};

/** What the order views add: `po_number`, `cost_center_id` (0 for none), `cost_center_name`. */
export function purchaseRefView(row: object) {
  const ref = refOf(row);
  return { po_number: ref.po_number, cost_center_id: ref.cost_center_id ?? 0, cost_center_name: ref.cost_center_name };
}

/** /api/order/list's `po_number` search: a case-insensitive part of the PO number; empty keeps every row. */
export function poNumberFilter(value: unknown): (row: object) => boolean {
  const wanted = (typeof value === 'string' ? value.trim() : '').toLowerCase();
  if (wanted === '') return () => true;
  return (row) => refOf(row).po_number.toLowerCase().includes(wanted);
}

/** What an invoice request records of its order: the PO number and cost centre, when the order has them. */
export function receiptPurchaseRefs(order: object): { po_number?: string; cost_center_name?: string } {
  const ref = refOf(order);
  return {
    ...(ref.po_number ? { po_number: ref.po_number } : {}),
    ...(ref.cost_center_name ? { cost_center_name: ref.cost_center_name } : {}),
  };
}
