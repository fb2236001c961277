// What the trade module asks the approvals (trade/route-deps.ts OrderApprovalHooks): order/create's answer for
// a held order, order/pay's refusal while it waits or after a rejection, and the group order views' `approval`.
import { APPROVAL_MESSAGES } from '#shared/company/approval-rules.ts';
import { fail, nested } from '../../core/envelope.ts';
import { CHAIN_MESSAGES } from '#shared/company/org-rules.ts';
import type { OrderApprovalHooks } from '../../trade/route-deps.ts';
import type { Approvals } from './approval-service.ts';
import { approvalView } from './approval-views.ts';

export function orderApprovalHooks(approvals: Approvals): OrderApprovalHooks {
  const { store } = approvals;
  return {
    heldAnswer(request, groupOrderId) {
      const row = approvals.holdIfOverLimit(request, groupOrderId);
      // a refusal (status 400) makes order/create roll the order back
      if (row && 'refused' in row) return fail(row.refused);
      if (row?.status !== 0) return null;
      const view = approvalView(row, store, approvals.chainView);
      return nested(
        'approval',
        { order_id: groupOrderId, approval_id: row.approval_id, limit_text: view.limit_text, approval: view },
        row.rule_id !== null ? CHAIN_MESSAGES.heldByRule : APPROVAL_MESSAGES.held,
      );
    },
    payRefusal: (groupOrderId) => approvals.payRefusal(groupOrderId),
    viewOf(groupOrderId) {
      const row = store.byGroup(groupOrderId);
      return row ? approvalView(row, store, approvals.chainView) : null;
    },
  };
}
