// The small "are you sure?" box before a step that cannot be undone (delete a cart line, cancel an order, delete a
// list, cancel a refund): the question, a button that keeps things as they are and 确定. Each screen keeps its own
// classes, so the box looks as it did where it stands.
import { Dialog } from './Dialog.tsx';

export interface AskDialogProps {
  open: boolean;
  title: string;
  text: string;
  onCancel: () => void;
  onConfirm: () => void;
  /** 确定 is off while the call runs */
  busy?: boolean;
  /** 取消 unless the screen says 再想想 */
  cancelLabel?: string;
  className?: string;
  textClassName?: string;
  barClassName?: string;
  cancelClassName?: string;
  confirmClassName?: string;
}

export function AskDialog({
  open,
  title,
  text,
  onCancel,
  onConfirm,
  busy,
  cancelLabel = '取消',
  className,
  textClassName,
  barClassName = 'form-actions',
  cancelClassName = 'btn-ghost',
  confirmClassName = 'btn-primary',
}: AskDialogProps) {
  return (
    <Dialog open={open} title={title} onClose={onCancel} className={className}>
      <p className={textClassName}>{text}</p>
      <div className={barClassName}>
        <button type="button" className={cancelClassName} onClick={onCancel}>
          {cancelLabel}
        </button>
        <button type="button" className={confirmClassName} disabled={busy} onClick={onConfirm}>
          确定
        </button>
      </div>
    </Dialog>
  );
}
