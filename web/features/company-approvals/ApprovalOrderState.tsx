// The unpaid order page's state for a held company order (docs/screens.md a.8, docs/company-api.md §5.3):
// 待审批 (what was exceeded, no payment, no deadline, 取消订单 allowed) or 已驳回 (closed, stock released) in
// place of 待付款 (rendered just before the page's 待付款 block, which company-approvals.css then hides); an
// approved order keeps the 待付款 block with the decision above it.
import { lazy, useState } from 'react';
import { LazyDialog } from '#web/features/ui/LazyDialog.tsx';
import { useOrderActionAccess } from '#web/features/order/use-order-action-access.ts';
import { ApprovalChain } from './ApprovalChain.tsx';
import { ApprovalDecision } from './ApprovalDecision.tsx';
import type { ApprovalView } from './approval-view.ts';
import { heldWhy } from './approval-words.ts';
import './company-approvals.css';

// the cancel dialog loads on the click that opens it (docs/adr/0100)
const CancelOrderDialog = lazy(() =>
  import('#web/features/order/CancelOrderDialog.tsx').then((module) => ({ default: module.CancelOrderDialog })),
);

function CancelHeld({ groupOrderId }: { groupOrderId: number }) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <button type="button" className="btn-ghost" onClick={() => setAsking(true)}>
        取消订单
      </button>
      {asking ? (
        <LazyDialog onClose={() => setAsking(false)}>
          <CancelOrderDialog
            groupOrderId={groupOrderId}
            open
            text="确定要取消该订单吗？取消后审批将终止，订单关闭并释放库存。"
            onClose={() => setAsking(false)}
          />
        </LazyDialog>
      ) : null}
    </>
  );
}

export function ApprovalOrderState({ order }: { order: { id: number; approval: ApprovalView | null } }) {
  const { approval } = order;
  const mayCancel = useOrderActionAccess()('cancel');
  if (!approval) return null;
  if (approval.status === 1 || approval.status === -1) {
    return (
      <>
        <ApprovalDecision approval={approval} />
        <div className="ap-chain-panel">
          <ApprovalChain chain={approval.chain} />
        </div>
      </>
    );
  }
  if (approval.status === 2) {
    return (
      <div className="ap-state is-rejected" data-testid="approval-state">
        <h1 className="ap-state-title">订单状态：已驳回</h1>
        <p>{heldWhy(approval)}，审批未通过，订单已关闭，库存已释放。</p>
        <ApprovalDecision approval={approval} />
        <ApprovalChain chain={approval.chain} />
      </div>
    );
  }
  return (
    <div className="ap-state is-waiting" data-testid="approval-state">
      <h1 className="ap-state-title">订单状态：待审批</h1>
      <p>
        {heldWhy(approval)}，已于 {approval.createTime} 提交审批。
      </p>
      <p>{approval.chain?.ruleName ? '各级审批通过后即可支付' : '管理员或审批人通过后即可支付'}；待审批期间订单不会超时取消。</p>
      <ApprovalChain chain={approval.chain} />
      {mayCancel ? (
        <div className="ap-state-actions">
          <CancelHeld groupOrderId={order.id} />
        </div>
      ) : null}
    </div>
  );
}
