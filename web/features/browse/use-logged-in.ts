// Whether the visitor is logged in: the server's session view, or the client state after a modal login.
import { usePageContext } from 'vike-react/usePageContext';
import { appActions, getAppState, useAppState } from '../../state/app-state.ts';

export function useLoggedIn(): boolean {
  const { layout } = usePageContext();
  const app = useAppState();
  return Boolean(layout?.session?.loggedIn) || app.loggedIn;
}

/** For click handlers: true when logged in, otherwise asks the guest to log in (account panel). */
export function requireLogin(loggedIn: boolean): boolean {
  if (loggedIn || getAppState().loggedIn) return true;
  appActions.openLogin(2);
  return false;
}
