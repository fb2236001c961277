// The PO number and cost centre of a company order (docs/company-api.md §8.2): order/create checks them before
// the order exists (a refused one creates nothing) and stamps them on the group order and its merchant orders
// right after (the trade module's PurchaseRefs port, trade/order-purchase-ref.ts, which also reads them back for
// the order views, the list's search and the invoice request); the statement lines read them below. Personal
// orders carry neither: a user token sending one is refused.
import type { LoginGate } from '../../core/login-gate.ts';
import type { DemoMallDatabase } from '../../db/database.ts';
import type { OrderPurchaseRef, PurchaseRefs } from '../../trade/order-purchase-ref.ts';
import { PURCHASE_REF_MESSAGES as M } from '#shared/company/purchase-ref-rules.ts';
import type { Membership } from '../membership.ts';
import { createOrderUnitScope } from '../unit-data/order-unit-scope.ts';
import { readOrderPurchaseRefParams } from './purchase-ref-params.ts';

/** order/create's address_id as a number (its own rules are checked by the trade module); 0 for none. */
const addressIdOf = (body: Readonly<Record<string, unknown>>) => Number.parseInt(String(body.address_id ?? '0'), 10) || 0;

interface PurchaseRefDeps {
  db: DemoMallDatabase;
  gate: LoginGate;
  membership: Membership;
  time: () => string;
}

/** Answers the trade module's PurchaseRefs port from the company's cost centres. */
export function createOrderPurchaseRefs({ db, gate, membership, time }: PurchaseRefDeps): PurchaseRefs {
  const unitScope = createOrderUnitScope(db, time);
  const q = {
    enabled: db.prepare('SELECT name FROM company_cost_centers WHERE company_id = ? AND cost_center_id = ? AND status = 1'),
    // the first stamp wins: a repeated create (same checkout key) keeps what the order was placed with
    stampGroup: db.prepare(`UPDATE group_orders SET po_number = @po_number, cost_center_id = @cost_center_id,
      cost_center_name = @cost_center_name WHERE group_order_id = @id AND po_number = '' AND cost_center_id IS NULL`),
    stampOrders: db.prepare(`UPDATE orders SET po_number = @po_number, cost_center_id = @cost_center_id,
      cost_center_name = @cost_center_name WHERE group_order_id = @id AND po_number = '' AND cost_center_id IS NULL`),
    // invoices asked for in order/create itself were written before the stamp
    stampReceipts: db.prepare(`UPDATE order_receipts SET receipt_info = json_set(receipt_info, '$.po_number', @po_number,
      '$.cost_center_name', @cost_center_name) WHERE order_id IN (SELECT order_id FROM orders WHERE group_order_id = @id)`),
  };
  const stampBoth = db.transaction((id: number, ref: OrderPurchaseRef) => {
    if (q.stampGroup.run({ ...ref, id }).changes === 0) return;
    q.stampOrders.run({ ...ref, id });
    q.stampReceipts.run({ po_number: ref.po_number, cost_center_name: ref.cost_center_name, id });
  });

  return {
    /** order/create's `po_number` and `cost_center_id` as the order will keep them; null when there is nothing to keep. */
    check(request, body) {
      const read = readOrderPurchaseRefParams(body);
      if (!read.ok) return read;
      const { po_number, cost_center_id } = read.value;
      const principal = gate.principal(request);
      // a unit's address or cost centre only for its members and those of the units below (§13.6)
      const member = principal.kind === 'company' ? membership.memberOf(principal) : null;
      const outside = member ? unitScope.refusal(member.companyId, member.uid, addressIdOf(body), cost_center_id) : null;
      if (outside) return { ok: false, message: outside };
      if (po_number === '' && cost_center_id === 0) return { ok: true, value: null };
      if (principal.kind !== 'company') return { ok: false, message: M.personalRefused };
      let costCenterName = '';
      if (cost_center_id > 0) {
        const found = q.enabled.get(principal.id, cost_center_id) as { name: string } | undefined;
        if (!found) return { ok: false, message: M.costCenterUnavailable };
        costCenterName = found.name;
      }
      const value = { po_number, cost_center_id: cost_center_id || null, cost_center_name: costCenterName };
      return { ok: true, value };
    },
    /** Called right after the order is created (and stamped with its member). */
    stamp(groupOrderId, ref) {
      if (ref) stampBoth(groupOrderId, ref);
    },
  };
}

export interface LinkRefs {
  poNumber: string;
  costCenterName: string;
}

/** The PO number and cost centre behind a ledger line: its order's, or for a refund the refunded order's. */
export function createLedgerLinkRefs(db: DemoMallDatabase) {
  const byOrder = db.prepare('SELECT po_number, cost_center_name FROM orders WHERE order_id = ?');
  const byRefund = db.prepare(`SELECT o.po_number, o.cost_center_name FROM refund_orders r JOIN orders o ON o.order_id = r.order_id
    WHERE r.refund_order_id = ?`);
  return (linkType: string, linkId: number): LinkRefs => {
    const statement = linkType === 'order' ? byOrder : linkType === 'refund' ? byRefund : null;
    const row = statement?.get(linkId) as { po_number: string; cost_center_name: string } | undefined;
    return { poNumber: row?.po_number ?? '', costCenterName: row?.cost_center_name ?? '' };
  };
}
