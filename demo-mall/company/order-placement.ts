// The company half of placing an order (docs/company-api.md §5, §8, §13, §14; docs/adr/0095), asked once per
// order: by order/create through trade's CompanyOrderPlacement port, and by quotes and 定期采购 after they
// create an order. Everything runs inside the caller's transaction, so a refusal leaves no order behind. In order:
//
//   checkPurchaseRef → (the caller creates the order) → stampMember → stampPurchaseRef → readOrder
//   → refuseOverBudget → matchApprovalRule → stampUnitAndBudgets → tellBudgetHolders → holdForApproval → tellApprovers
//
// A personal order, a paid one and a repeated create stop at readOrder; the order goes on to payment when no
// rule, limit or budget holds it.
import type { FastifyRequest } from 'fastify';
import { APPROVAL_MESSAGES, limitExcesses, type MemberLimits } from '#shared/company/approval-rules.ts';
import { CHAIN_MESSAGES } from '#shared/company/org-rules.ts';
import { formatFen } from '#shared/money.ts';
import { type Envelope, fail, nested } from '../core/envelope.ts';
import type { CompanyOrderPlacement } from '../trade/company-placement-port.ts';
import type { CompanyOrderAccess } from '../trade/company-order-access.ts';
import type { PurchaseRefs } from '../trade/order-purchase-ref.ts';
import type { OrderStore } from '../trade/order-store.ts';
import { purchaseNumberOf } from '../trade/purchase-number.ts';
import type { ApprovalNotices } from './approval-notices.ts';
import type { ApprovalChain } from './approval-rules/approval-chain.ts';
import type { ChainStore } from './approval-rules/chain-store.ts';
import type { GateAnswer, OrderGate, OrderQuestion, Verdict } from './approval-rules/order-gate.ts';
import { levelsOf } from './approval-rules/rule-store.ts';
import { monthOf } from './approvals/approval-service.ts';
import { type ApprovalRow, type ApprovalStore, HELD_DEADLINE_MS } from './approvals/approval-store.ts';
import { approvalView, type ChainViewer } from './approvals/approval-views.ts';
import type { BudgetStore } from './budgets/budget-store.ts';
import type { CompanyMember } from './membership.ts';

export interface OrderPlacementDeps {
  /** the member behind a request's company token; null for a personal one */
  memberOf: (request: FastifyRequest) => CompanyMember | null;
  orders: Pick<OrderStore, 'group' | 'ordersOfGroup' | 'productsOf'>;
  approvals: Pick<ApprovalStore, 'byGroup' | 'byId' | 'limitsOf' | 'monthSpent' | 'insert' | 'setDeadline' | 'nicknameOf'>;
  budgets: Pick<BudgetStore, 'isStamped' | 'stampOrder'>;
  gate: Pick<OrderGate, 'standings' | 'refusal' | 'holdVerdict'>;
  chain: Pick<ApprovalChain, 'snapshot'>;
  chainStore: Pick<ChainStore, 'stampRule'>;
  chainView: ChainViewer;
  notices: Pick<ApprovalNotices, 'levelWaiting'>;
  /** 消息中心 for a budget this order takes past 80 % or uses up (budgets/budget-alerts.ts) */
  tellBudgets: (companyId: number, standings: GateAnswer['budgets'], orderFen: number) => void;
  companyOrders: Pick<CompanyOrderAccess, 'stamp'>;
  purchaseRefs: PurchaseRefs;
  /** "Y-m-d H:i:s" now */
  time: () => string;
}

/** What readOrder learns of a company order being placed; the later steps read it. */
export interface PlacingOrder {
  groupOrderId: number;
  member: CompanyMember;
  amountFen: number;
  limits: MemberLimits;
  spentFen: number;
  costCenterId: number | null;
  /** 'YYYY-MM-DD' the order was placed on */
  date: string;
  ask: OrderQuestion;
  /** the member's unit and the budgets the order counts against */
  standing: Omit<GateAnswer, 'verdict'>;
}

