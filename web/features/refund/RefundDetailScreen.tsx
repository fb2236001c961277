// /refund_detail?id= 退款单详情 (docs/screens.md a.8): the state banner with its text and countdown (还剩), the
// return address while goods go back ("请按以下收货信息将商品退回"), the shipment sent back, 退款信息 and the
// goods; actions 取消申请 (after a confirmation), 退回商品, 查看物流, 再次申请.
import { useState } from 'react';
import { OrderGoods } from '#web/features/logistics/OrderGoods.tsx';
import { cancelRefund } from './refund-api.ts';
import { type RawRefundOrder, refundActions, refundState, toRefundRow } from './refund-view.ts';
import { RefundCountdown } from './RefundCountdown.tsx';
import { RefundBlocks } from './RefundDetailBlocks.tsx';
import { RefundActionRow, RefundAskDialog, refundActionHrefs } from './RefundActions.tsx';
import { useRefundAction } from './use-refund-action.ts';
import '../ui/outline-button.css';
import './refund.css';

export function RefundDetailScreen({ refund }: { refund: RawRefundOrder }) {
  const row = toRefundRow(refund);
  const state = refundState(refund);
  const { busy, perform } = useRefundAction();
  const [asking, setAsking] = useState(false);
  const actions = refundActions(refund.status, 'detail', row.hasDelivery);
  return (
    <section className="refund-page" aria-labelledby="refund-detail-title" data-refund-status={refund.status}>
      <div className="refund-state">
        <h1 id="refund-detail-title" className="refund-state-title">
          {state.title}
        </h1>
        <p className="refund-state-note">{state.note}</p>
        {state.endsAt > 0 ? <RefundCountdown endsAt={state.endsAt} /> : null}
        <RefundActionRow
          className="refund-actions"
          actions={actions}
          hrefs={refundActionHrefs(row)}
          disabled={busy}
          onButton={() => setAsking(true)}
        />
      </div>
      <RefundBlocks refund={refund} row={row} />
      <OrderGoods lines={row.lines} label="退款商品" />
      <RefundAskDialog
        open={asking}
        title="取消申请"
        text="确定取消本次退款申请吗？"
        cancelLabel="再想想"
        busy={busy}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          void perform(() => cancelRefund(row.id));
        }}
      />
    </section>
  );
}
