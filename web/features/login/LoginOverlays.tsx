// The layout's login modal and purchasing-entity dialog, mounted only while open and loaded on demand
// (React.lazy). A guest's browser fetches their code when idle, so the first click opens at once.
import { lazy, useEffect } from 'react';
import { appActions, useAppState } from '../../state/app-state.ts';
import { whenIdle } from '../ui/idle.ts';
import { LazyDialog } from '../ui/LazyDialog.tsx';
import { loadEntityDialog, loadLoginModal, preloadLoginOverlays } from './load-overlays.ts';

const LoginModal = lazy(() => loadLoginModal().then((module) => ({ default: module.LoginModal })));
const EntityDialog = lazy(() => loadEntityDialog().then((module) => ({ default: module.EntityDialog })));

export function LoginOverlays() {
  const { showLogin, loginOpen, loggedIn, entityDialogOpen } = useAppState();

  // Only guests are likely to sign in; a signed-in shopper fetches the code if a login expires.
  useEffect(() => (showLogin && !loggedIn ? whenIdle(preloadLoginOverlays) : undefined), [showLogin, loggedIn]);

  return (
    <>
      {showLogin && loginOpen ? (
        <LazyDialog onFail={appActions.closeLogin} onClose={appActions.closeLogin}>
          <LoginModal />
        </LazyDialog>
      ) : null}
      {entityDialogOpen ? (
        // No onClose: a purchasing entity must be chosen, as in the dialog itself.
        <LazyDialog onFail={appActions.closeEntityDialog}>
          <EntityDialog />
        </LazyDialog>
      ) : null}
    </>
  );
}
