// Which company orders a member may open (docs/company-api.md §1.3). Company orders belong to the company's
// principal ('company:1') and remember the member who placed them (orders.member_uid). Members whose role
// lacks 'orders.viewAll' (采购员) see only their own orders: someone else's answers 订单不存在 like an unknown
// one, and so do its refunds and invoices. What a role may do at all (orders.buy to act, invoices.manage for
// invoices) is the route table's (company/route-guard.ts); this file only judges which order. Personal tokens
// are untouched.
// The trade and after-sales scopes install `guard` as a preHandler after requireLogin; the order, refund and
// invoice lists filter their rows with `visible`. This answers the trade module's CompanyOrderAccess port.
import type { FastifyRequest } from 'fastify';
import { roleAllows } from '#shared/company/company-roles.ts';
import { fail } from '../core/envelope.ts';
import type { LoginGate } from '../core/login-gate.ts';
import { idOf } from '../core/param-schemas.ts';
import { readParams } from '../core/params.ts';
import type { DemoMallDatabase } from '../db/database.ts';
import { REFUND_MESSAGES } from '../after-sales/refund-rules.ts';
import type { CompanyOrderAccess } from '../trade/company-order-access.ts';
import { ORDER_MESSAGES } from '../trade/order-service.ts';
import type { CompanyMember, Membership } from './membership.ts';

/** What a route's `:id` (or `order_id`) names. */
interface RouteRule {
  /** a group order, an order, or a refund request (judged by its order) */
  id: 'group' | 'order' | 'refund';
  /** the id comes from the body's order_id (refund compute) rather than the path */
  idFromBody?: boolean;
}

const RULES: Readonly<Record<string, RouteRule>> = {
  'POST /api/order/pay/:id': { id: 'group' },
  'POST /api/order/cancel/:id': { id: 'group' },
  'GET /api/order/status/:id': { id: 'group' },
  'GET /api/order/group_order_detail/:id': { id: 'group' },
  'GET /api/order/detail/:id': { id: 'order' },
  'POST /api/order/express/:id': { id: 'order' },
  'GET /api/order/delivery/:id': { id: 'order' },
  'POST /api/order/take/:id': { id: 'order' },
  'POST /api/order/del/:id': { id: 'order' },
  'POST /api/order/receipt/:id': { id: 'order' },
  'POST /api/presell/pay/:id': { id: 'order' },
  'GET /api/refund/batch_product/:id': { id: 'order' },
  'GET /api/refund/product/:id': { id: 'order' },
  'POST /api/refund/compute': { id: 'order', idFromBody: true },
  'POST /api/refund/apply/:id': { id: 'order' },
  'GET /api/refund/detail/:id': { id: 'refund' },
  'GET /api/refund/express/:id': { id: 'refund' },
  'POST /api/refund/back_goods/:id': { id: 'refund' },
  'POST /api/refund/cancel/:id': { id: 'refund' },
  'POST /api/refund/del/:id': { id: 'refund' },
};

export function createCompanyOrderAccess(deps: { db: DemoMallDatabase; gate: LoginGate; membership: Membership }): CompanyOrderAccess {
  const q = {
    orderMember: deps.db.prepare('SELECT member_uid AS uid FROM orders WHERE order_id = ?'),
    groupHasMember: deps.db.prepare('SELECT 1 FROM orders WHERE group_order_id = ? AND member_uid = ? LIMIT 1'),
    stamp: deps.db.prepare('UPDATE orders SET member_uid = ? WHERE group_order_id = ? AND member_uid IS NULL'),
    refundOrder: deps.db.prepare('SELECT order_id AS id FROM refund_orders WHERE refund_order_id = ?'),
  };

  /** The member behind a company principal; null for a personal token. */
  function memberOf(request: FastifyRequest): CompanyMember | null {
    const principal = deps.gate.principal(request);
    return principal.kind === 'company' ? deps.membership.memberOf(principal) : null;
  }

  /** null when the member sees every company order (or the caller is not a company) */
  function ownOnly(request: FastifyRequest): CompanyMember | null {
    const member = memberOf(request);
    return member && !roleAllows(member.role, 'orders.viewAll') ? member : null;
  }

  const ownsOrder = (uid: number, orderId: number) => (q.orderMember.get(orderId) as { uid: number | null } | undefined)?.uid === uid;
  const ownsGroup = (uid: number, groupId: number) => q.groupHasMember.get(groupId, uid) !== undefined;
  const ownsRefund = (uid: number, refundId: number) => {
    const order = q.refundOrder.get(refundId) as { id: number } | undefined;
    return order !== undefined && ownsOrder(uid, order.id);
  };

  return {
    async guard(request, reply) {
      const rule = RULES[`${request.method} ${request.routeOptions.url ?? ''}`];
      const member = rule ? memberOf(request) : null;
      if (!rule || !member || roleAllows(member.role, 'orders.viewAll')) return undefined;
      const params = readParams(request);
      const id = rule.idFromBody ? Number(params.order_id ?? params.id) || 0 : idOf(request);
      if (rule.id === 'refund') return ownsRefund(member.uid, id) ? undefined : reply.send(fail(REFUND_MESSAGES.refundMissing));
      const owns = rule.id === 'group' ? ownsGroup(member.uid, id) : ownsOrder(member.uid, id);
      return owns ? undefined : reply.send(fail(ORDER_MESSAGES.missing));
    },

    /** The rows an order, refund or invoice list shows this caller: all of them, or a 采购员's own. */
    visible(request) {
      const member = ownOnly(request);
      return member ? (row) => ownsOrder(member.uid, row.order_id) : () => true;
    },
    /** Same for unpaid group orders. */
    visibleGroup(request) {
      const member = ownOnly(request);
      return member ? (group) => ownsGroup(member.uid, group.group_order_id) : () => true;
    },

    /** Company orders remember the member who placed them (called right after creation). */
    stamp(request, groupOrderId) {
      const member = memberOf(request);
      if (member) q.stamp.run(member.uid, groupOrderId);
    },
  };
}
