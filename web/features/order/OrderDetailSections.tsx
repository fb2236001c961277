// The parts of the order detail (docs/screens.md a.8): the status head with its buttons, the information blocks,
// the store's goods with their per-line links, and the presell stages.
import { navigate } from 'vike/client/router';
import { formatFen } from '#shared/money.ts';
import { refundBatchHref, refundListHref, refundSelectHref } from '../refund/refund-links.ts';
import { AddToReorderList, orderLinesToSave } from '../reorder-lists/index.ts';
import { evaluationHref, linesToReview, refundableLines } from './order-action-rules.ts';
import { statusNote } from './order-banner.ts';
import { ORDER_LIST_PATH } from './order-list-view.ts';
import type { MerchantOrderView } from './order-view.ts';
import { OrderActionBar } from './OrderActionBar.tsx';
import { OrderLines } from './OrderLines.tsx';
import { presellStateText } from './presell-view.ts';
import { useOrderActionAccess } from './use-order-action-access.ts';
import '../ui/outline-button.css';

interface OrderProps {
  order: MerchantOrderView;
}

function InfoBlock({ title, rows }: { title: string; rows: readonly [string, string][] }) {
  return (
    <dl className="order-block">
      <dt className="order-block-title">{title}</dt>
      {rows.map(([label, value]) => (
        <dd key={label}>
          {label ? `${label}：` : ''}
          {value}
        </dd>
      ))}
    </dl>
  );
}

function deliveryRows(order: MerchantOrderView): [string, string][] {
  if (order.delivery.kind === 'rider')
    return [
      ['配送方式', '同城配送'],
      ['配送员', order.delivery.name],
      ['联系电话', order.delivery.id],
    ];
  return [
    ['配送方式', '快递配送'],
    ['快递公司', order.delivery.name],
    ['快递单号', order.delivery.id],
  ];
}

function invoiceRows(invoice: MerchantOrderView['invoice']): [string, string][] {
  if (!invoice) return [['', '未申请开票']];
  return [
    ...(invoice.via ? ([['开票方式', invoice.via]] as [string, string][]) : []),
    ['发票类型', invoice.kind],
    ['抬头类型', invoice.titleType],
    ['发票抬头', invoice.title],
    ...(invoice.taxNumber ? ([['单位税号', invoice.taxNumber]] as [string, string][]) : []),
    ...(invoice.email ? ([['收票邮箱', invoice.email]] as [string, string][]) : []),
    ['开票状态', invoice.sn ? `${invoice.statusText}（${invoice.sn}）` : invoice.statusText],
  ];
}

/** 订单状态 with its note and the buttons: the bar, 全部加入清单 once paid, 批量退款 for more than one line. */
export function OrderDetailHead({ order }: OrderProps) {
  const mayUse = useOrderActionAccess();
  const refundable = mayUse('refund') ? refundableLines(order) : [];
  return (
    <div className="order-detail-status">
      <h1 className="order-detail-title">订单状态：{order.statusText}</h1>
      <p className="order-detail-note">{statusNote(order)}</p>
      <div className="order-detail-actions">
        <OrderActionBar order={order} place="detail" onDeleted={() => navigate(ORDER_LIST_PATH)} />
        {order.paid ? (
          <AddToReorderList lines={orderLinesToSave(order.lines)} label="全部加入清单" className="rl-open rl-order-save" />
        ) : null}
        {refundable.length > 1 ? (
          <a className="order-btn" href={refundBatchHref(order.id)}>
            批量退款
          </a>
        ) : null}
      </div>
    </div>
  );
}

export function OrderInfoBlocks({ order }: OrderProps) {
  return (
    <div className="order-blocks">
      <InfoBlock
        title="订单信息"
        rows={[
          ['订单号', order.sn],
          ['支付单号', order.paySn || '—'],
          ['下单时间', order.createTime],
          ['支付方式', order.payTypeText || '—'],
          ['支付时间', order.payTime || '—'],
          ['订单金额', `¥${formatFen(order.money.totalFen)}`],
        ]}
      />
      <InfoBlock
        title="收货信息"
        rows={[
          ['收货人', order.receiver.name],
          ['联系电话', order.receiver.phone],
          ['收货地址', order.receiver.address],
        ]}
      />
      <InfoBlock title="留言信息" rows={[['', order.mark || '无']]} />
      {order.delivery.kind !== 'none' ? <InfoBlock title="配送信息" rows={deliveryRows(order)} /> : null}
      <InfoBlock title="发票信息" rows={invoiceRows(order.invoice)} />
      <InfoBlock title="联系客服" rows={[['客服电话', order.servicePhone || '—']]} />
    </div>
  );
}

/** The store's name and badges, and its goods with 退款中/已退款, 申请退款, 评价 or 已评价 on each line. */
export function OrderDetailStore({ order }: OrderProps) {
  // under 企业 only what the member's role may do (the mall's route table)
  const mayUse = useOrderActionAccess();
  const waiting = new Set(mayUse('review') ? linesToReview(order).map((line) => line.id) : []);
  const refundableIds = new Set(mayUse('refund') ? refundableLines(order).map((line) => line.id) : []);
  return (
    <div className="order-detail-store">
      <h2 className="order-detail-store-name">
        {order.storeName}
        {order.badges.map((badge) => (
          <span key={badge} className="order-badge">
            {badge}
          </span>
        ))}
      </h2>
      <OrderLines
        lines={order.lines}
        extra={(line) => (
          <>
            {line.refundText ? (
              <a className="order-line-refund" href={refundListHref(line.refundText === '退款中' ? 1 : 2)}>
                {line.refundText}
              </a>
            ) : null}
            {refundableIds.has(line.id) ? (
              <a className="order-btn" href={refundSelectHref(order.id, [line.orderProductId])}>
                申请退款
              </a>
            ) : null}
            {waiting.has(line.id) ? (
              <a className="order-btn is-primary" href={evaluationHref(order.id, line)}>
                评价
              </a>
            ) : null}
            {line.replied ? <span className="order-line-done">已评价</span> : null}
          </>
        )}
      />
    </div>
  );
}

export function PresellStages({ presell }: { presell: NonNullable<MerchantOrderView['presell']> }) {
  return (
    <dl className="presell-stages is-detail" aria-label="预售阶段">
      <div>
        <dt>阶段1：定金</dt>
        <dd>¥{formatFen(presell.depositFen)} 已支付</dd>
      </div>
      <div>
        <dt>阶段2：尾款</dt>
        <dd>
          ¥{formatFen(presell.tailFen)} {presell.tailPaid ? `已支付 ${presell.tailPayTime}` : presellStateText(presell)}
        </dd>
      </div>
      <div>
        <dt>支付尾款时间</dt>
        <dd>{presell.window}</dd>
      </div>
    </dl>
  );
}
