// The order list's word on a held company order (docs/company-api.md §5.3): the line under its row and the state
// in place of 待付款. Apart from ApprovalOrderState.tsx, the unpaid order page's larger block, so the list stays light.
import { ApprovalDecision } from './ApprovalDecision.tsx';
import type { ApprovalView } from './approval-view.ts';
import { heldWhy } from './approval-words.ts';
import './company-approvals.css';

/** The order list's line under a held order: why it waits, or the decision. */
export function ApprovalRowNote({ approval }: { approval: ApprovalView | null }) {
  if (!approval) return null;
  if (approval.status === 0) return <p className="order-row-note">{`${heldWhy(approval)}，待审批通过后才能支付`}</p>;
  return <ApprovalDecision approval={approval} />;
}

/** The list's state for a held order: 待审批 (or 已驳回) instead of 待付款. */
export function approvalListStatus(approval: ApprovalView | null): string | null {
  return approval && (approval.status === 0 || approval.status === 2) ? approval.statusName : null;
}
