// Pure: approval records (docs/company-api.md §5.4) as the queue, the order pages, the toast and the confirm
// page's warning show them. Money stays in fen until it is shown.
import { type Fen, toFen } from '#shared/money.ts';
import { type LimitExcess, limitExcesses, type MemberLimits } from '#shared/company/approval-rules.ts';
import { type ApprovalChainView, toChainView } from './approval-chain-view.ts';
import { pageHref } from '#web/features/browse/page-href.ts';

export const APPROVALS_PATH = '/user/approvals';
export const APPROVALS_PAGE_SIZE = 10;

export interface RawApproval {
  approval_id?: unknown;
  group_order_id?: unknown;
  status?: unknown;
  status_name?: unknown;
  requester_name?: unknown;
  order_price?: unknown;
  exceeded?: unknown;
  limit_text?: unknown;
  decider_name?: unknown;
  decide_time?: unknown;
  comment?: unknown;
  create_time?: unknown;
  group_order_sn?: unknown;
  order_sn?: unknown;
  order_id?: unknown;
  goods_summary?: unknown;
  lines?: unknown;
  po_number?: unknown;
  total_num?: unknown;
  rule_name?: unknown;
  reason?: unknown;
  levels?: unknown;
  can_decide?: unknown;
}

export interface ApprovalView {
  id: number;
  groupOrderId: number;
  /** 0 待审批, 1 已通过, 2 已驳回, -1 已取消 */
  status: number;
  statusName: string;
  requester: string;
  orderFen: Fen;
  limitText: string;
  /** why it is held, for the queue: 规则审批：<rule>, the limits it goes over, or the mall's reason */
  holdReason: string;
  decider: string;
  decideTime: string;
  comment: string;
  createTime: string;
  /** the 订单号 (wx…) the ledger carries: the one number of the purchase (ADR 0037, addendum 2026-12-07) */
  orderSn: string;
  /** the 支付单号 (wxo…), shown only as a secondary reference */
  paySn: string;
  /** the store's order to link to; 0 when the mall did not say */
  orderId: number;
  goods: string;
  /** the held order's lines with their unit prices (queue rows only; empty elsewhere) */
  lines: ApprovalLineView[];
  /** 采购单号; empty when none */
  poNumber: string;
  pieces: number;
  /** the chain of levels (§13.3); null for a record without one */
  chain: ApprovalChainView | null;
  /** the mall's answer: this member may 通过 / 驳回 the level it waits at now (the queue shows the buttons only then) */
  canDecide: boolean;
}

export interface ApprovalLineView {
  id: number;
  name: string;
  priceFen: Fen;
  num: number;
}

const text = (value: unknown) => (typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value));

/** 规则审批：大额采购 for a rule's hold (with any limit it also goes over), else the limits or the reason */
function holdReasonOf(raw: RawApproval): string {
  const rule = text(raw.rule_name);
  const parts = [rule ? `规则审批：${rule}` : '', text(raw.limit_text)].filter(Boolean);
  return parts.length > 0 ? parts.join('；') : text(raw.reason);
}

export function toApprovalView(raw: RawApproval): ApprovalView {
  return {
    id: Number(raw.approval_id) || 0,
    groupOrderId: Number(raw.group_order_id) || 0,
    status: Number(raw.status) || 0,
    statusName: text(raw.status_name),
    requester: text(raw.requester_name),
    orderFen: toFen(raw.order_price),
    limitText: text(raw.limit_text),
    holdReason: holdReasonOf(raw),
    decider: text(raw.decider_name),
    decideTime: text(raw.decide_time),
    comment: text(raw.comment),
    createTime: text(raw.create_time),
    orderSn: text(raw.order_sn) || text(raw.group_order_sn),
    paySn: text(raw.group_order_sn),
    orderId: Number(raw.order_id) || 0,
    goods: text(raw.goods_summary),
    lines: (Array.isArray(raw.lines) ? (raw.lines as { id?: unknown; name?: unknown; price?: unknown; num?: unknown }[]) : []).map(
      (line) => ({
        id: Number(line.id) || 0,
        name: text(line.name),
        priceFen: toFen(line.price),
        num: Number(line.num) || 0,
      }),
    ),
    poNumber: text(raw.po_number),
    pieces: Number(raw.total_num) || 0,
    chain: Array.isArray(raw.levels) ? toChainView(raw) : null,
    canDecide: raw.can_decide === true,
  };
}

/** A pending row this member may not decide now: whom it waits for (the current level's approvers). */
export function waitingText(approval: Pick<ApprovalView, 'chain'>): string {
  const current = approval.chain?.levels.find((level) => level.current);
  return current && current.approvers.length > 0 ? `待 ${current.approvers.join('、')} 审批` : '待他人审批';
}

/** A group order view's `approval`: null when the order was never held. */
export function approvalOfOrder(raw: unknown): ApprovalView | null {
  return raw && typeof raw === 'object' ? toApprovalView(raw as RawApproval) : null;
}

export const APPROVAL_TABS = [
  { key: '0', label: '待审批' },
  { key: '1', label: '已通过' },
  { key: '2', label: '已驳回' },
] as const;
export type ApprovalTab = (typeof APPROVAL_TABS)[number]['key'];

export function approvalTabOf(value: string | undefined): ApprovalTab {
  return APPROVAL_TABS.find((tab) => tab.key === value)?.key ?? '0';
}

export function approvalsHref(tab: ApprovalTab, page = 1, unitId = 0): string {
  return pageHref(APPROVALS_PATH, { status: tab === '0' ? undefined : tab, unit_id: unitId > 0 ? unitId : undefined }, page);
}

export interface ApprovalsPage {
  total: number;
  rows: ApprovalView[];
}

export function toApprovalsPage(raw: { count?: unknown; list?: unknown }): ApprovalsPage {
  const list = Array.isArray(raw.list) ? (raw.list as RawApproval[]) : [];
  return { total: Number(raw.count) || 0, rows: list.map(toApprovalView) };
}

/** A member's limits as GET /api/company/approval/my_limit answers them; blank = 不限. */
export interface MyLimits extends MemberLimits {
  spentFen: Fen;
}

export function toMyLimits(raw: { per_order_limit?: unknown; monthly_budget?: unknown; month_spent?: unknown }): MyLimits {
  const limit = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? toFen(value) : null);
  return { perOrderFen: limit(raw.per_order_limit), monthlyFen: limit(raw.monthly_budget), spentFen: toFen(raw.month_spent) };
}

/** What the confirm page warns about before submitting: nothing when there is no limit or none is exceeded. */
export function confirmExcesses(limits: MyLimits | null, payFen: Fen | null): LimitExcess[] {
  if (!limits || payFen === null) return [];
  return limitExcesses(limits, payFen, limits.spentFen);
}

/** Where a held or rejected order goes instead of payment (its /order_stay_detail); null when it may be paid. */
export function heldOrderHref(order: { id: number; approval: ApprovalView | null }): string | null {
  const status = order.approval?.status;
  return status === 0 || status === 2 ? `/order_stay_detail?order_id=${order.id}` : null;
}

/** The queue row's order link: the unpaid checkout while held or rejected, the store's order once approved. */
export function approvalOrderHref(approval: ApprovalView): string {
  return approval.status === 1 && approval.orderId > 0
    ? `/order_detail?orderId=${approval.orderId}`
    : `/order_stay_detail?order_id=${approval.groupOrderId}`;
}