/** refused (a refuse-mode budget), held (the record), or null (goes on to payment) */
export type PlacementAnswer = ApprovalRow | { refused: string } | null;

export function createPlacementSteps(deps: OrderPlacementDeps) {
  const { orders, approvals } = deps;

  /** order/create's PO number and cost centre, checked before the order exists (§8) */
  const checkPurchaseRef = (request: FastifyRequest, body: { po_number?: unknown; cost_center_id?: unknown }) =>
    deps.purchaseRefs.check(request, body);

  /** the member who placed it, so a 采购员 sees their own orders (§1.3) */
  const stampMember = (request: FastifyRequest, groupOrderId: number) => deps.companyOrders.stamp(request, groupOrderId);

  /** the PO number and the cost centre's name as the order keeps them */
  const stampPurchaseRef = (groupOrderId: number, ref: Parameters<PurchaseRefs['stamp']>[1]) => deps.purchaseRefs.stamp(groupOrderId, ref);

  /**
   * The order as the approval steps see it; an existing hold for a repeated create; or null when there is
   * nothing to decide (a personal order, a missing, paid or closed one, or one already counted).
   */
  function readOrder(request: FastifyRequest, groupOrderId: number): PlacingOrder | { existing: ApprovalRow } | null {
    const member = deps.memberOf(request);
    if (!member) return null;
    const existing = approvals.byGroup(groupOrderId);
    if (existing) return { existing };
    const group = orders.group(groupOrderId);
    if (!group || group.paid === 1 || group.is_del === 1 || deps.budgets.isStamped(groupOrderId)) return null;
    const limits = approvals.limitsOf(member.companyId, member.uid);
    const spentFen = approvals.monthSpent(group.principal, member.uid, monthOf(group.create_time), groupOrderId);
    const costCenterId = (group as { cost_center_id?: number | null }).cost_center_id ?? null;
    const productIds = orders.ordersOfGroup(groupOrderId).flatMap((o) => orders.productsOf(o.order_id).map((p) => p.product_id));
    const date = group.create_time.slice(0, 10);
    const excesses = limitExcesses(limits, group.pay_price_fen, spentFen);
    const ask = { amountFen: group.pay_price_fen, productIds, costCenterId, date, exceptGroup: groupOrderId, excesses };
    const standing = deps.gate.standings(member, ask, deps.time());
    return { groupOrderId, member, amountFen: group.pay_price_fen, limits, spentFen, costCenterId, date, ask, standing };
  }

  /** a refuse-mode budget the order goes over turns it away (§13.4): the message, or null */
  const refuseOverBudget = (order: PlacingOrder) => deps.gate.refusal(order.standing, order.amountFen);

  /** the first matching approval rule, else the member's limits or a hold-mode budget, else pass (§13.2) */
  const matchApprovalRule = (order: PlacingOrder): Verdict => deps.gate.holdVerdict(order.member, order.ask, order.standing);

  /** the unit and the budgets every company order counts against, held or not */
  function stampUnitAndBudgets(order: PlacingOrder): void {
    const { groupOrderId, member, standing, costCenterId, amountFen, date } = order;
    deps.budgets.stampOrder(groupOrderId, member.companyId, standing.unitId, costCenterId, amountFen, date);
  }

  /** 管理员 and 财务 hear of a budget this order takes past 80 % or uses up (§14.1) */
  const tellBudgetHolders = (order: PlacingOrder) => deps.tellBudgets(order.member.companyId, order.standing.budgets, order.amountFen);

  /** the approval record, its rule and the chain of levels copied from it; the order waits without a deadline */
  function holdForApproval(order: PlacingOrder, verdict: Extract<Verdict, { kind: 'hold' }>): ApprovalRow {
    const { member, groupOrderId, limits } = order;
    const approvalId = approvals.insert({
      company_id: member.companyId,
      group_order_id: groupOrderId,
      requester_uid: member.uid,
      order_fen: order.amountFen,
      per_order_fen: limits.perOrderFen,
      monthly_fen: limits.monthlyFen,
      month_spent_fen: order.spentFen,
      excesses: JSON.stringify(order.ask.excesses),
      create_time: deps.time(),
    });
    const { rule, reason } = verdict;
    const unitId = order.standing.unitId;
    deps.chainStore.stampRule(approvalId, rule?.rule_id ?? null, rule?.name ?? '', reason, unitId);
    const held = { approval_id: approvalId, company_id: member.companyId, requester_uid: member.uid, unit_id: unitId };
    deps.chain.snapshot(held, rule ? levelsOf(rule) : null);
    approvals.setDeadline(groupOrderId, HELD_DEADLINE_MS);
    return approvals.byId(approvalId) as ApprovalRow;
  }

  /** the approvers of the first level hear of the held order (§14.1) */
  function tellApprovers(order: PlacingOrder, held: ApprovalRow): void {
    const sn = purchaseNumberOf(orders, order.groupOrderId);
    const who = approvals.nicknameOf(order.member.uid);
    deps.notices.levelWaiting(held, `${who} 的订单 ${sn}（¥${formatFen(order.amountFen)}）待审批：${held.reason}`);
  }

  return {
    checkPurchaseRef,
    stampMember,
    stampPurchaseRef,
    readOrder,
    refuseOverBudget,
    matchApprovalRule,
    stampUnitAndBudgets,
    tellBudgetHolders,
    holdForApproval,
    tellApprovers,
  };
}

