// The parts of /order_stay_detail: the status with the deadline and actions, the order's facts, the goods by
// store and the totals.
import { formatFen } from '#shared/money.ts';
import { goodsDetailHref } from '#shared/route-links.ts';
import type { GroupOrderView } from '#web/features/order/group-order-view.ts';
import { RemainingTime } from '#web/features/order/RemainingTime.tsx';
import { useOrderActionAccess } from '#web/features/order/use-order-action-access.ts';

export function StayStatus({ order, onCancel }: { order: GroupOrderView; onCancel: () => void }) {
  // under 企业 only what the member's role may do (the mall's route table)
  const mayUse = useOrderActionAccess();
  return (
    <div className="stay-status">
      <h1 className="stay-status-title">订单状态：待付款</h1>
      <p className="stay-deadline">
        请在 <b>{order.closeTime}</b> 前完成支付, 超时订单将自动取消！
      </p>
      {order.closesAt > 0 ? (
        <p className="stay-remaining">
          剩余时间：
          <RemainingTime closesAt={order.closesAt} />
        </p>
      ) : null}
      <div className="stay-actions">
        {mayUse('cancel') ? (
          <button type="button" className="btn-ghost" onClick={onCancel}>
            取消订单
          </button>
        ) : null}
        {mayUse('pay') ? (
          <a className="btn-primary stay-pay" href={`/payment?result=${order.id}`}>
            立即付款
          </a>
        ) : null}
      </div>
    </div>
  );
}

export function StayOrderInfo({ order }: { order: GroupOrderView }) {
  return (
    <dl className="stay-block">
      <dt className="stay-block-title">订单信息</dt>
      <dd>订单号：{order.sn}</dd>
      {order.paySn && order.paySn !== order.sn ? <dd className="stay-pay-sn">支付单号：{order.paySn}</dd> : null}
      <dd>下单时间：{order.createTime}</dd>
      <dd>
        订单金额：<span className="stay-money">¥{formatFen(order.payFen)}</span>
      </dd>
    </dl>
  );
}

export function StayReceiverAndNotes({ order }: { order: GroupOrderView }) {
  const marks = order.stores.filter((store) => store.mark);
  return (
    <>
      <dl className="stay-block">
        <dt className="stay-block-title">收货信息</dt>
        <dd>收货人：{order.receiver.name}</dd>
        <dd>联系电话：{order.receiver.phone}</dd>
        <dd>收货地址：{order.receiver.address}</dd>
      </dl>
      <dl className="stay-block">
        <dt className="stay-block-title">留言信息</dt>
        {marks.length === 0 ? <dd>无</dd> : null}
        {marks.map((store) => (
          <dd key={store.orderId}>{order.stores.length > 1 ? `${store.name}：${store.mark}` : store.mark}</dd>
        ))}
      </dl>
    </>
  );
}

export function StayStores({ order }: { order: GroupOrderView }) {
  return (
    <>
      {order.stores.map((store) => (
        <div key={store.orderId} className="stay-store" data-order-id={store.orderId}>
          <h2 className="stay-store-name">{store.name}</h2>
          <ul className="stay-lines">
            {store.lines.map((line) => (
              <li key={line.id} className="stay-line">
                <a className="stay-thumb" href={goodsDetailHref(line.productId)}>
                  <img src={line.image} alt="" width={64} height={64} loading="lazy" />
                </a>
                <span className="stay-line-info">
                  <a href={goodsDetailHref(line.productId)}>{line.name}</a>
                  {line.sku ? <span className="stay-line-sku">{line.sku}</span> : null}
                </span>
                <span className="stay-line-price">¥{formatFen(line.priceFen)}</span>
                <span className="stay-line-num">x{line.num}</span>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </>
  );
}

export function StayTotals({ order }: { order: GroupOrderView }) {
  return (
    <dl className="stay-totals">
      <div>
        <dt>商品总价：</dt>
        <dd>¥{formatFen(order.goodsFen)}</dd>
      </div>
      <div>
        <dt>运费：</dt>
        <dd>¥{formatFen(order.postageFen)}</dd>
      </div>
      {order.couponFen > 0 ? (
        <div>
          <dt>优惠券抵扣：</dt>
          <dd>-¥{formatFen(order.couponFen)}</dd>
        </div>
      ) : null}
      {order.pointsFen > 0 ? (
        <div>
          <dt>积分抵扣：</dt>
          <dd>-¥{formatFen(order.pointsFen)}</dd>
        </div>
      ) : null}
      <div className="stay-total-pay">
        <dt>实付款：</dt>
        <dd data-testid="stay-pay">¥{formatFen(order.payFen)}</dd>
      </div>
    </dl>
  );
}
