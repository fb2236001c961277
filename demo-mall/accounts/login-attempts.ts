// Wrong-password counting as CRMEB does it: five failures within five minutes freeze the account for 15 minutes.
// Kept in the database, so a restart does not lift a lockout.
import type { Clock } from '../core/clock.ts';
import type { DemoMallDatabase } from '../db/database.ts';

export const MAX_FAILURES = 5;
const FAILURE_WINDOW_MS = 5 * 60_000;
export const LOCK_MS = 15 * 60_000;

interface AttemptsRow {
  failures: number;
  first_failure_at: number;
  locked_until: number;
}

export function createLoginAttempts(db: DemoMallDatabase, now: Clock) {
  const select = db.prepare('SELECT failures, first_failure_at, locked_until FROM login_failures WHERE account = ?');
  const upsert = db.prepare(`
    INSERT INTO login_failures (account, failures, first_failure_at, locked_until) VALUES (?, ?, ?, ?)
    ON CONFLICT (account) DO UPDATE SET failures = excluded.failures, first_failure_at = excluded.first_failure_at,
                                        locked_until = excluded.locked_until`);
  const remove = db.prepare('DELETE FROM login_failures WHERE account = ?');
  // Rows whose window and lock are both over say nothing any more; dropping them keeps the table small.
  const prune = db.prepare('DELETE FROM login_failures WHERE first_failure_at < ? AND locked_until <= ?');

  /** Read, count and write in one transaction, so two wrong passwords at once both count. */
  const fail = db.transaction((account: string): number => {
    const at = now();
    prune.run(at - FAILURE_WINDOW_MS, at);
    const row = select.get(account) as AttemptsRow | undefined;
    const fresh = !row || at - row.first_failure_at > FAILURE_WINDOW_MS || (row.locked_until !== 0 && row.locked_until <= at);
    const failures = (fresh ? 0 : row.failures) + 1;
    const firstFailureAt = fresh ? at : row.first_failure_at;
    const lockedUntil = failures >= MAX_FAILURES ? at + LOCK_MS : fresh ? 0 : row.locked_until;
    upsert.run(account, failures, firstFailureAt, lockedUntil);
    return Math.max(0, MAX_FAILURES - failures);
  });

  return {
    isLocked(account: string): boolean {
      const row = select.get(account) as AttemptsRow | undefined;
      return row !== undefined && row.locked_until > now();
    },
    /** Records a failure; answers how many tries remain (0 means the account is now frozen). */
    fail: (account: string): number => fail(account),
    reset(account: string): void {
      remove.run(account);
    },
  };
}

export type LoginAttempts = ReturnType<typeof createLoginAttempts>;
