// Wrong-password counting as CRMEB does it: five failures within five minutes freeze the account for 15 minutes.
import { capMap, type Clock } from './clock.ts';

export const MAX_FAILURES = 5;
const FAILURE_WINDOW_MS = 5 * 60_000;
export const LOCK_MS = 15 * 60_000;

interface Attempts {
  failures: number;
  firstFailureAt: number;
  lockedUntil: number;
}

export function createLoginAttempts(now: Clock) {
  const byAccount = new Map<string, Attempts>();

  return {
    isLocked(account: string): boolean {
      const entry = byAccount.get(account);
      return entry !== undefined && entry.lockedUntil > now();
    },
    /** Records a failure; answers how many tries remain (0 means the account is now frozen). */
    fail(account: string): number {
      const at = now();
      let entry = byAccount.get(account);
      if (!entry || at - entry.firstFailureAt > FAILURE_WINDOW_MS || (entry.lockedUntil && entry.lockedUntil <= at)) {
        entry = { failures: 0, firstFailureAt: at, lockedUntil: 0 };
      }
      entry.failures += 1;
      if (entry.failures >= MAX_FAILURES) entry.lockedUntil = at + LOCK_MS;
      byAccount.delete(account);
      byAccount.set(account, entry);
      capMap(byAccount, 10_000);
      return Math.max(0, MAX_FAILURES - entry.failures);
    },
    reset(account: string): void {
      byAccount.delete(account);
    },
  };
}

export type LoginAttempts = ReturnType<typeof createLoginAttempts>;
