// The facts of a refund on its detail page (RefundDetailScreen.tsx): the return address while goods go back, the
// shipment sent back, 退款信息 and the evidence pictures, each as a block of "label：value" rows.
import { formatFen, toFen } from '#shared/money.ts';
import { type RawRefundOrder, REFUND_TYPE_TEXT, type RefundRowView } from './refund-view.ts';

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

export function RefundBlocks({ refund, row }: { refund: RawRefundOrder; row: RefundRowView }) {
  const showAddress = refund.refund_type === 2 && refund.status >= 1 && Boolean(refund.mer_delivery_address);
  return (
    <>
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
    </>
  );
}
