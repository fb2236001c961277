// Spending limits and approvals (docs/company-api.md §5, docs/adr/0020-held-orders-and-approvals.md). A company
// order over its member's per-order limit or monthly budget stays an unpaid group order with an approval
// record: it cannot be paid and does not close while it waits. Approving starts its payment deadline;
// rejecting closes it through the order service's cancel (stock, coupons and points go back). One decision
// per order: the record's state moves from 待审批 once, in one transaction.
import type { FastifyRequest } from 'fastify';
import { roleAllows } from '#shared/company/company-roles.ts';
import { APPROVAL_MESSAGES as M, limitExcesses, type LimitExcess } from '#shared/company/approval-rules.ts';
import { formatDateTime } from '../../core/envelope.ts';
import type { LoginGate } from '../../core/login-gate.ts';
import { idOf } from '../../core/param-schemas.ts';
import { readParams } from '../../core/params.ts';
import type { OrderService } from '../../trade/order-service.ts';
import type { OrderStore } from '../../trade/order-store.ts';
import type { CompanyMember, Membership } from '../membership.ts';
import { type ApprovalRow, type ApprovalStore, createApprovalStore, HELD_DEADLINE_MS } from './approval-store.ts';
import type { DemoMallDatabase } from '../../db/database.ts';
import { recordMemberEvent } from '../inbox/record-event.ts';
import { formatFen } from '#shared/money.ts';

export interface ApprovalDeps {
  db: DemoMallDatabase;
  gate: LoginGate;
  membership: Membership;
  orders: OrderStore;
  service: OrderService;
  now: () => number;
  closeAfterMs: number;
}

export type Outcome<T> = { ok: true; value: T } | { ok: false; message: string };

/** 'YYYY-MM' of a "Y-m-d H:i:s" time (the month a budget counts). */
export const monthOf = (time: string) => time.slice(0, 7);

export function createApprovals(deps: ApprovalDeps) {
  const store: ApprovalStore = createApprovalStore(deps.db);
  const { orders, now } = deps;
  const time = () => formatDateTime(new Date(now()));

  /** The member behind a request's company token; null for a personal one. */
  function companyMemberOf(request: FastifyRequest): CompanyMember | null {
    const principal = deps.gate.principal(request);
    return principal.kind === 'company' ? deps.membership.memberOf(principal) : null;
  }

  /**
   * Right after order/create: holds the group order when its member's limits are exceeded (or it was held
   * before, for a repeated create). Answers the approval record, or null when the order goes on to payment.
   */
  function holdIfOverLimit(request: FastifyRequest, groupOrderId: number): ApprovalRow | null {
    const member = companyMemberOf(request);
    if (!member) return null;
    const existing = store.byGroup(groupOrderId);
    if (existing) return existing;
    const group = orders.group(groupOrderId);
    if (!group || group.paid === 1 || group.is_del === 1) return null;
    const limits = store.limitsOf(member.companyId, member.uid);
    if (limits.perOrderFen === null && limits.monthlyFen === null) return null;
    const spent = store.monthSpent(group.principal, member.uid, monthOf(group.create_time), groupOrderId);
    const excesses = limitExcesses(limits, group.pay_price_fen, spent);
    if (excesses.length === 0) return null;
    return store.atomically(() => {
      const approvalId = store.insert({
        company_id: member.companyId,
        group_order_id: groupOrderId,
        requester_uid: member.uid,
        order_fen: group.pay_price_fen,
        per_order_fen: limits.perOrderFen,
        monthly_fen: limits.monthlyFen,
        month_spent_fen: spent,
        excesses: JSON.stringify(excesses),
        create_time: time(),
      });
      store.setDeadline(groupOrderId, HELD_DEADLINE_MS);
      recordMemberEvent(deps.db, {
        companyId: member.companyId,
        permission: 'approvals.manage',
        except: member.uid,
        kind: 'approval_needed',
        text: `${store.nicknameOf(member.uid)} 的订单 ${group.group_order_sn}（¥${formatFen(group.pay_price_fen)}）超出限额，待审批`,
        link: '/user/approvals',
      });
      return store.byId(approvalId) as ApprovalRow;
    });
  }

  /** Why a group order may not be paid yet: waiting for approval, or rejected; null when it may. */
  function payRefusal(groupOrderId: number): string | null {
    const row = store.byGroup(groupOrderId);
    if (row?.status === 0) return M.awaiting;
    if (row?.status === 2) return M.rejectedPay;
    return null;
  }

  /**
   * 财务 lacks orders.buy but may pay an approved company order on credit (企业账期); the order-access guard
   * asks here before refusing a member's call.
   */
  function financePaysApproved(request: FastifyRequest, member: CompanyMember): boolean {
    if (`${request.method} ${request.routeOptions.url ?? ''}` !== 'POST /api/order/pay/:id') return false;
    if (!roleAllows(member.role, 'finance.manage') || String(readParams(request).type ?? '') !== 'credit') return false;
    const row = store.byGroup(idOf(request));
    return row?.status === 1 && row.company_id === member.companyId;
  }

  /** Approve (1) or reject (2) once; the second call, a cancelled order or one's own order change nothing. */
  function decide(member: CompanyMember, approvalId: number, status: 1 | 2, comment: string): Outcome<ApprovalRow> {
    return store.atomically(() => {
      store.syncCancelled();
      const row = store.byId(approvalId);
      if (!row || row.company_id !== member.companyId) return { ok: false as const, message: M.missing };
      if (row.status === -1) return { ok: false as const, message: M.cancelled };
      if (row.status !== 0) return { ok: false as const, message: M.already };
      if (row.requester_uid === member.uid) return { ok: false as const, message: M.selfApproval };
      const group = orders.group(row.group_order_id);
      if (!group || group.is_del === 1) return { ok: false as const, message: M.cancelled };
      if (!store.decide(approvalId, status, member.uid, time(), comment)) return { ok: false as const, message: M.already };
      // approved: the payment deadline starts now; rejected: the order closes and gives its stock back
      if (status === 1) store.setDeadline(group.group_order_id, now() + deps.closeAfterMs);
      else deps.service.cancel(group.principal, group.group_order_id);
      recordMemberEvent(deps.db, {
        companyId: member.companyId,
        memberIds: [row.requester_uid],
        kind: 'approval_decided',
        text: `您的订单 ${group.group_order_sn} ${status === 1 ? '已审批通过，请尽快支付' : '已被驳回'}${comment ? `（审批意见：${comment}）` : ''}`,
        link: '/user/order_list',
      });
      return { ok: true as const, value: store.byId(approvalId) as ApprovalRow };
    });
  }

  return { store, holdIfOverLimit, payRefusal, financePaysApproved, decide, companyMemberOf };
}

export type Approvals = ReturnType<typeof createApprovals>;

export const excessesOf = (row: ApprovalRow) => JSON.parse(row.excesses) as LimitExcess[];
