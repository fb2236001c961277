// 配送详情 of a same-city order (docs/screens.md a.8): the rider's state (待接单 → 待取货 → 配送中 → 已送达) with
// what to do now (等待配送员接单完成后开始配送 / 稍后请将收货码告诉配送员 and the 收货码), 配送员 and 联系电话 as
// the mall gives them, the steps newest first, the goods, 收货信息 and 付款信息.
import { formatFen } from '#shared/money.ts';
import { logisticsHref, orderDetailHref } from '#web/features/logistics/logistics-links.ts';
import '#web/features/logistics/logistics.css';
import { OrderGoods } from '#web/features/logistics/OrderGoods.tsx';
import type { ShipmentView } from '#web/features/logistics/shipment-view.ts';
import { Timeline } from '#web/features/logistics/Timeline.tsx';
import { TrackState } from '#web/features/logistics/TrackState.tsx';
import { type DeliveryView, RIDER_STATES } from '#web/features/logistics/tracking.ts';
import './delivery.css';
import { TitledSection } from '#web/features/ui/TitledSection.tsx';

function RiderProgress({ delivery }: { delivery: DeliveryView }) {
  const showCode = delivery.receiveCode !== '' && (delivery.state === 1 || delivery.state === 2);
  return (
    <>
      <ol className="rider-strip" aria-label="配送状态">
        {RIDER_STATES.map((name, index) => (
          <li
            key={name}
            className={`rider-strip-step${index <= delivery.state ? ' is-done' : ''}`}
            aria-current={index === delivery.state ? 'step' : undefined}
          >
            <span className="rider-strip-dot" aria-hidden="true">
              {index + 1}
            </span>
            {name}
          </li>
        ))}
      </ol>
      <div className="rider-now">
        <h2 className="rider-now-state" data-testid="rider-state">
          {delivery.stateName}
        </h2>
        <p className="rider-now-hint">{delivery.hint}</p>
        {showCode ? (
          <p className="rider-now-code">
            收货码：<b data-testid="rider-code">{delivery.receiveCode}</b>
          </p>
        ) : null}
        {delivery.riderName || delivery.riderPhone ? (
          <dl className="rider-card">
            <div>
              <dt>配送员：</dt>
              <dd data-testid="rider-name">{delivery.riderName}</dd>
            </div>
            <div>
              <dt>联系电话：</dt>
              <dd>
                <a href={`tel:${delivery.riderPhone}`} data-testid="rider-phone">
                  {delivery.riderPhone}
                </a>
              </dd>
            </div>
          </dl>
        ) : null}
      </div>
      {delivery.steps.length ? (
        <TitledSection className="track-section" headingId="rider-steps-title" heading="配送进度" headingClassName="track-section-title">
          <Timeline steps={delivery.steps} label="配送进度" />
        </TitledSection>
      ) : null}
    </>
  );
}

function NoRider({ order }: { order: ShipmentView }) {
  if (order.kind === 'pickup') return <TrackState title="到店自提订单" text="该订单由您到店自提，无需配送" />;
  if (!order.shipped) {
    return <TrackState title="订单未发货" text={`订单状态：${order.statusText}，商家发货后可在这里查看配送信息`} />;
  }
  if (order.kind === 'express') {
    return (
      <TrackState title="快递配送" text="该订单由快递公司配送">
        <a href={logisticsHref(order.orderId)}>查看物流详情</a>
      </TrackState>
    );
  }
  if (order.kind === 'rider') return <TrackState title="暂无配送信息" text="配送信息暂时无法查询，请稍后刷新页面" />;
  return <TrackState title="暂无配送信息" text="该订单不是同城配送" />;
}

export function DeliveryScreen({ order, delivery }: { order: ShipmentView; delivery: DeliveryView | null }) {
  return (
    <TitledSection className="track-page" headingId="delivery-title" heading="配送详情" level={1} headingClassName="track-title">
      {delivery ? <RiderProgress delivery={delivery} /> : <NoRider order={order} />}
      <section className="track-section" aria-labelledby="delivery-goods-title">
        <h2 id="delivery-goods-title" className="track-section-title">
          商品信息{order.storeName ? <span className="delivery-store">{order.storeName}</span> : null}
        </h2>
        <OrderGoods lines={order.lines} />
      </section>
      <div className="delivery-blocks">
        <div>
          <h3 className="delivery-block-title">收货信息</h3>
          <dl className="track-facts">
            <div>
              <dt>收货人：</dt>
              <dd>{order.receiver.name}</dd>
            </div>
            <div>
              <dt>联系电话：</dt>
              <dd>{order.receiver.phone}</dd>
            </div>
            <div>
              <dt>收货地址：</dt>
              <dd>{order.receiver.address}</dd>
            </div>
          </dl>
        </div>
        <div>
          <h3 className="delivery-block-title">付款信息</h3>
          <dl className="track-facts" data-testid="delivery-payment">
            <div>
              <dt>订单号：</dt>
              <dd>{order.sn}</dd>
            </div>
            <div>
              <dt>下单时间：</dt>
              <dd>{order.createTime}</dd>
            </div>
            <div>
              <dt>支付方式：</dt>
              <dd>{order.payType || '—'}</dd>
            </div>
            <div>
              <dt>支付时间：</dt>
              <dd>{order.payTime || '—'}</dd>
            </div>
            <div>
              <dt>实付款：</dt>
              <dd className="delivery-pay">¥{formatFen(order.payFen)}</dd>
            </div>
          </dl>
        </div>
      </div>
      <p className="track-links">
        <a href={orderDetailHref(order.orderId)}>查看订单详情</a>
        <a href="/user/order_list">返回我的订单</a>
      </p>
    </TitledSection>
  );
}
