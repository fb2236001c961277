// 取消订单 of an unpaid group order after a confirmation (the unpaid-order page, and its held company order): the
// cancel call, its toast and the way back to 我的订单 are one rule, written once; each place says what cancelling
// does to its order.
import { navigate } from 'vike/client/router';
import { AskDialog } from '#web/features/ui/AskDialog.tsx';
import { useBusy } from '#web/features/ui/use-busy.ts';
import { appActions } from '#web/state/app-state.ts';
import { cancelOrder } from './order-api.ts';

interface CancelOrderDialogProps {
  groupOrderId: number;
  open: boolean;
  /** the question with what cancelling does to this order */
  text: string;
  onClose: () => void;
  className?: string;
  textClassName?: string;
}

export function CancelOrderDialog({ groupOrderId, open, text, onClose, className, textClassName }: CancelOrderDialogProps) {
  const { busy, run } = useBusy();
  const cancel = () =>
    run(async () => {
      try {
        const { message } = await cancelOrder(groupOrderId);
        appActions.toast(message && message !== 'success' ? message : '取消成功', 'success');
        onClose();
        await navigate('/user/order_list');
      } catch (error) {
        appActions.toast(error instanceof Error ? error.message : '取消失败');
      }
    });
  return (
    <AskDialog
      open={open}
      title="取消订单"
      text={text}
      cancelLabel="再想想"
      busy={busy}
      onCancel={onClose}
      onConfirm={() => void cancel()}
      className={className}
      textClassName={textClassName}
    />
  );
}
