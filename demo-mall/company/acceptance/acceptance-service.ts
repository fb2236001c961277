// Accepting a delivered company order line by line (docs/company-api.md §11.2). In one transaction: the
// acceptance and its lines, the order's receipt (待收货 → 待评价), its due date when it was paid on credit, and,
// when pieces are short or damaged, the refund for them in the after-sales flow. Accepting again (a double
// click) answers the first acceptance and writes nothing; a refused refund rolls the acceptance back.
import { ACCEPTANCE_MESSAGES as M } from '#shared/company/acceptance-rules.ts';
import { roleAllows } from '#shared/company/company-roles.ts';
import { formatDateTime } from '../../core/envelope.ts';
import type { OrderRow, OrderStore } from '../../trade/order-store.ts';
import type { CompanyMember } from '../membership.ts';
import type { AcceptLineInput, PiecesOwed } from './acceptance-params.ts';
import type { AcceptanceRow, AcceptanceStore } from './acceptance-store.ts';

/** What after-sales answers a goods receipt (its piecesTaken and openShortfall, handed in by the wiring). */
export interface ShortfallRefunds {
  /** pieces of each product refund requests already hold, open or paid out: no longer owed by the delivery */
  piecesTaken(principal: string, orderId: number): ReadonlyMap<number, number>;
  /** the request a shortfall opens */
  open(
    principal: string,
    orderId: number,
    picks: readonly { orderProductId: number; num: number }[],
    reason: { message: string; mark: string; pics: readonly string[] },
  ): { ok: true; value: number } | { ok: false; message: string };
}

type Outcome<T> = { ok: true; value: T } | { ok: false; message: string };

class Refusal extends Error {}

export function createAcceptanceService(deps: {
  store: AcceptanceStore;
  orders: OrderStore;
  refunds: ShortfallRefunds;
  now: () => number;
}) {
  const { store, orders, refunds, now } = deps;

  /** The company order the member may see: their own, or any with orders.viewAll. */
  function visibleOrder(member: CompanyMember, orderId: number): OrderRow | undefined {
    const order = orders.order(orderId);
    if (!order || order.principal !== `company:${member.companyId}` || order.paid !== 1 || order.is_del === 1) return undefined;
    if (roleAllows(member.role, 'orders.viewAll')) return order;
    return memberOfOrder(order) === member.uid ? order : undefined;
  }

  const memberOfOrder = (order: OrderRow) => (order as OrderRow & { member_uid?: number | null }).member_uid ?? null;

  /** whether the member may accept: whoever placed the order, or a role that manages every company order */
  const mayAccept = (member: CompanyMember, order: OrderRow) =>
    roleAllows(member.role, 'orders.manageAll') || (roleAllows(member.role, 'orders.buy') && memberOfOrder(order) === member.uid);

  function piecesOwed(order: OrderRow): PiecesOwed {
    const taken = refunds.piecesTaken(order.principal, order.order_id);
    return new Map(
      store.products(order.order_id).map((product) => {
        const owed = Math.max(0, product.product_num - (taken.get(product.order_product_id) ?? 0));
        return [product.order_product_id, { ordered: product.product_num, owed }];
      }),
    );
  }

  function accept(
    member: CompanyMember,
    orderId: number,
    lines: readonly AcceptLineInput[],
  ): Outcome<{ acceptance: AcceptanceRow; repeated: boolean }> {
    try {
      return store.atomically(() => {
        const order = visibleOrder(member, orderId);
        if (!order) throw new Refusal(M.orderMissing);
        const earlier = store.acceptance(orderId);
        if (earlier) return { ok: true as const, value: { acceptance: earlier, repeated: true } };
        if (!mayAccept(member, order)) throw new Refusal(M.notYours);
        if (order.status === 0 || order.status === 9) throw new Refusal(M.notShipped);
        if (order.status !== 1) throw new Refusal(M.statusWrong);
        const time = formatDateTime(new Date(now()));
        const pieces = piecesOwed(order);
        // short: pieces the delivery owed that did not arrive (a piece already refunded is owed no more)
        const missing = (line: AcceptLineInput) => Math.max(0, (pieces.get(line.orderProductId)?.owed ?? 0) - line.receivedNum);
        const rows = lines.map((line) => ({
          order_id: orderId,
          order_product_id: line.orderProductId,
          product_num: pieces.get(line.orderProductId)?.ordered ?? 0,
          received_num: line.receivedNum,
          reason: line.reason,
          pics: JSON.stringify(line.pics),
        }));
        const short = lines.filter((line) => missing(line) > 0);
        const shortfall = short.reduce((sum, line) => sum + missing(line), 0);
        if (!store.record(order, member.companyId, { uid: member.uid, auto: false, time, lines: rows, shortfall })) {
          throw new Refusal(M.statusWrong);
        }
        if (short.length > 0) {
          const opened = refunds.open(
            order.principal,
            orderId,
            short.map((line) => ({ orderProductId: line.orderProductId, num: missing(line) })),
            {
              message: [...new Set(short.map((line) => line.reason))].join('；').slice(0, 128),
              mark: '收货验收差异自动发起',
              pics: short.flatMap((line) => line.pics).slice(0, 9),
            },
          );
          if (!opened.ok) throw new Refusal(opened.message);
          store.linkRefund(orderId, opened.value);
        }
        return { ok: true as const, value: { acceptance: store.acceptance(orderId) as AcceptanceRow, repeated: false } };
      });
    } catch (error) {
      if (error instanceof Refusal) return { ok: false, message: error.message };
      throw error;
    }
  }

  return { visibleOrder, mayAccept, piecesOwed, accept };
}

export type AcceptanceService = ReturnType<typeof createAcceptanceService>;
