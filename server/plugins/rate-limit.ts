// Per-client fixed-window limits for the calls that cost money or invite guessing: sending SMS codes,
// logging in, and fetching captchas. Which calls count in which bucket is the endpoint table's `bucket`;
// the limits come from RATE_LIMIT_*_PER_MINUTE. Counting sits behind HitCounter: buildApp passes the shared
// state's counter (Redis across instances, docs/adr/0011-shared-state-in-redis.md); the in-memory one is the default.
import type { FastifyInstance } from 'fastify';
import { RATE_LIMITED_MESSAGE } from '#shared/api/envelope.ts';
import type { Config } from '../config/env.ts';
import { countRateLimitRefusal } from '../metrics/bff-metrics.ts';
import type { RateBucket } from '../rules/endpoint-table.ts';
import { ruleOfRequest } from '../rules/request-rule.ts';
import { sendError } from './error-replies.ts';

export interface HitCount {
  /** hits in the current window, this one included */
  count: number;
  /** milliseconds until the window ends */
  resetMs: number;
}

export interface HitCounter {
  hit(key: string, windowMs: number): Promise<HitCount>;
  close(): Promise<void>;
}

const WINDOW_MS = 60_000;

/** Counts in this process: each BFF instance counts its own clients. */
export function createMemoryHitCounter(): HitCounter {
  const hits = new Map<string, { windowStart: number; windowMs: number; count: number }>();
  // Old windows are dropped once a minute so the map cannot grow without bound.
  const sweeper = setInterval(() => {
    const now = Date.now();
    for (const [key, entry] of hits) if (now - entry.windowStart >= entry.windowMs) hits.delete(key);
  }, WINDOW_MS);
  sweeper.unref();

  return {
    async hit(key, windowMs) {
      const now = Date.now();
      const entry = hits.get(key);
      if (!entry || now - entry.windowStart >= entry.windowMs) {
        hits.set(key, { windowStart: now, windowMs, count: 1 });
        return { count: 1, resetMs: windowMs };
      }
      entry.count += 1;
      return { count: entry.count, resetMs: entry.windowStart + entry.windowMs - now };
    },
    async close() {
      clearInterval(sweeper);
    },
  };
}

export function registerRateLimits(
  app: FastifyInstance,
  limits: Config['rateLimits'],
  counter: HitCounter = createMemoryHitCounter(),
): void {
  const perMinute: Record<RateBucket, number> = {
    sms: limits.smsPerMinute,
    login: limits.loginPerMinute,
    captcha: limits.captchaPerMinute,
  };
  app.addHook('onClose', async () => counter.close());

  app.addHook('onRequest', async (request, reply) => {
    const bucket = ruleOfRequest(request).bucket;
    if (!bucket) return;
    const { count, resetMs } = await counter.hit(`${bucket}:${request.ip}`, WINDOW_MS);
    if (count > perMinute[bucket]) {
      countRateLimitRefusal(bucket);
      reply.header('retry-after', String(Math.ceil(resetMs / 1000)));
      return sendError(reply, 429, RATE_LIMITED_MESSAGE, 'RATE_LIMITED');
    }
  });
}
