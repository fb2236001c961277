// What the trade module asks the approvals of a placed order (trade/route-deps.ts OrderApprovalHooks): order/pay's
// refusal while it waits or after a rejection, and the group order views' `approval`. Holding an order at
// order/create is a step of company/order-placement.ts.
import type { OrderApprovalHooks } from '../../trade/route-deps.ts';
import type { Approvals } from './approval-service.ts';
import { approvalView } from './approval-views.ts';

export function orderApprovalHooks(approvals: Approvals): OrderApprovalHooks {
  const { store } = approvals;
  return {
    payRefusal: (groupOrderId) => approvals.payRefusal(groupOrderId),
    viewOf(groupOrderId) {
      const row = store.byGroup(groupOrderId);
      return row ? approvalView(row, store, approvals.chainView) : null;
    },
  };
}
