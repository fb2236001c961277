// Anonymous public reads answered from a short-lived shared cache (docs/bff-contract.md §1.1): a GET the endpoint
// table gives `cacheSeconds`, from a visitor without a login, is served from the cache when a copy is there
// (a stale copy too, while one background refresh runs); concurrent misses of one key make one mall call, the
// others wait for its answer. Only a successful JSON answer (HTTP 200, body status 200) is kept, already stripped
// of tokens and serialised, and the mall's Cache-Control wins over the table (no-store/private/no-cache: not kept;
// max-age / s-maxage: kept that long). A logged-in request never reaches this module (the proxy checks).
import type { SharedCache } from '../shared-state/shared-cache.ts';
import type { SharedState } from '../shared-state/shared-state.ts';

/** What is kept: the answer's JSON text. */
interface CachedAnswer {
  json: string;
}

/** How long a stale copy may still be served while its refresh runs (a mall outage keeps pages readable). */
const STALE_MS = 60_000;
/** Hot keys are kept in the process this long at most, so another instance's refresh shows within a second. */
const LOCAL_MS = 1_000;

export type PublicReadOutcome = 'hit' | 'stale' | 'miss';

/** A mall answer the cache may keep, as the proxy hands it over. */
export interface KeepableAnswer {
  /** serialised JSON to send; undefined when the answer must not be kept */
  json: string | undefined;
  /** the mall's Cache-Control header, if any */
  cacheControl: string | undefined;
}

/** How long the mall lets us keep an answer: undefined for "as the table says", 0 for "not at all". */
export function mallFreshSeconds(cacheControl: string | undefined): number | undefined {
  if (!cacheControl) return undefined;
  const directives = cacheControl.toLowerCase();
  if (/\b(no-store|no-cache|private)\b/.test(directives)) return 0;
  const shared = /\bs-maxage=(\d+)/.exec(directives);
  const max = shared ?? /\bmax-age=(\d+)/.exec(directives);
  return max ? Number(max[1]) : undefined;
}

/** What a lookup found. A miss that owns the mall call carries `settle`: the caller must report its answer. */
export type PublicReadLookup =
  | { outcome: 'hit' | 'stale'; json: string }
  | { outcome: 'miss'; json: string | undefined; settle?: (answer: KeepableAnswer | undefined) => void };

export interface PublicReadCache {
  /**
   * The cached answer for `key`. On a miss, concurrent callers wait for the first one's mall call and get its
   * answer when it may be kept (json undefined otherwise: they ask the mall themselves). `refresh` asks the mall
   * in the background for a stale copy.
   */
  lookup(key: string, tableSeconds: number, refresh: () => Promise<KeepableAnswer>): Promise<PublicReadLookup>;
}

export function openPublicReadCache(
  state: Pick<SharedState, 'cache'>,
  options: { onLookup?: (outcome: PublicReadOutcome) => void; onRefreshError?: (key: string, error: unknown) => void } = {},
): PublicReadCache {
  // The namespace's own freshness is not used: every write names the entry's TTL.
  const cache: SharedCache = state.cache('public-read', { freshMs: 1_000, staleMs: STALE_MS, localMs: LOCAL_MS });
  const inflight = new Map<string, Promise<string | undefined>>();

  /** Keeps what may be kept of an answer; resolves to the kept JSON (undefined when nothing was kept). */
  async function keep(key: string, tableSeconds: number, answer: KeepableAnswer | undefined): Promise<string | undefined> {
    if (!answer || answer.json === undefined) return undefined;
    const seconds = mallFreshSeconds(answer.cacheControl) ?? tableSeconds;
    if (seconds <= 0) return undefined;
    await cache.write(key, { json: answer.json } satisfies CachedAnswer, { freshMs: seconds * 1000, staleMs: STALE_MS });
    return answer.json;
  }

  /** Marks `key` as being fetched until `work` settles; waiting callers get what it kept. */
  function track(key: string, work: Promise<string | undefined>): void {
    const settled = work.catch(() => undefined);
    inflight.set(key, settled);
    void settled.finally(() => inflight.delete(key));
  }

  return {
    async lookup(key, tableSeconds, refresh) {
      const found = await cache.read<CachedAnswer>(key).catch(() => undefined);
      if (found) {
        if (!found.fresh && !inflight.has(key)) {
          const work = refresh().then((answer) => keep(key, tableSeconds, answer));
          track(key, work);
          work.catch((error: unknown) => options.onRefreshError?.(key, error));
        }
        const outcome = found.fresh ? 'hit' : 'stale';
        options.onLookup?.(outcome);
        return { outcome, json: found.value.json };
      }
      options.onLookup?.('miss');
      const running = inflight.get(key);
      if (running) return { outcome: 'miss', json: await running };
      let settle: (answer: KeepableAnswer | undefined) => void = () => undefined;
      const answered = new Promise<KeepableAnswer | undefined>((resolve) => {
        settle = resolve;
      });
      track(
        key,
        answered.then((answer) => keep(key, tableSeconds, answer)),
      );
      return { outcome: 'miss', json: undefined, settle };
    },
  };
}
