// An unpaid group order (docs/screens.md a.8 /order_stay_detail): 订单状态：待付款, the deadline, the order,
// the receiver, the notes, the goods by store and the totals; 取消订单 (after a confirmation) and 立即付款.
import { useState } from 'react';
import { navigate } from 'vike/client/router';
import type { GroupOrderView } from '#web/features/order/group-order-view.ts';
import { cancelOrder } from '#web/features/order/order-api.ts';
import { PurchaseRefLine } from '#web/features/company-purchase-refs/PurchaseRefLine.tsx';
import { useBusy } from '#web/features/ui/use-busy.ts';
import { ApprovalOrderState } from '#web/features/company-approvals/ApprovalOrderState.tsx';
import { appActions } from '#web/state/app-state.ts';
import { StayOrderInfo, StayReceiverAndNotes, StayStatus, StayStores, StayTotals } from './StayDetailParts.tsx';
import '#web/features/order/order.css';
import '#web/features/ui/form-row.css';
import '#web/features/order/goods-lines.css';
import './stay-detail.css';
import { AskDialog } from '#web/features/ui/AskDialog.tsx';

export function StayDetailScreen({ order }: { order: GroupOrderView }) {
  const [asking, setAsking] = useState(false);
  const { busy, run } = useBusy();

  const cancel = () =>
    run(async () => {
      try {
        const { message } = await cancelOrder(order.id);
        appActions.toast(message && message !== 'success' ? message : '取消成功', 'success');
        setAsking(false);
        await navigate('/user/order_list');
      } catch (error) {
        appActions.toast(error instanceof Error ? error.message : '取消失败');
      }
    });

  return (
    <section className="stay-page">
      <ApprovalOrderState order={order} />
      <StayStatus order={order} onCancel={() => setAsking(true)} />
      <StayOrderInfo order={order} />
      <PurchaseRefLine refs={order.purchaseRef} />
      <StayReceiverAndNotes order={order} />
      <StayStores order={order} />
      <StayTotals order={order} />
      <AskDialog
        open={asking}
        title="取消订单"
        text="确定要取消该订单吗？取消后订单将关闭，已用的优惠券和积分会退回。"
        cancelLabel="再想想"
        busy={busy}
        onCancel={() => setAsking(false)}
        onConfirm={() => void cancel()}
        className="stay-confirm"
        textClassName="stay-confirm-text"
      />
    </section>
  );
}
