// 物流详情 (docs/screens.md a.8): the order's goods, 快递公司, 快递单号 with 复制, 订单编号, 收货地址, 买家留言, the
// courier timeline newest first, and 为你推荐. An order that has not left the store, a pickup order and a
// same-city delivery each say so instead of a timeline.
import type { SpuItem } from '#web/features/browse/types.ts';
import { useLoggedIn } from '#web/features/browse/use-logged-in.ts';
import { ProductGrid } from '#web/features/goods/ProductGrid.tsx';
import { CopyButton } from '#web/features/logistics/CopyButton.tsx';
import { deliveryHref, orderDetailHref } from '#web/features/logistics/logistics-links.ts';
import { OrderGoods } from '#web/features/logistics/OrderGoods.tsx';
import type { ShipmentView } from '#web/features/logistics/shipment-view.ts';
import { TrackState } from '#web/features/logistics/TrackState.tsx';
import type { ExpressSteps } from '#web/features/logistics/use-express-steps.ts';
import '#web/features/logistics/logistics.css';
import { ExpressTrack } from './ExpressTrack.tsx';
import { TitledSection } from '#web/features/ui/TitledSection.tsx';

function NoTrack({ order }: { order: ShipmentView }) {
  if (order.kind === 'pickup') return <TrackState title="到店自提订单" text="该订单由您到店自提，无需物流" />;
  if (!order.shipped) {
    return <TrackState title="订单未发货" text={`订单状态：${order.statusText}，商家发货后可在这里查看物流信息`} />;
  }
  if (order.kind === 'rider') {
    return (
      <TrackState title="同城配送" text="该订单由配送员同城配送">
        <a href={deliveryHref(order.orderId)}>查看配送详情</a>
      </TrackState>
    );
  }
  if (order.kind === 'deliverer') return <TrackState title="商家送货" text={`送货人：${order.carrier}，联系电话：${order.carrierRef}`} />;
  if (order.kind === 'virtual') return <TrackState title="虚拟发货" text="该订单无需物流" />;
  return <TrackState title="暂无物流信息" text="该订单没有快递信息" />;
}

export function LogisticsScreen({ order, recommend, track }: { order: ShipmentView; recommend: SpuItem[]; track: ExpressSteps | null }) {
  const loggedIn = useLoggedIn();
  const express = order.kind === 'express' && order.shipped;
  return (
    <>
      <TitledSection className="track-page" headingId="track-title" heading="物流详情" level={1} headingClassName="track-title">
        <div className="track-summary">
          <OrderGoods lines={order.lines} />
          <dl className="track-facts">
            {express ? (
              <>
                <div>
                  <dt>快递公司：</dt>
                  <dd data-testid="track-company">{order.carrier}</dd>
                </div>
                <div>
                  <dt>快递单号：</dt>
                  <dd>
                    <span data-testid="track-waybill">{order.carrierRef}</span>
                    <CopyButton text={order.carrierRef} label="复制快递单号" />
                  </dd>
                </div>
              </>
            ) : null}
            <div>
              <dt>订单号：</dt>
              <dd data-testid="track-sn">{order.sn}</dd>
            </div>
            <div>
              <dt>收货地址：</dt>
              <dd>
                {order.receiver.name} {order.receiver.phone} {order.receiver.address}
              </dd>
            </div>
            <div>
              <dt>买家留言：</dt>
              <dd>{order.mark || '无'}</dd>
            </div>
          </dl>
        </div>
        <section className="track-section" aria-labelledby="track-steps-title">
          <h2 id="track-steps-title" className="track-section-title">
            物流跟踪
          </h2>
          {express && track ? <ExpressTrack orderId={order.orderId} initial={track} /> : <NoTrack order={order} />}
        </section>
        <p className="track-links">
          <a href={orderDetailHref(order.orderId)}>查看订单详情</a>
          <a href="/user/order_list">返回我的订单</a>
        </p>
      </TitledSection>
      {recommend.length ? (
        <TitledSection
          className="track-page track-recommend"
          headingId="track-recommend-title"
          heading="为你推荐"
          headingClassName="track-section-title"
        >
          <ProductGrid items={recommend} loggedIn={loggedIn} columns={5} />
        </TitledSection>
      ) : null}
    </>
  );
}
