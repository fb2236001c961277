// /order_detail?orderId= (docs/screens.md a.8): one store's order — its status and progress, the buttons its
// status allows, 订单信息, 收货信息, 留言信息, 配送信息, 发票信息, 联系客服, the goods (评价 on each line waiting
// for it) with the presell stages, and the money, whose goods total is the sum of the lines.
import { orderSteps } from './order-steps.ts';
import type { MerchantOrderView } from './order-view.ts';
import { OrderMoney } from './OrderMoney.tsx';
import { OrderDetailHead, OrderDetailStore, OrderInfoBlocks, PresellStages } from './OrderDetailParts.tsx';
import { AcceptancePanel } from '../company-acceptance/AcceptancePanel.tsx';
import { ApprovalDecision } from '../company-approvals/ApprovalOrderState.tsx';
import { PurchaseRefLine } from '../company-purchase-refs/PurchaseRefLine.tsx';
import { OrderSteps } from './OrderSteps.tsx';
import { ScheduleFromOrderButton } from '../replenishment/ScheduleFromOrderButton.tsx';
import './order.css';

export function OrderDetailScreen({ order }: { order: MerchantOrderView }) {
  return (
    <section className="order-detail" data-order-id={order.id}>
      <OrderDetailHead order={order} />
      <OrderSteps steps={orderSteps(order)} />
      <AcceptancePanel orderId={order.id} />
      <ScheduleFromOrderButton order={order} />
      <PurchaseRefLine refs={order.purchaseRef} />
      {order.approval ? <ApprovalDecision approval={order.approval} /> : null}
      <OrderInfoBlocks order={order} />
      <OrderDetailStore order={order} />
      {order.presell ? <PresellStages presell={order.presell} /> : null}
      <OrderMoney order={order} />
    </section>
  );
}
