// Public data every page needs (configs, version, article categories, hot keywords, category tree) is
// cached for a short time and refreshed in the background, never fetched per request. Nothing that
// depends on the visitor goes in here. It lives in the shared state's 'public' namespace, so with Redis
// every instance reads what one of them fetched (docs/adr/0011-shared-state-in-redis.md).
import type { SharedState } from '../shared-state/shared-state.ts';

export interface PublicDataCache {
  /** The cached value; a miss or a stale value calls `load` (concurrent callers share one call). */
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
}

/** A stale value is still served (while one refresh runs) for a day, so a mall outage keeps the chrome. */
export const PUBLIC_DATA_STALE_MS = 86_400_000;
/** Hot keys are kept in the process this long at most: another instance's refresh shows within a second. */
const PUBLIC_DATA_LOCAL_MS = 1_000;

export function openPublicDataCache(
  state: Pick<SharedState, 'cache'>,
  options: { freshMs: number; onRefreshError?: (key: string, error: unknown) => void },
): PublicDataCache {
  return state.cache('public', {
    freshMs: options.freshMs,
    staleMs: PUBLIC_DATA_STALE_MS,
    localMs: Math.min(PUBLIC_DATA_LOCAL_MS, options.freshMs),
    onRefreshError: options.onRefreshError,
  });
}
