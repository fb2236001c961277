// The frame every 保存/取消 dialog shares: the modal (focus trap, Escape), a form that does not validate natively,
// the caller's rows, an optional message for the whole form, and the footer with 取消 and the submit button. The
// button is off while `busy` (from useBusy) and then may say what is happening. The frame never clears the form: a
// refused submit leaves every typed value where it was.
import type { ReactNode } from 'react';
import { Dialog } from './Dialog.tsx';
import './form-row.css';

export interface FormDialogProps {
  title: string;
  onClose: () => void;
  /** called after the browser's own submit is stopped */
  onSubmit: () => unknown;
  /** the submit button's words, and what it says while busy (the same words when not given) */
  submitLabel: string;
  busyLabel?: string;
  busy?: boolean;
  /** off for another reason than a call in flight (the values are still loading) */
  submitDisabled?: boolean;
  /** a message about the whole form rather than one field */
  error?: string;
  open?: boolean;
  /** a click beside the dialog would lose what was typed, so it closes only when a dialog says so */
  closeOnBackdrop?: boolean;
  className?: string;
  formClassName?: string;
  children: ReactNode;
}

export function FormDialog({
  title,
  onClose,
  onSubmit,
  submitLabel,
  busyLabel,
  busy = false,
  submitDisabled = false,
  error,
  open = true,
  closeOnBackdrop = false,
  className,
  formClassName,
  children,
}: FormDialogProps) {
  return (
    <Dialog open={open} title={title} onClose={onClose} closeOnBackdrop={closeOnBackdrop} className={className}>
      <form
        className={formClassName}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void onSubmit();
        }}
      >
        {children}
        {error ? (
          <p className="form-dialog-error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="form-actions">
          <button type="button" className="btn-ghost" onClick={onClose}>
            取消
          </button>
          <button type="submit" className="btn-primary" disabled={busy || submitDisabled}>
            {busy && busyLabel ? busyLabel : submitLabel}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
