// Short-lived copies, in this process, of values read from the shared store. Page renders read the same
// few public keys hundreds of times a second; without these each read is a Redis round trip plus a JSON
// parse. A copy lives at most `localMs` (so another instance's refresh shows here within that time),
// never past the value's own expiry, and the set is bounded by entries and bytes.
import type { StoredRecord } from './types.ts';

interface Copy {
  stored: StoredRecord;
  takenAt: number;
  until: number;
}

export interface LocalCopyLimits {
  maxEntries: number;
  maxBytes: number;
}

export const DEFAULT_LOCAL_COPY_LIMITS: LocalCopyLimits = { maxEntries: 256, maxBytes: 8 * 1024 * 1024 };

export class LocalCopies {
  private readonly copies = new Map<string, Copy>();
  private totalBytes = 0;

  constructor(
    private readonly localMs: number,
    private readonly limits: LocalCopyLimits = DEFAULT_LOCAL_COPY_LIMITS,
    private readonly now: () => number = Date.now,
  ) {}

  stats(): { entries: number; bytes: number } {
    return { entries: this.copies.size, bytes: this.totalBytes };
  }

  get(key: string): StoredRecord | undefined {
    const copy = this.copies.get(key);
    if (!copy) return undefined;
    const now = this.now();
    if (copy.until <= now) {
      this.delete(key);
      return undefined;
    }
    return { ...copy.stored, remainingMs: copy.stored.remainingMs - (now - copy.takenAt) };
  }

  keep(key: string, stored: StoredRecord): void {
    this.delete(key);
    if (this.localMs <= 0 || stored.bytes > this.limits.maxBytes) return;
    const now = this.now();
    this.copies.set(key, { stored, takenAt: now, until: now + Math.min(this.localMs, stored.remainingMs) });
    this.totalBytes += stored.bytes;
    // The oldest copies go first; they are the nearest to expiring anyway.
    for (const oldest of this.copies.keys()) {
      if (this.copies.size <= this.limits.maxEntries && this.totalBytes <= this.limits.maxBytes) break;
      this.delete(oldest);
    }
  }

  delete(key: string): void {
    const copy = this.copies.get(key);
    if (!copy) return;
    this.copies.delete(key);
    this.totalBytes -= copy.stored.bytes;
  }
}
