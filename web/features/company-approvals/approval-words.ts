// What the order pages say of a company order's approval: why a held order waits, and the decision. Apart from
// approval-view.ts so the order list and detail do not load the approvals screen's views and limit rules.
import type { ApprovalView } from './approval-view.ts';

/** why the order waits, as a clause: the limits it went over (a sentence of their own), or the rule that holds it */
export const heldWhy = (approval: ApprovalView) =>
  approval.limitText || (approval.chain?.ruleName ? `该订单需按审批规则「${approval.chain.ruleName}」逐级审批` : '该订单需审批');

/** 审批人 李经理 于 2026-11-24 10:00:00 通过：同意 — the decision line the order pages show. */
export function decisionText(approval: ApprovalView): string {
  if (approval.status !== 1 && approval.status !== 2) return '';
  const verb = approval.status === 1 ? '通过' : '驳回';
  const comment = approval.comment ? `：${approval.comment}` : '';
  return `${approval.decider} 于 ${approval.decideTime} ${verb}${comment}`;
}
