// An unpaid group order in a list (docs/screens.md a.11, the 待付款 tab): one row for every store it spans,
// the deadline, and 取消订单 / 立即支付 / 查看详情.
import { ApprovalRowNote, approvalListStatus } from '../company-approvals/ApprovalRowNote.tsx';
import { PurchaseRefLine } from '../company-purchase-refs/PurchaseRefLine.tsx';
import type { GroupOrderView } from './group-order-view.ts';
import { GroupActionBar } from './GroupActionBar.tsx';
import { OrderLines } from './OrderLines.tsx';
import { OrderRowFoot, OrderRowHead } from './OrderRow.tsx';
import { ORDER_STATUS_TEXT } from './order-status.ts';
import './order.css';

export interface GroupRowProps {
  group: GroupOrderView;
  status?: string;
  badges?: readonly string[];
  /** 立即支付 in the order list, 立即付款 in the presell list */
  payLabel?: string;
  /** false for a presell deposit: its postage comes with the tail */
  showPostage?: boolean;
}

export function GroupRow({ group, status = ORDER_STATUS_TEXT.unpaid, badges = [], payLabel, showPostage = true }: GroupRowProps) {
  const stores = group.stores.map((store) => store.name).filter(Boolean);
  return (
    <article className="order-row is-unpaid" data-group-order-id={group.id} aria-label={`订单 ${group.sn}`}>
      <OrderRowHead
        date={group.createTime}
        sn={group.sn}
        paySn={group.paySn}
        store={stores.join('、')}
        status={approvalListStatus(group.approval) ?? status}
        badges={badges}
      />
      {group.stores.map((store) => (
        <div key={store.orderId} className="order-row-store-block">
          {group.stores.length > 1 ? <h3 className="order-row-store-name">{store.name}</h3> : null}
          <OrderLines lines={store.lines} />
        </div>
      ))}
      <ApprovalRowNote approval={group.approval} />
      <PurchaseRefLine refs={group.purchaseRef} />
      {group.closeTime && group.approval?.status !== 0 ? (
        <p className="order-row-note">请在 {group.closeTime} 前完成支付, 超时订单将自动取消！</p>
      ) : null}
      <OrderRowFoot pieces={group.pieces} payFen={group.payFen} postageFen={showPostage ? group.postageFen : null} amountLabel="应付金额">
        <GroupActionBar groupOrderId={group.id} payLabel={payLabel} payable={group.approval?.status !== 0} />
      </OrderRowFoot>
    </article>
  );
}