export function createOrderPlacement(deps: OrderPlacementDeps) {
  const steps = createPlacementSteps(deps);

  /** the approval steps of a created order, in order */
  function approvalSteps(request: FastifyRequest, groupOrderId: number): PlacementAnswer {
    const order = steps.readOrder(request, groupOrderId);
    if (order === null || 'existing' in order) return order?.existing ?? null;
    const refused = steps.refuseOverBudget(order);
    if (refused) return { refused };
    const verdict = steps.matchApprovalRule(order);
    steps.stampUnitAndBudgets(order);
    steps.tellBudgetHolders(order);
    if (verdict.kind !== 'hold') return null;
    const held = steps.holdForApproval(order, verdict);
    steps.tellApprovers(order, held);
    return held;
  }

  /** what order/create answers for a held order (status 200) or a refused one (400); null goes on to payment */
  function answerOf(placed: PlacementAnswer, groupOrderId: number): Envelope | null {
    if (placed && 'refused' in placed) return fail(placed.refused);
    if (placed?.status !== 0) return null;
    const view = approvalView(placed, deps.approvals, deps.chainView);
    const held = { order_id: groupOrderId, approval_id: placed.approval_id, limit_text: view.limit_text, approval: view };
    return nested('approval', held, placed.rule_id !== null ? CHAIN_MESSAGES.heldByRule : APPROVAL_MESSAGES.held);
  }

  /** after quotes and 定期采购 created a company order: its member, then the approval steps */
  function afterCreate(request: FastifyRequest, groupOrderId: number): Envelope | null {
    steps.stampMember(request, groupOrderId);
    return answerOf(approvalSteps(request, groupOrderId), groupOrderId);
  }

  const place: CompanyOrderPlacement['place'] = (request, body, create) => {
    const purchaseRef = steps.checkPurchaseRef(request, body);
    if (!purchaseRef.ok) return purchaseRef;
    const created = create();
    if (!created.ok) return created;
    const { groupOrderId } = created.value;
    steps.stampMember(request, groupOrderId);
    steps.stampPurchaseRef(groupOrderId, purchaseRef.value);
    const paid = deps.orders.group(groupOrderId)?.paid === 1;
    const held = paid ? null : answerOf(approvalSteps(request, groupOrderId), groupOrderId);
    // a company budget that refuses the order (§13.4): the caller rolls the whole order back
    if (held && held.status !== 200) return { refused: held };
    return { ok: true as const, value: { ...created.value, paid, held } };
  };

  return { place, afterCreate } satisfies CompanyOrderPlacement & { afterCreate: unknown };
}

export type OrderPlacement = ReturnType<typeof createOrderPlacement>;
