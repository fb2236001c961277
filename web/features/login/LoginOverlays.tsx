// The layout's login modal and purchasing-entity dialog, mounted only while open and loaded on demand
// (React.lazy). A guest's browser fetches their code when idle, so the first click opens at once.
import { Component, lazy, Suspense, useEffect, type ReactNode } from 'react';
import { appActions, useAppState } from '../../state/app-state.ts';
import { reloadAfterLazyFailure } from '../ui/chunk-reload.ts';
import { whenIdle } from '../ui/idle.ts';
import { loadEntityDialog, loadLoginModal, preloadLoginOverlays } from './load-overlays.ts';
import '../ui/dialog.css';
import './overlay-loading.css';

const LoginModal = lazy(() => loadLoginModal().then((module) => ({ default: module.LoginModal })));
const EntityDialog = lazy(() => loadEntityDialog().then((module) => ({ default: module.EntityDialog })));

export const OVERLAY_LOADING_TEXT = '正在加载…';
export const OVERLAY_FAILED_TEXT = '加载失败，请刷新页面重试';

/** Shown while a dialog's code loads: a dimmed page and a short note. */
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

/** A chunk that cannot be fetched closes the dialog and loads the page once (or says so when that is done). */
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

function Lazy({ onFail, onClose, children }: { onFail: () => void; onClose?: () => void; children: ReactNode }) {
  return (
    <OverlayBoundary onFail={onFail}>
      <Suspense fallback={<OverlayLoading onClose={onClose} />}>{children}</Suspense>
    </OverlayBoundary>
  );
}

export function LoginOverlays() {
  const { showLogin, loginOpen, loggedIn, entityDialogOpen } = useAppState();

  // Only guests are likely to sign in; a signed-in shopper fetches the code if a login expires.
  useEffect(() => (showLogin && !loggedIn ? whenIdle(preloadLoginOverlays) : undefined), [showLogin, loggedIn]);

  return (
    <>
      {showLogin && loginOpen ? (
        <Lazy onFail={appActions.closeLogin} onClose={appActions.closeLogin}>
          <LoginModal />
        </Lazy>
      ) : null}
      {entityDialogOpen ? (
        // No onClose: a purchasing entity must be chosen, as in the dialog itself.
        <Lazy onFail={appActions.closeEntityDialog}>
          <EntityDialog />
        </Lazy>
      ) : null}
    </>
  );
}
