// Per-client limits of the open API, counted in the shared state (Redis across instances, ADR 0011): calls per
// client and minute, and token requests per caller address and minute (guessing secrets costs time).
import type { FastifyReply } from 'fastify';
import type { SharedState } from '../shared-state/shared-state.ts';
import { OpenError } from './open-errors.ts';

const WINDOW_MS = 60_000;
const LIMITED = '调用过于频繁，请稍后再试';

export interface OpenLimits {
  /** Counts one call of `clientKey`; raises rate_limited (with Retry-After) over the limit. */
  call(clientKey: string, reply: FastifyReply): Promise<void>;
  /** Counts one token request from `ip`. */
  token(ip: string, reply: FastifyReply): Promise<void>;
}

export function createOpenLimits(state: SharedState, perMinute: { calls: number; tokens: number }): OpenLimits {
  async function count(key: string, limit: number, reply: FastifyReply): Promise<void> {
    const { count: hits, resetMs } = await state.counter.hit(key, WINDOW_MS);
    reply.header('x-ratelimit-limit', String(limit));
    reply.header('x-ratelimit-remaining', String(Math.max(0, limit - hits)));
    if (hits <= limit) return;
    reply.header('retry-after', String(Math.max(1, Math.ceil(resetMs / 1000))));
    throw new OpenError('rate_limited', LIMITED);
  }
  return {
    call: (clientKey, reply) => count(`open:${clientKey}`, perMinute.calls, reply),
    token: (ip, reply) => count(`open-token:${ip}`, perMinute.tokens, reply),
  };
}
