// The small "are you sure" box before a delete.
import { AskDialog } from '../ui/AskDialog.tsx';

export function ConfirmDialog({ text, onConfirm, onCancel }: { text: string | null; onConfirm: () => void; onCancel: () => void }) {
  return (
    <AskDialog
      open={text !== null}
      title="删除商品"
      text={text ?? ''}
      onCancel={onCancel}
      onConfirm={onConfirm}
      className="cart-confirm"
      textClassName="cart-confirm-text"
      barClassName="cart-confirm-actions"
      cancelClassName="cart-btn-ghost"
    />
  );
}
