// Spending limits and approvals (docs/company-api.md §5, docs/adr/0020-held-orders-and-approvals.md). A company
// order over its member's per-order limit or monthly budget stays an unpaid group order with an approval
// record: it cannot be paid and does not close while it waits. Approving starts its payment deadline;
// rejecting closes it through the order service's cancel (stock, coupons and points go back). One decision
// per order: the record's state moves from 待审批 once, in one transaction.
import type { FastifyRequest } from 'fastify';
import { roleAllows } from '#shared/company/company-roles.ts';
import { APPROVAL_MESSAGES as M } from '#shared/company/approval-rules.ts';
import { formatDateTime } from '../../core/envelope.ts';
import type { LoginGate } from '../../core/login-gate.ts';
import { idOf } from '../../core/param-schemas.ts';
import { readParams } from '../../core/params.ts';
import { formatFen } from '#shared/money.ts';
import type { OrderService } from '../../trade/order-service.ts';
import type { OrderStore } from '../../trade/order-store.ts';
import { purchaseNumberOf } from '../../trade/purchase-number.ts';
import type { CompanyMember, Membership } from '../membership.ts';
import type { ApprovalNotices } from '../approval-notices.ts';
import type { ApprovalChain } from '../approval-rules/approval-chain.ts';
import type { RuleStore } from '../approval-rules/rule-store.ts';
import { type ApprovalRow, type ApprovalStore, createApprovalStore } from './approval-store.ts';
import type { DemoMallDatabase } from '../../db/database.ts';
import type { UnitStore } from '../units/unit-store.ts';
import type { ChainViewer } from './approval-views.ts';

export interface ApprovalDeps {
  db: DemoMallDatabase;
  gate: LoginGate;
  membership: Membership;
  orders: OrderStore;
  service: OrderService;
  now: () => number;
  closeAfterMs: number;
  /** units and approval rules (docs/company-api.md §13): a held order's chain, who may act on it */
  org: {
    chain: ApprovalChain;
    chainView: ChainViewer;
    units: UnitStore;
    rules: RuleStore;
  };
  /** 消息中心: the next level's approvers and the requester hear of a decision (company/approval-notices.ts) */
  notices: ApprovalNotices;
}

/** how far one approval went: the whole chain, one level of several, or one member of an all-must level */
export type DecisionStage = 'approved' | 'rejected' | 'advanced' | 'waiting';

export type Outcome<T> = { ok: true; value: T } | { ok: false; message: string };

const QUEUE_ROUTES = new Set([
  'GET /api/company/approval/lst',
  'GET /api/company/approval/detail/:id',
  'POST /api/company/approval/approve/:id',
  'POST /api/company/approval/reject/:id',
]);

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

  /**
   * One member's approval (1) or rejection (2) of the level the order waits at. The last level's approval lets
   * the order be paid; any rejection closes it. A second call, a cancelled order, one's own order, an order of a
   * unit one does not cover, or a level not (or no longer) one's own change nothing and say why.
   */
  function decide(
    member: CompanyMember,
    approvalId: number,
    status: 1 | 2,
    comment: string,
  ): Outcome<{ row: ApprovalRow; stage: DecisionStage }> {
    return store.atomically(() => {
      store.syncCancelled();
      const row = store.byId(approvalId);
      if (!row || row.company_id !== member.companyId) return { ok: false as const, message: M.missing };
      if (row.status === -1) return { ok: false as const, message: M.cancelled };
      if (row.status !== 0) return { ok: false as const, message: M.already };
      if (row.requester_uid === member.uid) return { ok: false as const, message: M.selfApproval };
      if (!deps.org.chain.covers(row, member.uid)) return { ok: false as const, message: M.missing };
      const group = orders.group(row.group_order_id);
      if (!group || group.is_del === 1) return { ok: false as const, message: M.cancelled };
      const step = deps.org.chain.decideLevel(row, member.uid, status, comment);
      if (!step.ok) return step;
      if (step.value === 'advanced') {
        const sn = purchaseNumberOf(orders, group.group_order_id);
        deps.notices.levelWaiting(
          row,
          `${store.nicknameOf(row.requester_uid)} 的订单 ${sn}（¥${formatFen(row.order_fen)}）上一级已通过，待您审批`,
        );
      }
      if (step.value === 'advanced' || step.value === 'waiting') return { ok: true as const, value: { row, stage: step.value } };
      if (!store.decide(approvalId, status, member.uid, time(), comment)) return { ok: false as const, message: M.already };
      // approved: the payment deadline starts now; rejected: the order closes and gives its stock back
      if (status === 1) store.setDeadline(group.group_order_id, now() + deps.closeAfterMs);
      else deps.service.cancel(group.principal, group.group_order_id);
      const decided = status === 1 ? '已审批通过，请尽快支付' : '已被驳回';
      const said = comment ? `（审批意见：${comment}）` : '';
      deps.notices.decided(
        member.companyId,
        row.requester_uid,
        `您的订单 ${purchaseNumberOf(orders, group.group_order_id)} ${decided}${said}`,
      );
      return { ok: true as const, value: { row: store.byId(approvalId) as ApprovalRow, stage: step.value } };
    });
  }

  /**
   * A member whose role lacks approvals.manage may still use the queue when a chain names them: as a unit head,
   * through a role or by name in a rule, or as an approver of an order waiting now (docs/company-api.md §13.3).
   */
  function chainDuty(request: FastifyRequest, member: CompanyMember): boolean {
    if (!QUEUE_ROUTES.has(`${request.method} ${request.routeOptions.url ?? ''}`)) return false;
    if (deps.org.units.listOf(member.companyId).some((u) => u.head_uid === member.uid)) return true;
    const named = (levels: string) =>
      (JSON.parse(levels) as { role: string | null; uids: number[] }[]).some((l) => l.role === member.role || l.uids.includes(member.uid));
    if (deps.org.rules.listOf(member.companyId).some((rule) => named(rule.levels))) return true;
    return store
      .listOf(member.companyId)
      .some((row) => row.status === 0 && row.requester_uid !== member.uid && deps.org.chain.covers(row, member.uid));
  }

  /** whether decide() would take this member's 通过 / 驳回 now: the queue shows the buttons only then */
  const mayDecide = (member: CompanyMember, row: ApprovalRow) =>
    row.status === 0 &&
    row.requester_uid !== member.uid &&
    deps.org.chain.covers(row, member.uid) &&
    deps.org.chain.mayDecideNow(row, member.uid);

  /** the queue's rows this member may see: orders of units they cover, and their own */
  const visibleTo = (member: CompanyMember) => (row: ApprovalRow) => deps.org.chain.covers(row, member.uid);

  return {
    store,
    payRefusal,
    financePaysApproved,
    decide,
    companyMemberOf,
    visibleTo,
    mayDecide,
    chainDuty,
    chainView: deps.org.chainView,
  };
}

export type Approvals = ReturnType<typeof createApprovals>;
