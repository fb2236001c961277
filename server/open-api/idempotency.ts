// Idempotency-Key for every open API write (docs/open-api.md §Idempotency, ADR 0111). Kept in the BFF's shared
// state, so it holds across instances with Redis: the first request with a key claims it with an atomic counter
// hit, runs, and keeps its successful answer for a day; a repeat with the same key and the same body answers
// that answer without running again, the same key with another body is refused, and a repeat that arrives while
// the first still runs waits for it. A failed attempt keeps nothing, so a retry after fixing the cause may run.
import { createHash } from 'node:crypto';
import type { SharedState } from '../shared-state/shared-state.ts';
import { OpenError } from './open-errors.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** how long an attempt holds its key before another may take over (a crashed instance frees it so) */
const CLAIM_MS = 2 * 60 * 1000;
/** how long a repeat waits for the attempt that holds the key */
const WAIT_MS = 15_000;
const POLL_MS = 100;

const KEY = /^[\x21-\x7e]{8,128}$/;

export const IDEMPOTENCY_KEY_REQUIRED = '写操作须携带 Idempotency-Key 请求头（8–128 个可见 ASCII 字符）';
export const IDEMPOTENCY_KEY_REUSED = '该 Idempotency-Key 已用于另一个请求内容，请换一个新的 Key';
export const IDEMPOTENCY_IN_PROGRESS = '相同 Idempotency-Key 的请求正在处理中，请稍后重试';

interface KeyRecord {
  /** fingerprint of the attempt running or done */
  fingerprint?: string;
  /** attempts that failed; the next claims attempt failures + 1 */
  failures: number;
  /** the kept answer of the attempt that succeeded */
  answer?: unknown;
  done?: boolean;
}

export interface IdempotencyStore {
  /** Runs `work` once per scope and key; see the file comment. `fingerprint` names the request's content. */
  once<T>(scope: string, key: string, fingerprint: string, work: () => Promise<T>): Promise<{ answer: T; replayed: boolean }>;
}

/** A checked Idempotency-Key header value, or an OpenError. */
export function idempotencyKeyOf(header: unknown): string {
  const key = typeof header === 'string' ? header.trim() : '';
  if (!KEY.test(key)) throw new OpenError('idempotency_key_required', IDEMPOTENCY_KEY_REQUIRED);
  return key;
}

/** A stable fingerprint of a JSON value: object keys sorted, so the same content in another order is the same request. */
export function fingerprintOf(value: unknown): string {
  const canonical = (item: unknown): unknown => {
    if (Array.isArray(item)) return item.map(canonical);
    if (item && typeof item === 'object') {
      return Object.fromEntries(
        Object.keys(item as Record<string, unknown>)
          .sort()
          .map((name) => [name, canonical((item as Record<string, unknown>)[name])]),
      );
    }
    return item;
  };
  return createHash('sha256')
    .update(JSON.stringify(canonical(value ?? null)))
    .digest('hex');
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createIdempotencyStore(state: SharedState, options: { waitMs?: number } = {}): IdempotencyStore {
  const records = state.cache('open-idempotency', { freshMs: DAY_MS, staleMs: 0 });
  const waitMs = options.waitMs ?? WAIT_MS;
  const hashed = (scope: string, key: string) => createHash('sha256').update(`${scope}\n${key}`).digest('hex');

  async function readRecord(id: string): Promise<KeyRecord | undefined> {
    return (await records.read<KeyRecord>(id))?.value;
  }

  function replay<T>(record: KeyRecord, fingerprint: string): { answer: T; replayed: true } {
    if (record.fingerprint !== fingerprint) throw new OpenError('idempotency_key_reused', IDEMPOTENCY_KEY_REUSED);
    return { answer: record.answer as T, replayed: true };
  }

  /** A repeat while another attempt holds the key: wait for its answer. */
  async function waitForHolder<T>(id: string, fingerprint: string, attempt: number): Promise<{ answer: T; replayed: true }> {
    const until = Date.now() + waitMs;
    for (;;) {
      const record = await readRecord(id);
      if (record?.fingerprint !== undefined && record.fingerprint !== fingerprint) {
        throw new OpenError('idempotency_key_reused', IDEMPOTENCY_KEY_REUSED);
      }
      if (record?.done) return replay<T>(record, fingerprint);
      if ((record?.failures ?? 0) >= attempt || Date.now() >= until) {
        throw new OpenError('idempotency_in_progress', IDEMPOTENCY_IN_PROGRESS);
      }
      await sleep(POLL_MS);
    }
  }

  return {
    async once(scope, key, fingerprint, work) {
      const id = hashed(scope, key);
      const before = await readRecord(id);
      if (before?.done) return replay(before, fingerprint);
      const attempt = (before?.failures ?? 0) + 1;
      const claim = await state.counter.hit(`open-idem:${id}:${attempt}`, CLAIM_MS);
      if (claim.count > 1) return waitForHolder(id, fingerprint, attempt);
      await records.write(id, { fingerprint, failures: attempt - 1 } satisfies KeyRecord);
      let answer: Awaited<ReturnType<typeof work>>;
      try {
        answer = await work();
      } catch (error) {
        await records.write(id, { failures: attempt } satisfies KeyRecord);
        throw error;
      }
      await records.write(id, { fingerprint, failures: attempt - 1, answer, done: true } satisfies KeyRecord);
      return { answer, replayed: false };
    },
  };
}
