// The contracts every shared-state backend (memory, Redis, and the failover between them) honours.
// See docs/adr/0011-shared-state-in-redis.md for what is shared and why.

/** One fixed-window count: `count` includes this hit; `resetMs` is how long until the window starts over. */
export interface RateCount {
  count: number;
  resetMs: number;
}

export interface RateCounter {
  /** Counts one hit on `key` in a fixed window of `windowMs` that starts at the key's first hit. Atomic. */
  hit(key: string, windowMs: number): Promise<RateCount>;
}

/** What a cache backend keeps per key: the JSON value and how long it stays fresh, then stale. */
export interface CacheRecord {
  /** a JSON value (undefined is kept as undefined) */
  value: unknown;
  freshMs: number;
  staleMs: number;
}

export interface StoredRecord {
  record: CacheRecord;
  /** time left before the backend forgets the key (fresh and stale time together) */
  remainingMs: number;
  /** size of the value as JSON (memory bounds) */
  bytes: number;
}

/** A key-value store with expiry. Keys arrive complete (prefix and namespace already added). */
export interface CacheStore {
  read(key: string): Promise<StoredRecord | undefined>;
  /** Keeps the record for freshMs + staleMs. Values too large for the backend are not kept. */
  write(key: string, record: CacheRecord): Promise<void>;
  delete(key: string): Promise<void>;
}

export interface SharedStateHealth {
  backend: 'redis' | 'memory';
  /** true when Redis is configured but out of reach, so this instance counts and caches on its own */
  degraded: boolean;
  reason?: string;
}

/** The slice of a pino logger the shared state writes to. */
export interface StateLogger {
  warn(object: object, message: string): void;
  info(object: object, message: string): void;
}
