// Background work that may wait (docs/product.md §9): run when the browser is idle, at the latest after 2000 ms,
// and not at all on slow connections or in data-saver mode.
import { IDLE_CALLBACK_TIMEOUT_MS } from '#shared/constants.ts';

interface ConnectionHints {
  saveData?: boolean;
  effectiveType?: string;
}

/** Pure: whether extra downloads should be skipped ('slow-2g' and '2g' count as slow). */
export function isSlowConnection(connection: ConnectionHints | undefined): boolean {
  if (!connection) return false;
  return connection.saveData === true || /(^|-)2g$/.test(connection.effectiveType ?? '');
}

/** Runs `task` when idle unless the connection is slow; returns a function that cancels it. */
export function whenIdle(task: () => void): () => void {
  const connection = (navigator as Navigator & { connection?: ConnectionHints }).connection;
  if (isSlowConnection(connection)) return () => undefined;
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: IDLE_CALLBACK_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, IDLE_CALLBACK_TIMEOUT_MS);
  return () => clearTimeout(timer);
}
