// Fixed-window counters in this process's memory: the behaviour without Redis, and the fallback while
// Redis is out of reach. Bounded: expired windows are swept, and past maxKeys the oldest windows go first.
import type { RateCount, RateCounter } from './types.ts';

interface Window {
  count: number;
  resetAt: number;
}

export interface MemoryCounterOptions {
  maxKeys?: number;
  now?: () => number;
}

const SWEEP_EVERY_MS = 10_000;

export class MemoryCounter implements RateCounter {
  private readonly windows = new Map<string, Window>();
  private readonly maxKeys: number;
  private readonly now: () => number;
  private lastSweep: number;

  constructor(options: MemoryCounterOptions = {}) {
    this.maxKeys = options.maxKeys ?? 100_000;
    this.now = options.now ?? Date.now;
    this.lastSweep = this.now();
  }

  get size(): number {
    return this.windows.size;
  }

  async hit(key: string, windowMs: number): Promise<RateCount> {
    return this.hitNow(key, windowMs);
  }

  /** The synchronous core, also used by the failover when Redis is down. */
  hitNow(key: string, windowMs: number): RateCount {
    const now = this.now();
    const current = this.windows.get(key);
    if (current && current.resetAt > now) {
      current.count += 1;
      return { count: current.count, resetMs: current.resetAt - now };
    }
    if (current) this.windows.delete(key);
    this.makeRoom(now);
    // Re-inserting keeps the Map in window-start order, so the first keys are the oldest windows.
    this.windows.set(key, { count: 1, resetAt: now + windowMs });
    return { count: 1, resetMs: windowMs };
  }

  private makeRoom(now: number): void {
    if (now - this.lastSweep >= SWEEP_EVERY_MS || this.windows.size >= this.maxKeys) {
      this.lastSweep = now;
      for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
    }
    while (this.windows.size >= this.maxKeys) {
      const oldest = this.windows.keys().next();
      if (oldest.done) break;
      this.windows.delete(oldest.value);
    }
  }
}
