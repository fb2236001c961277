// An unpaid group order (docs/screens.md a.8 /order_stay_detail): 订单状态：待付款, the deadline, the order,
// the receiver, the notes, the goods by store and the totals; 取消订单 (after a confirmation) and 立即付款.
import { useState } from 'react';
import type { GroupOrderView } from '#web/features/order/group-order-view.ts';
import { PurchaseRefLine } from '#web/features/company-purchase-refs/PurchaseRefLine.tsx';
import { ApprovalOrderState } from '#web/features/company-approvals/ApprovalOrderState.tsx';
import { StayOrderInfo, StayReceiverAndNotes, StayStatus, StayStores, StayTotals } from './StayDetailSections.tsx';
import '#web/features/order/order.css';
import '#web/features/ui/form-row.css';
import '#web/features/order/goods-lines.css';
import './stay-detail.css';
import { CancelOrderDialog } from '#web/features/order/CancelOrderDialog.tsx';

export function StayDetailScreen({ order }: { order: GroupOrderView }) {
  const [asking, setAsking] = useState(false);
  return (
    <section className="stay-page">
      <ApprovalOrderState order={order} />
      <StayStatus order={order} onCancel={() => setAsking(true)} />
      <StayOrderInfo order={order} />
      <PurchaseRefLine refs={order.purchaseRef} />
      <StayReceiverAndNotes order={order} />
      <StayStores order={order} />
      <StayTotals order={order} />
      <CancelOrderDialog
        groupOrderId={order.id}
        open={asking}
        text="确定要取消该订单吗？取消后订单将关闭，已用的优惠券和积分会退回。"
        onClose={() => setAsking(false)}
        className="stay-confirm"
        textClassName="stay-confirm-text"
      />
    </section>
  );
}
