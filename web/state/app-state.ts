// The shared client state of spec §3, seeded from the server-rendered layout and kept in one small
// external store (no library): components read it with useAppState(), everything else changes it
// through appActions.
import { useSyncExternalStore } from 'react';
import type { LayoutView } from '#shared/api/layout-view.ts';
import { DEFAULT_CART_COUNT } from '#shared/constants.ts';

export type LoginPanel = 1 | 2 | 3 | 4 | 5;

export interface ToastMessage {
  id: number;
  text: string;
  kind: 'error' | 'success' | 'info';
}

export interface AppState {
  cartCount: number;
  loggedIn: boolean;
  loginOpen: boolean;
  loginPanel: LoginPanel;
  toasts: ToastMessage[];
}

const INITIAL: AppState = { cartCount: DEFAULT_CART_COUNT, loggedIn: false, loginOpen: false, loginPanel: 2, toasts: [] };

let state: AppState = INITIAL;
const listeners = new Set<() => void>();

function setState(patch: Partial<AppState>): void {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

let toastId = 0;

export const appActions = {
  /** Called once per page load with the server's layout view. */
  seed(layout: LayoutView): void {
    state = { ...state, cartCount: layout.cartCount, loggedIn: layout.session.loggedIn };
  },
  setCartCount(count: number): void {
    setState({ cartCount: count });
  },
  openLogin(panel: LoginPanel = 2): void {
    setState({ loginOpen: true, loginPanel: panel });
  },
  closeLogin(): void {
    setState({ loginOpen: false });
  },
  setLoginPanel(panel: LoginPanel): void {
    setState({ loginPanel: panel });
  },
  /** Login lost: forget the visitor on the client (the BFF has cleared the cookies). */
  clearSession(): void {
    setState({ loggedIn: false, cartCount: DEFAULT_CART_COUNT });
  },
  toast(text: string, kind: ToastMessage['kind'] = 'error'): void {
    const id = ++toastId;
    setState({ toasts: [...state.toasts, { id, text, kind }] });
    setTimeout(() => setState({ toasts: state.toasts.filter((toast) => toast.id !== id) }), 3000);
  },
};

export function getAppState(): AppState {
  return state;
}

export function useAppState(): AppState {
  return useSyncExternalStore(subscribe, getAppState, () => INITIAL);
}
