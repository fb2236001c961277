// Which company orders a member may open (docs/company-api.md §1.3), as the trade and after-sales routes ask it.
// Owned here, answered by the company module (company/company-order-access.ts), which knows the members and
// their roles; a personal token is never narrowed.
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface CompanyOrderAccess {
  /** preHandler after requireLogin: someone else's order or group answers 订单不存在, a refund 退款单不存在, like a missing one */
  guard(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined>;
  /** The rows an order, refund or invoice list shows this caller: all of them, or a 采购员's own. */
  visible(request: FastifyRequest): (row: { order_id: number }) => boolean;
  /** Same for unpaid group orders. */
  visibleGroup(request: FastifyRequest): (group: { group_order_id: number }) => boolean;
  /** Company orders remember the member who placed them (called right after creation). */
  stamp(request: FastifyRequest, groupOrderId: number): void;
}
