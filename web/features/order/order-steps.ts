// Pure: the order page's progress steps (docs/screens.md a.8): 提交订单 → 付款成功 → 商家发货 → 确认收货 →
// 交易完成, with 支付定金 and 支付尾款 in place of 付款成功 for a presell deposit order. A refunded or closed
// order shows its status alone.
import type { MerchantOrderView } from './order-view.ts';

export interface OrderStep {
  label: string;
  /** when it happened, when the mall says */
  time: string;
  done: boolean;
}

/** How many steps of a normal order a status has reached. */
const REACHED: Partial<Record<MerchantOrderView['statusKey'], number>> = {
  unpaid: 1,
  toShip: 2,
  pickup: 2,
  toReceive: 3,
  toReview: 4,
  done: 5,
};

export function orderSteps(order: MerchantOrderView): OrderStep[] {
  const presell = order.presell;
  const reachedNormally = REACHED[order.statusKey];
  if (order.statusKey !== 'tail' && reachedNormally === undefined) return [];
  const paying = presell
    ? [
        { label: '支付定金', time: order.payTime },
        { label: '支付尾款', time: presell.tailPayTime },
      ]
    : [{ label: '付款成功', time: order.payTime }];
  const steps = [
    { label: '提交订单', time: order.createTime },
    ...paying,
    { label: '商家发货', time: '' },
    { label: '确认收货', time: order.takeTime },
    { label: '交易完成', time: '' },
  ];
  // a presell order is one step further once its tail is paid; waiting for the tail it stands after the deposit
  const reached = order.statusKey === 'tail' ? 2 : (reachedNormally ?? 0) + (presell && order.statusKey !== 'unpaid' ? 1 : 0);
  return steps.map((step, index) => ({ ...step, done: index < reached }));
}
