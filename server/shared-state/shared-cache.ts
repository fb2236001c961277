// A cache of JSON values over any CacheStore, with stale-while-revalidate: a fresh value is served as is;
// a stale one is served at once while one background refresh runs; a miss loads once per instance however
// many requests ask at the same time. Values must survive JSON (Dates become strings, undefined stays).
import { LocalCopies, type LocalCopyLimits } from './local-copies.ts';
import type { CacheStore, StoredRecord } from './types.ts';

export interface CacheTtl {
  /** how long a value is served without a refresh */
  freshMs: number;
  /** how long after that it is still served (while a refresh runs) before it is forgotten */
  staleMs: number;
}

export type CacheLookup = 'fresh' | 'stale' | 'miss';

export interface CachedValue<T> {
  value: T;
  fresh: boolean;
  ageMs: number;
}

export interface SharedCacheOptions extends CacheTtl {
  /**
   * Keep what was read for up to this long in this process too (default 0: always ask the store). Hot keys
   * then cost no round trip and no JSON parse; another instance's refresh shows here within localMs.
   */
  localMs?: number;
  localLimits?: LocalCopyLimits;
  /** a background refresh failed; the stale value stays in use and the next refresh waits freshMs / 2 */
  onRefreshError?: (key: string, error: unknown) => void;
}

export interface SharedCache {
  /** The cached value, loading it on a miss (one `load` per instance for concurrent misses). */
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  read<T>(key: string): Promise<CachedValue<T> | undefined>;
  /** The value when this process holds a local copy of it (see localMs), without asking the store; never loads. */
  peekLocal<T>(key: string): CachedValue<T> | undefined;
  write(key: string, value: unknown, ttl?: Partial<CacheTtl>): Promise<void>;
  delete(key: string): Promise<void>;
  /** the local copies this cache holds (see localMs) */
  localStats(): { entries: number; bytes: number };
}

const MAX_REFRESH_BACKOFFS = 1_000;

export function createSharedCache(
  store: CacheStore,
  options: SharedCacheOptions & { keyPrefix: string; onLookup?: (outcome: CacheLookup) => void },
): SharedCache {
  const ttl: CacheTtl = { freshMs: options.freshMs, staleMs: options.staleMs };
  /** one producer call per key at a time; `miss` ones are joined without reading the store first */
  const pending = new Map<string, { promise: Promise<unknown>; kind: 'miss' | 'refresh' }>();
  const refreshBlockedUntil = new Map<string, number>();
  const fullKey = (key: string) => `${options.keyPrefix}${key}`;
  const local = new LocalCopies(options.localMs ?? 0, options.localLimits);

  function cachedValueOf<T>({ record, remainingMs }: StoredRecord): CachedValue<T> {
    const ageMs = Math.max(0, record.freshMs + record.staleMs - remainingMs);
    return { value: record.value as T, fresh: ageMs < record.freshMs, ageMs };
  }

  async function read<T>(key: string): Promise<CachedValue<T> | undefined> {
    let stored = local.get(key);
    if (!stored) {
      stored = await store.read(fullKey(key));
      if (!stored) return undefined;
      local.keep(key, stored);
    }
    return cachedValueOf<T>(stored);
  }

  async function write(key: string, value: unknown, override: Partial<CacheTtl> = {}): Promise<void> {
    local.delete(key);
    await store.write(fullKey(key), { value, ...ttl, ...override });
    // A read that ran meanwhile may have copied the old value.
    local.delete(key);
  }

  /** Runs `load` once per key at a time in this instance; callers arriving meanwhile share its answer. */
  function loadOnce<T>(key: string, load: () => Promise<T>, kind: 'miss' | 'refresh'): Promise<T> {
    const inflight = pending.get(key);
    if (inflight) return inflight.promise as Promise<T>;
    const started = (async () => {
      try {
        const value = await load();
        await write(key, value);
        return value;
      } finally {
        pending.delete(key);
      }
    })();
    pending.set(key, { promise: started, kind });
    return started;
  }

  function refreshInBackground(key: string, load: () => Promise<unknown>): void {
    if (pending.has(key) || (refreshBlockedUntil.get(key) ?? 0) > Date.now()) return;
    loadOnce(key, load, 'refresh').then(
      () => refreshBlockedUntil.delete(key),
      (error: unknown) => {
        if (refreshBlockedUntil.size >= MAX_REFRESH_BACKOFFS) refreshBlockedUntil.clear();
        refreshBlockedUntil.set(key, Date.now() + ttl.freshMs / 2);
        options.onRefreshError?.(key, error);
      },
    );
  }

  return {
    async get<T>(key: string, load: () => Promise<T>): Promise<T> {
      // While a first load runs there is nothing to read yet; a refresh leaves the stale value readable.
      const found = pending.get(key)?.kind === 'miss' ? undefined : await read<T>(key);
      if (found) {
        options.onLookup?.(found.fresh ? 'fresh' : 'stale');
        if (!found.fresh) refreshInBackground(key, load);
        return found.value;
      }
      options.onLookup?.('miss');
      return loadOnce(key, load, 'miss');
    },
    read,
    peekLocal<T>(key: string) {
      const stored = local.get(key);
      return stored ? cachedValueOf<T>(stored) : undefined;
    },
    write,
    delete: (key) => {
      local.delete(key);
      return store.delete(fullKey(key));
    },
    localStats: () => local.stats(),
  };
}
