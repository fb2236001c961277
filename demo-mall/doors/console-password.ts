// The console password of an open door, sent as HTTP Basic credentials (any user name). Compared in constant
// time over fixed-length digests; failures are counted per caller and in all, so guessing stops early.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { capMap, type Clock } from '../core/clock.ts';

export const FAILURE_WINDOW_MS = 5 * 60_000;
/** failures one caller may make in a window */
export const FAILURES_PER_CALLER = 10;
/** failures everyone together may make in a window (a caller can vary its forwarded address) */
export const FAILURES_IN_ALL = 100;

export type PasswordVerdict = 'ok' | 'missing' | 'wrong' | 'limited';

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/** The password of `Authorization: Basic base64(user:password)`, or undefined. */
export function basicPassword(header: string | undefined): string | undefined {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? '');
  if (!match) return undefined;
  const decoded = Buffer.from(match[1] as string, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? undefined : decoded.slice(colon + 1);
}

/** Through the BFF every caller shares its address; the address it forwards tells them apart. */
function callerOf(request: FastifyRequest): string {
  const forwarded = request.headers['x-forwarded-for'];
  return `${request.ip}|${typeof forwarded === 'string' ? forwarded : ''}`;
}

export function createConsolePassword(password: string, now: Clock) {
  const expected = digest(password);
  const failures = new Map<string, number[]>();
  let allFailures: number[] = [];

  const recent = (times: number[] | undefined) => (times ?? []).filter((time) => now() - time < FAILURE_WINDOW_MS);

  return {
    verdict(request: FastifyRequest): PasswordVerdict {
      const caller = callerOf(request);
      const mine = recent(failures.get(caller));
      allFailures = recent(allFailures);
      if (mine.length >= FAILURES_PER_CALLER || allFailures.length >= FAILURES_IN_ALL) return 'limited';
      const given = basicPassword(request.headers.authorization);
      // No credentials yet is the browser's first visit, answered with the challenge, not a failed guess.
      if (given === undefined) return 'missing';
      if (timingSafeEqual(digest(given), expected)) return 'ok';
      mine.push(now());
      allFailures.push(now());
      failures.set(caller, mine);
      capMap(failures, 10_000);
      return 'wrong';
    },
  };
}
