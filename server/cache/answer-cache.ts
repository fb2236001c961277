// Whole answers kept for anonymous visitors (docs/bff-contract.md §1.1 for public API reads, §10 for guest
// pages): a fresh copy is served as it is; a stale one is served at once while one background call refreshes
// it; concurrent misses of one key wait for the first caller's answer instead of each asking for it. What may
// be kept, and how long, is decided per answer by its producer; the mall's Cache-Control, when the producer
// passes it on, wins (no-store/no-cache/private: nothing kept; s-maxage / max-age: that long). Values live in
// the shared state (memory, or Redis with REDIS_URL: ADR 0011), with one-second local copies of hot keys.
import { type ContentEncoding, compress } from '../compression/content-encoding.ts';
import type { SharedCache } from '../shared-state/shared-cache.ts';
import type { SharedState } from '../shared-state/shared-state.ts';

/** What is kept: the answer's text and its content type. */
export interface KeptAnswer {
  body: string;
  type: string;
}

/** An answer as its producer hands it over. */
export interface KeepableAnswer {
  /** undefined when the answer must not be kept */
  kept: KeptAnswer | undefined;
  /** seconds to keep it (0: not at all) */
  seconds: number;
  /** the mall's Cache-Control header, if any (it overrides `seconds`) */
  cacheControl?: string | undefined;
}

export type AnswerCacheOutcome = 'hit' | 'stale' | 'miss';

/** A fresh kept answer as the fast lane sends it: its bytes, and a compressed copy when one is already made. */
export interface FreshCopy {
  kept: KeptAnswer;
  bytes: Buffer;
  /** the copy compressed with `encoding` if it is ready (undefined: not made yet, the full pipeline makes it) */
  compressedNow(encoding: ContentEncoding): Buffer | undefined;
}

/** What a lookup found. A miss that owns the work carries `settle`: the caller must report its answer. */
export type AnswerLookup =
  | {
      outcome: 'hit' | 'stale';
      kept: KeptAnswer;
      bytes: Buffer;
      /** the bytes compressed, once per kept text (a hot page is compressed once, not on every hit) */
      compressed: (encoding: ContentEncoding) => Promise<Buffer>;
    }
  | { outcome: 'miss'; kept: KeptAnswer | undefined; settle?: (answer: KeepableAnswer | undefined) => void };

export interface AnswerCache {
  /**
   * The kept answer for `key`. On a miss, concurrent callers wait for the first one's work and get its answer
   * when it may be kept (kept undefined otherwise: they do the work themselves). `refresh` redoes the work in the
   * background for a stale copy.
   */
  lookup(key: string, refresh: () => Promise<KeepableAnswer>): Promise<AnswerLookup>;
  /**
   * A fresh kept answer this process holds a local copy of, synchronously, or undefined (stale, missing, or only
   * in the shared store: `lookup` handles those). For the guest fast lane (fast-lane.ts); counts as a hit.
   */
  peekFresh(key: string): FreshCopy | undefined;
  /** what the encoded copies hold now (bounded by entries and bytes), for /metrics */
  encodedStats(): { entries: number; bytes: number };
}

/** How long a stale copy may still be served while its refresh runs (a mall outage keeps pages readable). */
const STALE_MS = 60_000;
/** Hot keys are kept in the process this long at most, so another instance's refresh shows within a second. */
const LOCAL_MS = 1_000;
/** A key found not keepable is not waited for again for this long (its callers do their own work at once). */
const NOT_KEPT_MS = 10_000;
const MAX_NOT_KEPT = 1_000;
/** Kept answers held encoded as UTF-8, so a hit sends the same bytes instead of encoding the text again. */
const MAX_ENCODED = 500;
/** ... and at most this many bytes of them, compressed copies included. */
const MAX_ENCODED_BYTES = 32 * 1024 * 1024;

/** How long the mall lets us keep an answer: undefined for "as the producer says", 0 for "not at all". */
export function mallFreshSeconds(cacheControl: string | undefined): number | undefined {
  if (!cacheControl) return undefined;
  const directives = cacheControl.toLowerCase();
  if (/\b(no-store|no-cache|private)\b/.test(directives)) return 0;
  const max = /\bs-maxage=(\d+)/.exec(directives) ?? /\bmax-age=(\d+)/.exec(directives);
  return max ? Number(max[1]) : undefined;
}

