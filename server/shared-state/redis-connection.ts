// One ioredis connection tuned so a slow or dead Redis costs a request at most one command timeout:
// no offline queue (commands fail at once while disconnected), no resending after a reconnect, and
// reconnect attempts that back off to a bounded delay and never give up (so Redis coming back is noticed).
import { Redis } from 'ioredis';

export const RECONNECT_DELAY_CAP_MS = 2_000;

/** Delay before reconnect attempt `times` (1, 2, ...): 100 ms, 200 ms, ... capped at 2 s. */
export function reconnectDelayMs(times: number): number {
  return Math.min(times * 100, RECONNECT_DELAY_CAP_MS);
}

export function connectRedis(url: string, options: { commandTimeoutMs: number; connectionName?: string }): Redis {
  return new Redis(url, {
    commandTimeout: options.commandTimeoutMs,
    // Connecting never blocks a request (no offline queue), so it may take longer than one command.
    connectTimeout: Math.max(1_000, options.commandTimeoutMs * 5),
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    autoResendUnfulfilledCommands: false,
    retryStrategy: reconnectDelayMs,
    // Concurrent requests share round trips, which matters at hundreds of hits per second.
    enableAutoPipelining: true,
    connectionName: options.connectionName ?? 'mall-bff',
    lazyConnect: true,
  });
}
