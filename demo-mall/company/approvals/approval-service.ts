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
import { purchaseNumberOf } from '../../trade/purchase-number.ts';
import type { CompanyMember, Membership } from '../membership.ts';
import { type ApprovalRow, type ApprovalStore, createApprovalStore, HELD_DEADLINE_MS } from './approval-store.ts';
import type { DemoMallDatabase } from '../../db/database.ts';
import type { ApprovalChain, HeldOrder } from '../approval-rules/approval-chain.ts';
import type { OrderGate } from '../approval-rules/order-gate.ts';
import type { ChainStore } from '../approval-rules/chain-store.ts';
import { levelsOf, type RuleStore } from '../approval-rules/rule-store.ts';
import type { UnitStore } from '../org/unit-store.ts';
import type { BudgetStore } from '../budgets/budget-store.ts';
import type { ChainViewer } from './approval-views.ts';
import { recordMemberEvent } from '../inbox/record-event.ts';
import { tellBudgetThresholds } from '../budgets/budget-alerts.ts';
import { formatFen } from '#shared/money.ts';

export interface ApprovalDeps {
  db: DemoMallDatabase;
  gate: LoginGate;
  membership: Membership;
  orders: OrderStore;
  service: OrderService;
  now: () => number;
  closeAfterMs: number;
  /** units, rules and budgets (docs/company-api.md §13): what decides a hold, its chain, the budgets' use */
  org: {
    gate: OrderGate;
    chain: ApprovalChain;
    chainStore: ChainStore;
    budgets: BudgetStore;
    chainView: ChainViewer;
    units: UnitStore;
    rules: RuleStore;
  };
}

/** order/create's company question: refused (a refuse-mode budget), held (the record), or null (goes on) */
export type HoldAnswer = ApprovalRow | { refused: string } | null;
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

  /** 消息中心: the members who may act on the level a held order waits at now hear of it (§14). */
  function tellWaitingLevel(held: HeldOrder, text: string): void {
    const level = deps.org.chainStore.levelsOf(held.approval_id).find((l) => l.status === 0);
    const memberIds = level ? deps.org.chain.approversOf(held, level) : [];
    if (memberIds.length > 0)
      recordMemberEvent(deps.db, { companyId: held.company_id, memberIds, kind: 'approval_needed', text, link: '/user/approvals' });
  }

  /** The member behind a request's company token; null for a personal one. */
  function companyMemberOf(request: FastifyRequest): CompanyMember | null {
    const principal = deps.gate.principal(request);
    return principal.kind === 'company' ? deps.membership.memberOf(principal) : null;
  }

  /**
   * Right after order/create, in its transaction: refuses an order over a refuse-mode budget, holds one under a
   * matching rule (or over the member's limits or a hold-mode budget), stamps the unit every company order counts
   * against, and answers an existing hold for a repeated create. Null: the order goes on to payment.
   */
  function holdIfOverLimit(request: FastifyRequest, groupOrderId: number): HoldAnswer {
    const member = companyMemberOf(request);
    if (!member) return null;
    const existing = store.byGroup(groupOrderId);
    if (existing) return existing;
    const group = orders.group(groupOrderId);
    if (!group || group.paid === 1 || group.is_del === 1 || deps.org.budgets.isStamped(groupOrderId)) return null;
    const limits = store.limitsOf(member.companyId, member.uid);
    const spent = store.monthSpent(group.principal, member.uid, monthOf(group.create_time), groupOrderId);
    const excesses = limitExcesses(limits, group.pay_price_fen, spent);
    const costCenterId = (group as { cost_center_id?: number | null }).cost_center_id ?? null;
    const productIds = orders.ordersOfGroup(groupOrderId).flatMap((o) => orders.productsOf(o.order_id).map((p) => p.product_id));
    const date = group.create_time.slice(0, 10);
    const ask = { amountFen: group.pay_price_fen, productIds, costCenterId, date, exceptGroup: groupOrderId, excesses };
    const { verdict, unitId, budgets } = deps.org.gate.judge(member, ask, time());
    if (verdict.kind === 'refuse') return { refused: verdict.message };
    deps.org.budgets.stampOrder(groupOrderId, member.companyId, unitId, costCenterId, group.pay_price_fen, date);
    tellBudgetThresholds(deps.db, member.companyId, budgets, group.pay_price_fen);
    if (verdict.kind === 'pass') return null;
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
      const { rule, reason } = verdict;
      deps.org.chainStore.stampRule(approvalId, rule?.rule_id ?? null, rule?.name ?? '', reason, unitId);
      const held = { approval_id: approvalId, company_id: member.companyId, requester_uid: member.uid, unit_id: unitId };
      deps.org.chain.snapshot(held, rule ? levelsOf(rule) : null);
      store.setDeadline(groupOrderId, HELD_DEADLINE_MS);
      tellWaitingLevel(
        held,
        `${store.nicknameOf(member.uid)} 的订单 ${purchaseNumberOf(orders, groupOrderId)}（¥${formatFen(group.pay_price_fen)}）待审批：${reason}`,
      );
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
        tellWaitingLevel(row, `${store.nicknameOf(row.requester_uid)} 的订单 ${sn}（¥${formatFen(row.order_fen)}）上一级已通过，待您审批`);
      }
      if (step.value === 'advanced' || step.value === 'waiting') return { ok: true as const, value: { row, stage: step.value } };
      if (!store.decide(approvalId, status, member.uid, time(), comment)) return { ok: false as const, message: M.already };
      // approved: the payment deadline starts now; rejected: the order closes and gives its stock back
      if (status === 1) store.setDeadline(group.group_order_id, now() + deps.closeAfterMs);
      else deps.service.cancel(group.principal, group.group_order_id);
      recordMemberEvent(deps.db, {
        companyId: member.companyId,
        memberIds: [row.requester_uid],
        kind: 'approval_decided',
        text: `您的订单 ${purchaseNumberOf(orders, group.group_order_id)} ${status === 1 ? '已审批通过，请尽快支付' : '已被驳回'}${comment ? `（审批意见：${comment}）` : ''}`,
        link: '/user/order_list',
      });
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
    holdIfOverLimit,
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

export const excessesOf = (row: ApprovalRow) => JSON.parse(row.excesses) as LimitExcess[];
