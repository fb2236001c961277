// Modal dialog: focus moves in on open, Tab stays inside, focus returns on close. Whether a click on
// the backdrop or Escape closes it is up to the caller (the purchasing-entity dialog allows neither).
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { focusableIn, trapTab } from './focus-trap.ts';
import './dialog.css';

export interface DialogProps {
  open: boolean;
  title: string;
  onClose?: () => void;
  closeOnBackdrop?: boolean;
  closeOnEscape?: boolean;
  showClose?: boolean;
  className?: string;
  children: ReactNode;
}

export function Dialog({
  open,
  title,
  onClose,
  closeOnBackdrop = true,
  closeOnEscape = true,
  showClose = true,
  className,
  children,
}: DialogProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const titleId = useId();

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const box = boxRef.current;
    if (box) (focusableIn(box).find((element) => element.tagName === 'INPUT') ?? focusableIn(box)[0] ?? box).focus();
    return () => {
      // The opener may have been re-rendered away; then focus stays where the browser puts it.
      if (previous?.isConnected) previous.focus();
    };
  }, [open]);

  if (!open) return null;

  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && closeOnEscape && onClose) {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key === 'Tab' && boxRef.current) {
      // A nested dialog (the captcha inside the login box) keeps Tab to itself.
      event.stopPropagation();
      trapTab(event.nativeEvent, boxRef.current);
    }
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a click on the backdrop is a mouse shortcut; Escape and the close button serve the keyboard
    <div
      className="dialog-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget && closeOnBackdrop && onClose) onClose();
      }}
    >
      <div
        ref={boxRef}
        className={`dialog-box${className ? ` ${className}` : ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <div className="dialog-head">
          <h2 id={titleId} className="dialog-title">
            {title}
          </h2>
          {showClose && onClose ? (
            <button type="button" className="dialog-close" aria-label="关闭" onClick={onClose}>
              ×
            </button>
          ) : null}
        </div>
        <div className="dialog-body">{children}</div>
      </div>
    </div>
  );
}
