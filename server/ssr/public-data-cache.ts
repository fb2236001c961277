// Public data every page needs (configs, version, article categories, hot keywords, category tree) is
// cached for a short time and refreshed in the background, never fetched per request. Nothing that
// depends on the visitor goes in here.

export interface PublicDataCache {
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
}

interface Entry {
  value: unknown;
  loadedAt: number;
  refreshing: Promise<unknown> | null;
}

export function createPublicDataCache(options: { freshMs: number; onRefreshError?: (key: string, error: unknown) => void }): PublicDataCache {
  const entries = new Map<string, Entry>();
  const pending = new Map<string, Promise<unknown>>();

  return {
    async get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const entry = entries.get(key);
      if (entry) {
        // Stale entries are served at once while one background refresh runs.
        if (Date.now() - entry.loadedAt > options.freshMs && !entry.refreshing) {
          entry.refreshing = load()
            .then((value) => {
              entries.set(key, { value, loadedAt: Date.now(), refreshing: null });
            })
            .catch((error: unknown) => {
              entry.refreshing = null;
              entry.loadedAt = Date.now() - options.freshMs / 2;
              options.onRefreshError?.(key, error);
            });
        }
        return entry.value as T;
      }
      // First load: concurrent callers share one upstream call.
      let inflight = pending.get(key) as Promise<T> | undefined;
      if (!inflight) {
        inflight = load().finally(() => pending.delete(key));
        pending.set(key, inflight);
        inflight.then((value) => entries.set(key, { value, loadedAt: Date.now(), refreshing: null })).catch(() => undefined);
      }
      return inflight;
    },
  };
}
