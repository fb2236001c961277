// What each button of an order's action bar does (docs/screens.md a.8, a.11): the mall's actions after a
// confirmation, 再次购买, and which of the two dialogs (申请开票, 支付尾款) is open. After a change the page reads the
// order again.
import { useState } from 'react';
import { reload } from 'vike/client/router';
import type { OrderActionKey } from './order-action-rules.ts';
import { buyAgain, cancelUnpaid, confirmReceipt, removeOrder } from './order-actions.ts';
import type { MerchantOrderView } from './order-view.ts';
import { useOrderAction } from './use-order-action.tsx';

export function useOrderActionHandlers(order: MerchantOrderView, onDeleted?: () => Promise<unknown> | unknown) {
  const { busy, perform, ask, confirmBox } = useOrderAction();
  const [dialog, setDialog] = useState<'invoice' | 'tail' | null>(null);
  const refresh = () => reload();

  const onClick: Partial<Record<OrderActionKey, () => void>> = {
    cancel: () =>
      ask({
        title: '取消订单',
        text: '确定取消该订单吗？',
        run: async () => (await cancelUnpaid(order.groupId)) && refresh(),
      }),
    take: () =>
      ask({
        title: '确认收货',
        text: '请确认您已收到全部商品，确认后订单将进入待评价。',
        run: async () => (await confirmReceipt(order.id)) && refresh(),
      }),
    delete: () =>
      ask({
        title: '删除订单',
        text: '确定删除该订单吗？删除后将不再显示。',
        run: async () => (await removeOrder(order.id)) && (onDeleted ? onDeleted() : refresh()),
      }),
    again: () => void perform(() => buyAgain(order)),
    invoice: () => setDialog('invoice'),
    payTail: () => setDialog('tail'),
  };

  return { busy, onClick, confirmBox, dialog, closeDialog: () => setDialog(null), refresh };
}
