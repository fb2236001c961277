// What the trade module asks the approvals (trade/route-deps.ts OrderApprovalHooks): order/create's answer for
// a held order, order/pay's refusal while it waits or after a rejection, and the group order views' `approval`.
import { APPROVAL_MESSAGES } from '#shared/company/approval-rules.ts';
import { nested } from '../../core/envelope.ts';
import type { OrderApprovalHooks } from '../../trade/route-deps.ts';
import type { Approvals } from './approval-service.ts';
import { approvalView } from './approval-views.ts';

export function orderApprovalHooks(approvals: Approvals): OrderApprovalHooks {
  const { store } = approvals;
  return {
    heldAnswer(request, groupOrderId) {
      const row = approvals.holdIfOverLimit(request, groupOrderId);
      if (row?.status !== 0) return null;
      const view = approvalView(row, store);
      return nested(
        'approval',
        { order_id: groupOrderId, approval_id: row.approval_id, limit_text: view.limit_text, approval: view },
        APPROVAL_MESSAGES.held,
      );
    },
    payRefusal: (groupOrderId) => approvals.payRefusal(groupOrderId),
    viewOf(groupOrderId) {
      const row = store.byGroup(groupOrderId);
      return row ? approvalView(row, store) : null;
    },
  };
}
