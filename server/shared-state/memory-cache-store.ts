// A least-recently-used cache in this process's memory, bounded by entry count and by bytes of JSON.
// Values are copied through JSON on write, so memory and Redis hand back the same shapes and a producer
// mutating its object later cannot change what is cached. Readers share one copy: treat it as read-only.
import type { CacheRecord, CacheStore, StoredRecord } from './types.ts';

interface Entry {
  record: CacheRecord;
  bytes: number;
  expiresAt: number;
}

export interface MemoryCacheLimits {
  /** most keys kept at once */
  maxEntries: number;
  /** most bytes of JSON (keys included) kept at once; one value larger than this is not kept at all */
  maxBytes: number;
}

export const DEFAULT_MEMORY_CACHE_LIMITS: MemoryCacheLimits = { maxEntries: 2_000, maxBytes: 32 * 1024 * 1024 };

export class MemoryCacheStore implements CacheStore {
  private readonly entries = new Map<string, Entry>();
  private totalBytes = 0;
  private readonly limits: MemoryCacheLimits;
  private readonly now: () => number;

  constructor(limits: Partial<MemoryCacheLimits> = {}, now: () => number = Date.now) {
    this.limits = { ...DEFAULT_MEMORY_CACHE_LIMITS, ...limits };
    this.now = now;
  }

  stats(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.totalBytes };
  }

  async read(key: string): Promise<StoredRecord | undefined> {
    return this.readNow(key);
  }

  readNow(key: string): StoredRecord | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const remainingMs = entry.expiresAt - this.now();
    if (remainingMs <= 0) {
      this.remove(key);
      return undefined;
    }
    // Most recently used moves to the end of the Map; eviction takes from the front.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return { record: entry.record, remainingMs, bytes: entry.bytes };
  }

  async write(key: string, record: CacheRecord): Promise<void> {
    this.writeNow(key, record);
  }

  writeNow(key: string, record: CacheRecord): void {
    this.remove(key);
    const json = JSON.stringify(record.value);
    const bytes = Buffer.byteLength(key) + (json === undefined ? 0 : Buffer.byteLength(json));
    const ttlMs = record.freshMs + record.staleMs;
    if (bytes > this.limits.maxBytes || ttlMs <= 0) return;
    const value: unknown = json === undefined ? undefined : JSON.parse(json);
    this.entries.set(key, { record: { ...record, value }, bytes, expiresAt: this.now() + ttlMs });
    this.totalBytes += bytes;
    this.evictOverflow();
  }

  async delete(key: string): Promise<void> {
    this.remove(key);
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.totalBytes -= entry.bytes;
  }

  private evictOverflow(): void {
    if (this.entries.size <= this.limits.maxEntries && this.totalBytes <= this.limits.maxBytes) return;
    const now = this.now();
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.remove(key);
    for (const key of this.entries.keys()) {
      if (this.entries.size <= this.limits.maxEntries && this.totalBytes <= this.limits.maxBytes) break;
      this.remove(key);
    }
  }
}
