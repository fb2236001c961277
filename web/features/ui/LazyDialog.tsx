// A dialog whose code loads when it opens (React.lazy): while it loads, a dimmed page and a short note on the
// dialogs' own backdrop (fixed, so nothing on the page moves); a chunk that cannot be fetched closes the dialog and
// loads the page once (or says so when that is done). Used by every dialog a page opens on a click.
import { Component, type ReactNode, Suspense } from 'react';
import { appActions } from '../../state/app-state.ts';
import { reloadAfterLazyFailure } from './chunk-reload.ts';
import './dialog.css';
import './overlay-loading.css';

const OVERLAY_LOADING_TEXT = '正在加载…';
const OVERLAY_FAILED_TEXT = '加载失败，请刷新页面重试';

/** Shown while a dialog's code loads. */
function OverlayLoading({ onClose }: { onClose?: () => void }) {
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a click on the backdrop is a mouse shortcut; Escape and the close button serve the keyboard
    <div
      className="dialog-backdrop overlay-loading"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose?.();
      }}
    >
      <div className="overlay-loading-box" role="status">
        {OVERLAY_LOADING_TEXT}
      </div>
    </div>
  );
}

class OverlayBoundary extends Component<{ onFail: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    this.props.onFail();
    if (!reloadAfterLazyFailure(error)) appActions.toast(OVERLAY_FAILED_TEXT);
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

/** Mount only while open: `{open ? <LazyDialog onClose={close}><SomeLazyDialog … /></LazyDialog> : null}`. */
export function LazyDialog({ onFail, onClose, children }: { onFail?: () => void; onClose?: () => void; children: ReactNode }) {
  return (
    <OverlayBoundary onFail={onFail ?? onClose ?? (() => undefined)}>
      <Suspense fallback={<OverlayLoading onClose={onClose} />}>{children}</Suspense>
    </OverlayBoundary>
  );
}
