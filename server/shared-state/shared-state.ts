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
  /** A cache whose keys live under `namespace` (a fixed name such as 'public': it is also a metrics label). */
  cache(namespace: string, options: SharedCacheOptions): SharedCache;
  health(): SharedStateHealth;
  /** this instance's memory cache: the whole cache without Redis, the fallback with it */
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

  return {
    counter,
    cache(namespace, cacheOptions) {
      if (!NAMESPACE.test(namespace)) throw new Error(`cache namespace must match ${NAMESPACE}, got "${namespace}"`);
      const onLookup = options.onCacheLookup;
      return createSharedCache(store, {
        ...cacheOptions,
        keyPrefix: `${prefix}c:${namespace}:`,
        ...(onLookup ? { onLookup: (outcome: CacheLookup) => onLookup(namespace, outcome) } : {}),
      });
    },
    health: () => health(),
    memoryCacheStats: () => memoryCache.stats(),
    close: () => closeBackend(),
  };
}
