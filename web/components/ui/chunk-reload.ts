// A page's code chunk that fails to load (typically a new deployment replaced it) reloads the page once;
// the sessionStorage flag stops a reload loop when the asset is really gone.
const RELOADED_KEY = 'mall_chunk_reloaded';

function reloadOnce(): void {
  try {
    if (sessionStorage.getItem(RELOADED_KEY)) return;
    sessionStorage.setItem(RELOADED_KEY, '1');
  } catch {
    return;
  }
  window.location.reload();
}

const CHUNK_ERROR = /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i;

let installed = false;

/** Installed once after hydration (a separate client entry would need an inline script, which the CSP forbids). */
export function installChunkReload(): void {
  if (installed) return;
  installed = true;
  window.addEventListener('vite:preloadError', (event) => {
    event.preventDefault();
    reloadOnce();
  });
  window.addEventListener('unhandledrejection', (event) => {
    const message = event.reason instanceof Error ? event.reason.message : String(event.reason);
    if (CHUNK_ERROR.test(message)) reloadOnce();
  });
  // A page that hydrated fine clears the flag after a while, so a later deployment may reload again.
  setTimeout(() => {
    try {
      sessionStorage.removeItem(RELOADED_KEY);
    } catch {
      // ignore
    }
  }, 5000);
}
