// The rules of spending limits and approvals (docs/company-api.md §5) without zod, so the browser can use them
// (the confirm page's warning, the approval views, the limits dialog) without loading the schema library. The BFF
// checks bodies with the zod schemas of shared/schemas/company-approval-schemas.ts, built on these checks; the mall
// with its own rule table (demo-mall/company/approvals/approval-params.ts).
import { type Fen, formatFen, toFen } from '../money.ts';

export const APPROVAL_MESSAGES = {
  limitSaved: '限额已保存',
  limitFormat: '限额格式不正确',
  limitTooLarge: '限额不能超过 10000000',
  memberMissing: '成员不存在',
  held: '订单金额超出采购限额，已提交审批',
  awaiting: '该订单待审批，审批通过后才能支付',
  rejectedPay: '该订单已被驳回，无法支付',
  missing: '审批单不存在',
  approved: '已通过',
  rejected: '已驳回',
  already: '该订单已审批，请勿重复操作',
  cancelled: '订单已取消，无法审批',
  selfApproval: '不能审批自己提交的订单',
  commentRequired: '请填写驳回原因',
  commentTooLong: '审批意见长度不能超过 200',
  statusFilter: '筛选条件不正确',
  seen: '已读',
} as const;

export const APPROVAL_COMMENT_MAX = 200;
/** A limit above this is refused (the same ceiling as a remittance). */
export const LIMIT_MAX_FEN: Fen = 1_000_000_000;

/** 0 待审批, 1 已通过, 2 已驳回, -1 已取消 (the requester cancelled while it waited, or it closed). */
export const APPROVAL_STATUSES = [0, 1, 2, -1] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];
export const APPROVAL_STATUS_NAMES: Readonly<Record<ApprovalStatus, string>> = { 0: '待审批', 1: '已通过', 2: '已驳回', [-1]: '已取消' };

export type LimitKind = 'order' | 'month';
export const LIMIT_KIND_NAMES: Readonly<Record<LimitKind, string>> = { order: '单笔限额', month: '月度预算' };

/** A member's limits in fen; null = 不限. */
export interface MemberLimits {
  perOrderFen: Fen | null;
  monthlyFen: Fen | null;
}

export interface LimitExcess {
  kind: LimitKind;
  limitFen: Fen;
  /** how far over the limit the order goes */
  overFen: Fen;
}

/**
 * Which of the member's limits an order of `orderFen` goes over, given `spentFen` already counted this month
 * (docs/company-api.md §5.2). Empty when there are no limits or none is exceeded: the order is not held.
 */
export function limitExcesses(limits: MemberLimits, orderFen: Fen, spentFen: Fen): LimitExcess[] {
  const found: LimitExcess[] = [];
  if (limits.perOrderFen !== null && orderFen > limits.perOrderFen)
    found.push({ kind: 'order', limitFen: limits.perOrderFen, overFen: orderFen - limits.perOrderFen });
  if (limits.monthlyFen !== null && spentFen + orderFen > limits.monthlyFen)
    found.push({ kind: 'month', limitFen: limits.monthlyFen, overFen: spentFen + orderFen - limits.monthlyFen });
  return found;
}

/** 1000000 fen → '10,000.00': amounts in a sentence are read, not copied into a form */
const grouped = (fen: Fen) => formatFen(fen).replace(/\B(?=(\d{3})+\.)/g, ',');

/** what each limit measures, as a sentence starts */
const EXCESS_SUBJECTS: Readonly<Record<LimitKind, string>> = { order: '订单金额', month: '本月累计采购金额' };

/**
 * 订单金额超出单笔限额 1,000.00 元，超出 500.00 元；本月累计采购金额超出月度预算… — what the queue, the order,
 * the confirm page's warning and the approver's message say.
 */
export function excessText(excesses: readonly LimitExcess[]): string {
  return excesses
    .map((e) => `${EXCESS_SUBJECTS[e.kind]}超出${LIMIT_KIND_NAMES[e.kind]} ${grouped(e.limitFen)} 元，超出 ${grouped(e.overFen)} 元`)
    .join('；');
}

const LIMIT_PATTERN = /^\d{1,8}(\.\d{1,2})?$/;

/** A limit field: blank (or absent) = 不限, else a non-negative amount with at most two decimals. */
export function checkLimit(value: unknown): { ok: true; fen: Fen | null } | { ok: false; message: string } {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (value === null || value === undefined || text === '') return { ok: true, fen: null };
  if (!LIMIT_PATTERN.test(text)) return { ok: false, message: APPROVAL_MESSAGES.limitFormat };
  const fen = toFen(text);
  if (fen > LIMIT_MAX_FEN) return { ok: false, message: APPROVAL_MESSAGES.limitTooLarge };
  return { ok: true, fen };
}

/** The fields of POST /api/company/approval/limit/:uid, in the order they are checked (blank = 不限). */
export const LIMIT_FIELDS = ['per_order_limit', 'monthly_budget'] as const;
export type LimitField = (typeof LIMIT_FIELDS)[number];

/** Every limit field's problem, in the fields' order (the BFF reports all, the form shows the first). */
export function limitProblems(body: Partial<Record<LimitField, unknown>>): { field: LimitField; message: string }[] {
  return LIMIT_FIELDS.flatMap((field) => {
    const checked = checkLimit(body[field]);
    return checked.ok ? [] : [{ field, message: checked.message }];
  });
}

/** The comment as the mall keeps it: optional when approving, required when rejecting, ≤ 200 characters. */
export function checkComment(value: unknown, required: boolean): { ok: true; comment: string } | { ok: false; message: string } {
  const comment = typeof value === 'string' ? value.trim() : '';
  if (required && comment === '') return { ok: false, message: APPROVAL_MESSAGES.commentRequired };
  if ([...comment].length > APPROVAL_COMMENT_MAX) return { ok: false, message: APPROVAL_MESSAGES.commentTooLong };
  return { ok: true, comment };
}
