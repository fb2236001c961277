// /refund_detail?id= 退款单详情 (docs/screens.md a.8): the state banner with its text and countdown (还剩), the
// return address while goods go back ("请按以下收货信息将商品退回"), the shipment sent back, 退款信息 and the
// goods; actions 取消申请 (after a confirmation), 退回商品, 查看物流, 再次申请.
import { useState } from 'react';
import { formatFen, toFen } from '#shared/money.ts';
import { OrderGoods } from '#web/features/logistics/OrderGoods.tsx';
import { Dialog } from '#web/features/ui/Dialog.tsx';
import { cancelRefund } from './refund-api.ts';
import {
  type RawRefundOrder,
  REFUND_ACTION_LABELS,
  refundActions,
  refundGoodsHref,
  refundLogisticsHref,
  refundSelectHref,
  refundState,
  REFUND_TYPE_TEXT,
  toRefundRow,
} from './refund-view.ts';
import { RefundCountdown } from './RefundCountdown.tsx';
import { useRefundAction } from './use-refund-action.ts';
import './refund.css';

function Rows({ title, rows }: { title: string; rows: [string, string][] }) {
  return (
    <dl className="refund-block">
      <dt className="refund-block-title">{title}</dt>
      {rows.map(([label, value]) => (
        <dd key={label}>
          {label}：{value}
        </dd>
      ))}
    </dl>
  );
}

export function RefundDetailScreen({ refund }: { refund: RawRefundOrder }) {
  const row = toRefundRow(refund);
  const state = refundState(refund);
  const { busy, perform } = useRefundAction();
  const [asking, setAsking] = useState(false);
  const actions = refundActions(refund.status, 'detail', row.hasDelivery);
  const href = {
    backGoods: refundGoodsHref(row.id),
    logistics: refundLogisticsHref(row.id),
    again: refundSelectHref(
      row.orderId,
      row.lines.map((line) => line.orderProductId),
    ),
  } as const;
  const showAddress = refund.refund_type === 2 && refund.status >= 1 && Boolean(refund.mer_delivery_address);
  return (
    <section className="refund-page" aria-labelledby="refund-detail-title" data-refund-status={refund.status}>
      <div className="refund-state">
        <h1 id="refund-detail-title" className="refund-state-title">
          {state.title}
        </h1>
        <p className="refund-state-note">{state.note}</p>
        {state.endsAt > 0 ? <RefundCountdown endsAt={state.endsAt} /> : null}
        <div className="refund-actions">
          {actions.map((key) =>
            key === 'cancel' ? (
              <button key={key} type="button" className="refund-btn" disabled={busy} onClick={() => setAsking(true)}>
                {REFUND_ACTION_LABELS.cancel}
              </button>
            ) : (
              <a key={key} className={`refund-btn${key === 'backGoods' ? ' is-primary' : ''}`} href={href[key as keyof typeof href]}>
                {REFUND_ACTION_LABELS[key]}
              </a>
            ),
          )}
        </div>
      </div>
      {showAddress ? (
        <div className="refund-address">
          <p className="refund-address-title">请按以下收货信息将商品退回</p>
          <Rows
            title="退货地址"
            rows={[
              ['收货人姓名', refund.mer_delivery_user ?? ''],
              ['联系方式', refund.phone ?? ''],
              ['地址', refund.mer_delivery_address ?? ''],
            ]}
          />
        </div>
      ) : null}
      {refund.delivery_id ? (
        <Rows
          title="退货物流"
          rows={[
            ['物流公司', refund.delivery_type ?? ''],
            ['物流单号', refund.delivery_id],
            ['联系电话', refund.delivery_phone ?? ''],
          ]}
        />
      ) : null}
      <Rows
        title="退款信息"
        rows={[
          ['退款单号', row.sn],
          ['订单号', refund.order?.order_sn ?? ''],
          ['退款类型', REFUND_TYPE_TEXT[Number(refund.refund_type)] ?? ''],
          ['退款金额', `¥${formatFen(toFen(refund.refund_price))}`],
          ['申请件数', String(row.pieces)],
          ['退款原因', refund.refund_message ?? ''],
          ['备注说明', refund.mark || '无'],
          ['申请时间', row.createTime],
        ]}
      />
      {refund.pics?.length ? (
        <ul className="refund-pics" aria-label="退款凭证">
          {refund.pics.map((pic, index) => (
            <li key={pic}>
              <img src={pic} alt={`退款凭证${index + 1}`} width={70} height={70} />
            </li>
          ))}
        </ul>
      ) : null}
      <OrderGoods lines={row.lines} label="退款商品" />
      <Dialog open={asking} title="取消申请" onClose={() => setAsking(false)}>
        <p>确定取消本次退款申请吗？</p>
        <div className="refund-bar">
          <button type="button" className="refund-btn" onClick={() => setAsking(false)}>
            再想想
          </button>
          <button
            type="button"
            className="refund-btn is-primary"
            disabled={busy}
            onClick={() => {
              setAsking(false);
              void perform(() => cancelRefund(row.id));
            }}
          >
            确定
          </button>
        </div>
      </Dialog>
    </section>
  );
}
