// "Are you sure?" before an order action that cannot be undone (取消订单, 确认收货, 删除订单).
import { Dialog } from '../ui/Dialog.tsx';
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
    <Dialog open={request !== null} title={request?.title ?? ''} onClose={onCancel} className="order-confirm">
      <p className="order-confirm-text">{request?.text}</p>
      <div className="form-actions">
        <button type="button" className="btn-ghost" onClick={onCancel}>
          取消
        </button>
        <button type="button" className="btn-primary" disabled={busy} onClick={onConfirm}>
          确定
        </button>
      </div>
    </Dialog>
  );
}
