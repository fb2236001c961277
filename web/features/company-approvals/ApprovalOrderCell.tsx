// The queue row's order cell: the 订单号 (linked to the order), the 支付单号 as a secondary reference, the
// 采购单号 and each line's unit price — what an approver weighs before deciding (ADR 0037, addendum 2026-12-07).
import { formatFen } from '#shared/money.ts';
import { type ApprovalView, approvalOrderHref } from './approval-view.ts';

export function ApprovalOrderCell({ row }: { row: ApprovalView }) {
  return (
    <>
      <a className="ap-sn" href={approvalOrderHref(row)} data-testid="approval-order-sn">
        订单号 {row.orderSn}
      </a>
      {row.paySn && row.paySn !== row.orderSn ? <span className="ap-pay-sn">支付单号 {row.paySn}</span> : null}
      {row.poNumber ? <span className="ap-goods">采购单号 {row.poNumber}</span> : null}
      {row.lines.length > 0 ? (
        <ul className="ap-lines">
          {row.lines.map((line) => (
            <li key={line.id}>
              {line.name} ¥{formatFen(line.priceFen)} × {line.num}
            </li>
          ))}
        </ul>
      ) : null}
      <span className="ap-goods">
        {row.goods} 共 {row.pieces} 件
      </span>
    </>
  );
}
