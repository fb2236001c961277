// The small "are you sure" box before a delete.
import { Dialog } from '../ui/Dialog.tsx';

export function ConfirmDialog({ text, onConfirm, onCancel }: { text: string | null; onConfirm: () => void; onCancel: () => void }) {
  return (
    <Dialog open={text !== null} title="删除商品" onClose={onCancel} className="cart-confirm">
      <p className="cart-confirm-text">{text}</p>
      <div className="cart-confirm-actions">
        <button type="button" className="cart-btn-ghost" onClick={onCancel}>
          取消
        </button>
        <button type="button" className="btn-primary" onClick={onConfirm}>
          确定
        </button>
      </div>
    </Dialog>
  );
}