export function openAnswerCache(
  state: Pick<SharedState, 'cache'>,
  namespace: string,
  options: { onLookup?: (outcome: AnswerCacheOutcome) => void; onRefreshError?: (key: string, error: unknown) => void } = {},
): AnswerCache {
  // The namespace's own freshness is not used: every write names the entry's time.
  const cache: SharedCache = state.cache(namespace, { freshMs: 1_000, staleMs: STALE_MS, localMs: LOCAL_MS });
  const inflight = new Map<string, Promise<KeptAnswer | undefined>>();
  const notKeptUntil = new Map<string, number>();
  interface Encoded {
    key: string;
    body: string;
    bytes: Buffer;
    compressed: Map<ContentEncoding, Promise<Buffer>>;
    /** the compressed copies already made, for synchronous readers */
    ready: Map<ContentEncoding, Buffer>;
  }
  const encoded = new Map<string, Encoded>();
  let encodedBytes = 0;

  /** The answer's bytes, encoded once per kept text (a big page costs a millisecond to encode on every hit). */
  function encodingOf(key: string, body: string): Encoded {
    const known = encoded.get(key);
    if (known && known.body === body) {
      // equal text, maybe another copy of it (read again from the store): keep this one, so the next hit compares
      // references instead of a page's worth of characters
      known.body = body;
      return known;
    }
    // bounded by entries and bytes: past either, start again (the kept texts themselves stay in the shared state)
    if (encoded.size >= MAX_ENCODED || encodedBytes >= MAX_ENCODED_BYTES) {
      encoded.clear();
      encodedBytes = 0;
    }
    const fresh: Encoded = { key, body, bytes: Buffer.from(body, 'utf8'), compressed: new Map(), ready: new Map() };
    encoded.set(key, fresh);
    encodedBytes += fresh.bytes.length;
    return fresh;
  }

  function compressedOf(entry: Encoded, encoding: ContentEncoding): Promise<Buffer> {
    let found = entry.compressed.get(encoding);
    if (!found) {
      found = compress(entry.bytes, encoding, 'kept');
      found.then(
        (bytes) => {
          entry.ready.set(encoding, bytes);
          // counted only while the entry is still held (a clear in between started the count again)
          if (encoded.get(entry.key) === entry) encodedBytes += bytes.length;
        },
        // a failure is not kept: the next hit tries again
        () => entry.compressed.delete(encoding),
      );
      entry.compressed.set(encoding, found);
    }
    return found;
  }

  /** Keeps what may be kept of an answer; resolves to it (undefined when nothing was kept). */
  async function keep(key: string, answer: KeepableAnswer | undefined): Promise<KeptAnswer | undefined> {
    const seconds = answer ? (mallFreshSeconds(answer.cacheControl) ?? answer.seconds) : 0;
    if (!answer?.kept || seconds <= 0) {
      if (notKeptUntil.size >= MAX_NOT_KEPT) notKeptUntil.clear();
      notKeptUntil.set(key, Date.now() + NOT_KEPT_MS);
      return undefined;
    }
    notKeptUntil.delete(key);
    await cache.write(key, answer.kept, { freshMs: seconds * 1000, staleMs: STALE_MS });
    return answer.kept;
  }

  /** Marks `key` as being worked on until `work` settles; waiting callers get what it kept. */
  function track(key: string, work: Promise<KeptAnswer | undefined>): void {
    const settled = work.catch(() => undefined);
    inflight.set(key, settled);
    void settled.finally(() => inflight.delete(key));
  }

  return {
    peekFresh(key) {
      const found = cache.peekLocal<KeptAnswer>(key);
      if (!found?.fresh) return undefined;
      options.onLookup?.('hit');
      const entry = encodingOf(key, found.value.body);
      return { kept: found.value, bytes: entry.bytes, compressedNow: (encoding) => entry.ready.get(encoding) };
    },
    encodedStats: () => ({ entries: encoded.size, bytes: encodedBytes }),
    async lookup(key, refresh) {
      const found = await cache.read<KeptAnswer>(key).catch(() => undefined);
      if (found) {
        if (!found.fresh && !inflight.has(key)) {
          const work = refresh().then((answer) => keep(key, answer));
          track(key, work);
          work.catch((error: unknown) => options.onRefreshError?.(key, error));
        }
        const outcome = found.fresh ? 'hit' : 'stale';
        options.onLookup?.(outcome);
        const entry = encodingOf(key, found.value.body);
        return { outcome, kept: found.value, bytes: entry.bytes, compressed: (encoding) => compressedOf(entry, encoding) };
      }
      options.onLookup?.('miss');
      const running = inflight.get(key);
      if (running) return { outcome: 'miss', kept: await running };
      if ((notKeptUntil.get(key) ?? 0) > Date.now()) return { outcome: 'miss', kept: undefined };
      let settle: (answer: KeepableAnswer | undefined) => void = () => undefined;
      const answered = new Promise<KeepableAnswer | undefined>((resolve) => {
        settle = resolve;
      });
      track(
        key,
        answered.then((answer) => keep(key, answer)),
      );
      return { outcome: 'miss', kept: undefined, settle };
    },
  };
}
