// /order_detail?orderId= (docs/screens.md a.8): one store's order — its status and progress, the buttons its
// status allows, 订单信息, 收货信息, 留言信息, 配送信息, 发票信息, 联系客服, the goods (评价 on each line waiting
// for it) with the presell stages, and the money, whose goods total is the sum of the lines.
import { lazy } from 'react';
import { useAppState } from '#web/state/app-state.ts';
import { orderSteps } from './order-steps.ts';
import type { MerchantOrderView } from './order-view.ts';
import { OrderMoney } from './OrderMoney.tsx';
import { OrderDetailHead, OrderDetailStore, OrderInfoBlocks, PresellStages } from './OrderDetailSections.tsx';
import { ApprovalDecision } from '../company-approvals/ApprovalDecision.tsx';
import { PurchaseRefLine } from '../company-purchase-refs/PurchaseRefLine.tsx';
import { OrderSteps } from './OrderSteps.tsx';
import { ScheduleFromOrderButton } from '../replenishment/ScheduleFromOrderButton.tsx';
import './order.css';
import { AfterHydration } from '#web/features/ui/AfterHydration.tsx';

// 收货验收 exists only for a member buying as 企业, and its panel waits for its own read anyway: loaded for them
// alone, it keeps the order detail's script within the route budget
const AcceptancePanel = lazy(() =>
  import('../company-acceptance/AcceptancePanel.tsx').then((module) => ({ default: module.AcceptancePanel })),
);

export function OrderDetailScreen({ order }: { order: MerchantOrderView }) {
  const { entity, companyAccount } = useAppState();
  return (
    <section className="order-detail" data-order-id={order.id}>
      <OrderDetailHead order={order} />
      <OrderSteps steps={orderSteps(order)} />
      {entity === 'COMPANY' && companyAccount !== null ? (
        <AfterHydration>
          <AcceptancePanel orderId={order.id} />
        </AfterHydration>
      ) : null}
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
