// Decides, call by call, whether Redis or this instance's memory answers. Redis answers while it is up;
// the first failure (refused, timed out, closed) switches every later call to memory at once, and a probe
// switches back once Redis answers again. Each switch is logged once, and health() reports the current side.
import type { Redis } from 'ioredis';
import type { SharedStateHealth, StateLogger } from './types.ts';

export interface RedisFailoverOptions {
  redis: Redis;
  logger: StateLogger;
  /** one real command through Redis (the counter script), so "up" means "our commands work" */
  probe: () => Promise<unknown>;
  /** how often a degraded instance checks whether Redis answers again */
  probeIntervalMs?: number;
}

export class RedisFailover {
  private up = false;
  private reason = 'connecting';
  /** the last state written to the log, so each change is logged once */
  private announced: 'up' | 'down' | undefined;
  private probeTimer: NodeJS.Timeout | undefined;
  private probing = false;
  private closed = false;
  private readonly redis: Redis;
  private readonly logger: StateLogger;
  private readonly probe: () => Promise<unknown>;
  private readonly probeIntervalMs: number;
  private readonly waiters = new Set<() => void>();

  constructor(options: RedisFailoverOptions) {
    this.redis = options.redis;
    this.logger = options.logger;
    this.probe = options.probe;
    this.probeIntervalMs = options.probeIntervalMs ?? 1_000;
    this.redis.on('ready', () => void this.tryRecover());
    // Without an 'error' listener ioredis prints every failed reconnect to stderr.
    this.redis.on('error', (error: Error) => this.markDown(error.message));
    // 'close' follows the 'error' that explains it; keep that reason when there was one.
    this.redis.on('close', () => {
      if (this.up) this.markDown('connection closed');
    });
  }

  /**
   * Connects, waiting until Redis answers, refuses, or `waitMs` passes; if it does not answer the instance
   * starts degraded (memory) and keeps trying in the background.
   */
  async start(waitMs: number): Promise<void> {
    this.startProbing();
    this.redis.connect().catch((error: unknown) => this.markDown(errorText(error)));
    if (this.up) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(done, waitMs);
      const waiters = this.waiters;
      function done() {
        clearTimeout(timer);
        waiters.delete(done);
        resolve();
      }
      waiters.add(done);
    });
    if (!this.up && this.announced === undefined) this.markDown(this.reason);
  }

  /** Redis when up (falling back to memory if this very call fails), memory while degraded. */
  async run<T>(viaRedis: () => Promise<T>, viaMemory: () => T): Promise<T> {
    if (this.up) {
      try {
        return await viaRedis();
      } catch (error) {
        this.markDown(errorText(error));
      }
    }
    return viaMemory();
  }

  health(): SharedStateHealth {
    return this.up
      ? { backend: 'redis', degraded: false }
      : { backend: 'memory', degraded: true, reason: `redis unreachable: ${this.reason}` };
  }

  async close(): Promise<void> {
    this.closed = true;
    this.stopProbing();
    for (const waiter of [...this.waiters]) waiter();
    if (this.redis.status === 'ready') {
      await Promise.race([this.redis.quit().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 500).unref())]);
    }
    this.redis.disconnect();
  }

  private markDown(reason: string): void {
    if (this.closed) return;
    this.reason = reason;
    this.up = false;
    if (this.announced !== 'down') {
      this.announced = 'down';
      this.logger.warn({ reason }, 'redis unreachable: rate limits and cache are per instance, in memory, until it answers');
    }
    for (const waiter of [...this.waiters]) waiter();
    this.startProbing();
  }

  private markUp(): void {
    if (this.closed) return;
    this.up = true;
    this.stopProbing();
    if (this.announced === 'down') this.logger.warn({}, 'redis answers again: rate limits and cache are shared again');
    else if (this.announced === undefined) this.logger.info({}, 'rate limits and cache shared through redis');
    this.announced = 'up';
    for (const waiter of [...this.waiters]) waiter();
  }

  private async tryRecover(): Promise<void> {
    if (this.up || this.probing || this.closed || this.redis.status !== 'ready') return;
    this.probing = true;
    try {
      await this.probe();
      this.markUp();
    } catch (error) {
      this.markDown(errorText(error));
    } finally {
      this.probing = false;
    }
  }

  private startProbing(): void {
    if (this.probeTimer || this.closed || this.up) return;
    this.probeTimer = setInterval(() => void this.tryRecover(), this.probeIntervalMs);
    this.probeTimer.unref();
  }

  private stopProbing(): void {
    clearInterval(this.probeTimer);
    this.probeTimer = undefined;
  }
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
