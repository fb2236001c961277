// Toast messages (docs/product.md §8: errors are shown as toasts), announced to screen readers.
import { useAppState } from '../../state/app-state.ts';
import './toasts.css';

export function Toasts() {
  const { toasts } = useAppState();
  return (
    <div className="toasts" role="status" aria-live="polite">
      {toasts.map((toast) => (
        <div key={toast.id} className={`toast toast-${toast.kind}`}>
          {toast.text}
        </div>
      ))}
    </div>
  );
}
