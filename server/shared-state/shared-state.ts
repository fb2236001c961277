// The entry point: everything the BFF shares across instances (rate counters, cached public data). With
// REDIS_URL it lives in Redis, falling back to this instance's memory while Redis is out of reach; without
// it, in memory as before. docs/adr/0011-shared-state-in-redis.md explains the choices.
import { MemoryCacheStore, type MemoryCacheLimits } from './memory-cache-store.ts';
import { MemoryCounter } from './memory-counter.ts';
import { RedisCacheStore, RedisCounter } from './redis-backend.ts';
import { connectRedis } from './redis-connection.ts';
import { RedisFailover } from './redis-failover.ts';
import { createSharedCache, type CacheLookup, type SharedCache, type SharedCacheOptions } from './shared-cache.ts';
import type { CacheStore, RateCounter, SharedStateHealth, StateLogger } from './types.ts';

export interface SharedState {
  readonly counter: RateCounter;
  /**
   * The cache whose keys live under `namespace`, a fixed name such as 'public' (also a metrics label).
   * Open each namespace once at startup; opening it again with the same settings answers the same cache.
   */
  cache(namespace: string, options: SharedCacheOptions): SharedCache;
  health(): SharedStateHealth;
  /** memory this instance spends on caching: the memory store (the whole cache without Redis, the fallback with it) and local copies */
  memoryCacheStats(): { entries: number; bytes: number };
  close(): Promise<void>;
}

export interface SharedStateOptions {
  /** unset: memory only (each instance on its own) */
  redisUrl: string | undefined;
  /** put before every Redis key, e.g. 'mall:' */
  keyPrefix: string;
  /** the longest one Redis command may hold a request */
  commandTimeoutMs: number;
  logger: StateLogger;
  memoryCache?: Partial<MemoryCacheLimits>;
  maxCounterKeys?: number;
  /** larger JSON values are not written to Redis (they are still returned to the caller) */
  maxRedisValueBytes?: number;
  /** how long startup waits for Redis before serving from memory (it keeps trying afterwards) */
  connectWaitMs?: number;
  /** how often a degraded instance checks whether Redis answers again */
  probeIntervalMs?: number;
  onCacheLookup?: (namespace: string, outcome: CacheLookup) => void;
}

const NAMESPACE = /^[a-z][\w-]{0,31}$/i;

export async function createSharedState(options: SharedStateOptions): Promise<SharedState> {
  const memoryCounter = new MemoryCounter(options.maxCounterKeys === undefined ? {} : { maxKeys: options.maxCounterKeys });
  const memoryCache = new MemoryCacheStore(options.memoryCache);
  const prefix = options.keyPrefix;
  const counterKey = (key: string) => `${prefix}rl:${key}`;

  let counter: RateCounter = { hit: async (key, windowMs) => memoryCounter.hitNow(counterKey(key), windowMs) };
  let store: CacheStore = memoryCache;
  let health = (): SharedStateHealth => ({ backend: 'memory', degraded: false });
  let closeBackend: () => Promise<void> = async () => {};

  if (options.redisUrl) {
    const redis = connectRedis(options.redisUrl, { commandTimeoutMs: options.commandTimeoutMs });
    const redisCounter = new RedisCounter(redis);
    const redisCache = new RedisCacheStore(redis, options.maxRedisValueBytes ?? 1024 * 1024);
    const failover = new RedisFailover({
      redis,
      logger: options.logger,
      probe: () => redisCounter.hit(`${prefix}probe`, 1_000),
      ...(options.probeIntervalMs === undefined ? {} : { probeIntervalMs: options.probeIntervalMs }),
    });
    counter = {
      hit: (key, windowMs) =>
        failover.run(
          () => redisCounter.hit(counterKey(key), windowMs),
          () => memoryCounter.hitNow(counterKey(key), windowMs),
        ),
    };
    store = {
      read: (key) =>
        failover.run(
          () => redisCache.read(key),
          () => memoryCache.readNow(key),
        ),
      write: (key, record) =>
        failover.run(
          () => redisCache.write(key, record),
          () => memoryCache.writeNow(key, record),
        ),
      delete: async (key) => {
        await memoryCache.delete(key);
        await failover.run(
          () => redisCache.delete(key),
          () => undefined,
        );
      },
    };
    health = () => failover.health();
    closeBackend = () => failover.close();
    await failover.start(options.connectWaitMs ?? 1_000);
  }

  const caches = new Map<string, { cache: SharedCache; settings: string }>();

  return {
    counter,
    cache(namespace, cacheOptions) {
      if (!NAMESPACE.test(namespace)) throw new Error(`cache namespace must match ${NAMESPACE}, got "${namespace}"`);
      const { freshMs, staleMs, localMs, localLimits } = cacheOptions;
      const settings = JSON.stringify({ freshMs, staleMs, localMs, localLimits });
      const opened = caches.get(namespace);
      if (opened && opened.settings !== settings) throw new Error(`cache namespace "${namespace}" is already open with other settings`);
      if (opened) return opened.cache;
      const onLookup = options.onCacheLookup;
      const cache = createSharedCache(store, {
        ...cacheOptions,
        keyPrefix: `${prefix}c:${namespace}:`,
        ...(onLookup ? { onLookup: (outcome: CacheLookup) => onLookup(namespace, outcome) } : {}),
      });
      caches.set(namespace, { cache, settings });
      return cache;
    },
    health: () => health(),
    memoryCacheStats: () => {
      const total = memoryCache.stats();
      for (const { cache } of caches.values()) {
        const local = cache.localStats();
        total.entries += local.entries;
        total.bytes += local.bytes;
      }
      return total;
    },
    close: () => closeBackend(),
  };
}
