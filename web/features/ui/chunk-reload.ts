// A page's code that fails to load (typically a new deployment replaced it) ends in one full page load,
// never a loop. A page module that cannot be fetched during client-side navigation is left to Vike's
// router: it gives up client routing and loads the target address from the server itself. Cancelling
// that error instead would hand the router an empty module and reload the page the shopper was leaving.
// Other preload failures (a stylesheet) and failed lazy imports load the page once, guarded by a
// sessionStorage flag that a page which hydrated fine clears again after a while.
const RELOADED_KEY = 'mall_chunk_reloaded';
const CLEAR_AFTER_MS = 5000;

const MODULE_FETCH_ERROR =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i;

export type ChunkFailureSource = 'preload' | 'rejection';
export type ChunkFailureAction = 'leave-to-router' | 'load-once' | 'ignore';

/** Pure: what to do about a failed code load. */
export function chunkFailureAction(source: ChunkFailureSource, message: string, alreadyReloaded: boolean): ChunkFailureAction {
  const moduleFetch = MODULE_FETCH_ERROR.test(message);
  if (source === 'preload' && moduleFetch) return 'leave-to-router';
  if (source === 'rejection' && !moduleFetch) return 'ignore';
  return alreadyReloaded ? 'ignore' : 'load-once';
}

function messageOf(reason: unknown): string {
  return reason instanceof Error ? reason.message : String(reason);
}

function alreadyReloaded(): boolean {
  try {
    return sessionStorage.getItem(RELOADED_KEY) !== null;
  } catch {
    return true; // no storage, no guard: never reload
  }
}

/** The address a client-side navigation is heading to (set while it runs). */
let navigationTarget: string | null = null;

export function setNavigationTarget(url: string | null): void {
  navigationTarget = url;
}

function loadOnce(): void {
  try {
    sessionStorage.setItem(RELOADED_KEY, '1');
  } catch {
    return;
  }
  if (navigationTarget) window.location.assign(navigationTarget);
  else window.location.reload();
}

/** A lazily loaded dialog whose code failed to load: load the page once; false when that cannot help. */
export function reloadAfterLazyFailure(error: unknown): boolean {
  if (chunkFailureAction('rejection', messageOf(error), alreadyReloaded()) !== 'load-once') return false;
  loadOnce();
  return true;
}

let installed = false;

/** Installed once after hydration (a separate client entry would need an inline script, which the CSP forbids). */
export function installChunkReload(): void {
  if (installed) return;
  installed = true;
  window.addEventListener('vite:preloadError', (event) => {
    const action = chunkFailureAction('preload', messageOf((event as Event & { payload?: unknown }).payload), alreadyReloaded());
    if (action === 'leave-to-router') return;
    // The page's module itself loaded; it works without the missing stylesheet until the load below.
    event.preventDefault();
    if (action === 'load-once') loadOnce();
  });
  window.addEventListener('unhandledrejection', (event) => {
    if (chunkFailureAction('rejection', messageOf(event.reason), alreadyReloaded()) === 'load-once') loadOnce();
  });
  setTimeout(() => {
    try {
      sessionStorage.removeItem(RELOADED_KEY);
    } catch {
      // ignore
    }
  }, CLEAR_AFTER_MS);
}
