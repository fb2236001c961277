// The shared client state of docs/product.md §3, seeded from the server-rendered layout and kept in one small
// external store (no library): components read it with useAppState(), everything else changes it
// through appActions. During server rendering and hydration the per-request seed comes from React
// context, so the HTML shows the visitor's real header and hydration sees the same values.
import { createContext, createElement, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { PublicUser } from '#shared/api/envelope.ts';
import { ensureTrailingSlash, type LayoutView, type TopBannerView } from '#shared/api/layout-view.ts';
import {
  DEFAULT_ACCOUNT_ENTITY,
  DEFAULT_CART_COUNT,
  DEFAULT_SERVICE_OPEN,
  DEFAULT_SETTLED_OPEN,
  toAccountEntity,
  type AccountEntity,
} from '#shared/constants.ts';
import { clearLocal, LOCAL_KEYS, writeLocal } from './local-store.ts';

export type LoginPanel = 1 | 2 | 3 | 4 | 5;

export interface ToastMessage {
  id: number;
  text: string;
  kind: 'error' | 'success' | 'info';
}

/** The company account as the browser may hold it: its name only (the token stays in an httpOnly cookie). */
export interface CompanyAccount {
  user: { name: string };
}

export interface AppState {
  showBanner: boolean;
  showLogin: boolean;
  cartCount: number;
  logoUrl: string;
  title: string;
  loggedIn: boolean;
  user: PublicUser | false;
  topBanner: TopBannerView | null;
  /** always ends with a slash */
  siteDomain: string;
  consumerHotline: string;
  serviceOpen: string;
  settledOpen: string;
  unreadCount: number;
  companyAccount: CompanyAccount | null;
  entity: AccountEntity;
  loginOpen: boolean;
  loginPanel: LoginPanel;
  entityDialogOpen: boolean;
  toasts: ToastMessage[];
}

export const INITIAL_STATE: AppState = {
  showBanner: true,
  showLogin: true,
  cartCount: DEFAULT_CART_COUNT,
  logoUrl: '',
  title: '',
  loggedIn: false,
  user: false,
  topBanner: null,
  siteDomain: '/',
  consumerHotline: '',
  serviceOpen: DEFAULT_SERVICE_OPEN,
  settledOpen: DEFAULT_SETTLED_OPEN,
  unreadCount: 0,
  companyAccount: null,
  entity: DEFAULT_ACCOUNT_ENTITY,
  loginOpen: false,
  loginPanel: 2,
  entityDialogOpen: false,
  toasts: [],
};

/** Pure: the state a page starts with, from the server's layout view. */
export function stateFromLayout(layout: LayoutView, base: AppState = INITIAL_STATE): AppState {
  const { session } = layout;
  return {
    ...base,
    showBanner: layout.show.banner,
    showLogin: layout.show.login,
    cartCount: session.loggedIn ? layout.cartCount : DEFAULT_CART_COUNT,
    logoUrl: layout.siteLogo,
    title: layout.siteName,
    loggedIn: session.loggedIn,
    user: session.user ?? false,
    topBanner: layout.topBanner,
    siteDomain: ensureTrailingSlash(layout.siteDomain || '/'),
    consumerHotline: layout.sysPhone,
    serviceOpen: layout.serviceOpen || DEFAULT_SERVICE_OPEN,
    settledOpen: layout.settledOpen || DEFAULT_SETTLED_OPEN,
    unreadCount: layout.unreadCount,
    companyAccount: session.hasCompany ? { user: { name: session.companyName ?? '' } } : null,
    entity: session.hasCompany ? toAccountEntity(session.entity) : 'PERSONAL',
  };
}

let state: AppState = INITIAL_STATE;
let seeded = false;
let lastLayout: LayoutView | null = null;
const listeners = new Set<() => void>();

function setState(patch: Partial<AppState>): void {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function persistAccount(companyAccount: CompanyAccount | null, entity: AccountEntity): void {
  writeLocal(LOCAL_KEYS.companyAccount, companyAccount ? JSON.stringify(companyAccount) : null);
  writeLocal(LOCAL_KEYS.entity, entity);
}

let toastId = 0;

export const appActions = {
  /**
   * Browser only. The first call (during the hydrating render, before anyone subscribes) sets the state
   * silently so hydration matches the HTML; later calls (new server data after a navigation) notify.
   */
  seed(layout: LayoutView): void {
    if (layout === lastLayout) return;
    lastLayout = layout;
    const next = stateFromLayout(layout, state);
    persistAccount(next.companyAccount, next.entity);
    if (!seeded) {
      seeded = true;
      state = next;
      return;
    }
    setState(next);
  },
  /** The silent first seed, safe to call during a render. */
  seedOnce(layout: LayoutView): void {
    if (!seeded) appActions.seed(layout);
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
  /** After a login: keep the company account (or none) as docs/product.md §4 asks. */
  setCompanyAccount(companyAccount: CompanyAccount | null): void {
    const entity = companyAccount ? state.entity : 'PERSONAL';
    persistAccount(companyAccount, entity);
    setState({ companyAccount, entity });
  },
  setEntity(entity: AccountEntity): void {
    persistAccount(state.companyAccount, entity);
    writeLocal(LOCAL_KEYS.lastEntity, entity);
    setState({ entity });
  },
  openEntityDialog(): void {
    setState({ entityDialogOpen: true, loginOpen: false });
  },
  closeEntityDialog(): void {
    setState({ entityDialogOpen: false });
  },
  hideTopBanner(): void {
    setState({ topBanner: null });
  },
  /** Login lost: forget the visitor on the client (the BFF has cleared the cookies). */
  clearSession(): void {
    clearLocal();
    setState({ loggedIn: false, user: false, cartCount: DEFAULT_CART_COUNT, companyAccount: null, entity: 'PERSONAL' });
  },
  toast(text: string, kind: ToastMessage['kind'] = 'error'): void {
    const id = ++toastId;
    setState({ toasts: [...state.toasts, { id, text, kind }] });
    setTimeout(() => setState({ toasts: state.toasts.filter((toast) => toast.id !== id) }), 3000);
  },
  dismissToast(id: number): void {
    setState({ toasts: state.toasts.filter((toast) => toast.id !== id) });
  },
};

export function getAppState(): AppState {
  return state;
}

const SeedContext = createContext<AppState>(INITIAL_STATE);

/** Provides the per-request seed used for server rendering and hydration. */
export function AppStateProvider({ seed, children }: { seed: AppState; children: ReactNode }) {
  return createElement(SeedContext.Provider, { value: seed }, children);
}

export function useAppState(): AppState {
  const seed = useContext(SeedContext);
  return useSyncExternalStore(subscribe, getAppState, () => seed);
}
