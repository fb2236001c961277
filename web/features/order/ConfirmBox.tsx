// "Are you sure?" before an order action that cannot be undone (取消订单, 确认收货, 删除订单).
import { AskDialog } from '../ui/AskDialog.tsx';
import '../ui/form-row.css';
import './order.css';

export interface ConfirmRequest {
  title: string;
  text: string;
  run: () => Promise<unknown>;
}

export function ConfirmBox({
  request,
  busy,
  onCancel,
  onConfirm,
}: {
  request: ConfirmRequest | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <AskDialog
      open={request !== null}
      title={request?.title ?? ''}
      text={request?.text ?? ''}
      onCancel={onCancel}
      onConfirm={onConfirm}
      busy={busy}
      className="order-confirm"
      textClassName="order-confirm-text"
    />
  );
}
