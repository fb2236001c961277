// The memory side (no Redis, or Redis out of reach): bounded in entries and bytes, least recently used
// evicted first, values copied through JSON; counters bounded too.
import { afterEach, describe, expect, it } from 'vitest';
import { LocalCopies } from '../../../server/shared-state/local-copies.ts';
import { MemoryCacheStore } from '../../../server/shared-state/memory-cache-store.ts';
import { MemoryCounter } from '../../../server/shared-state/memory-counter.ts';
import { createSharedCache } from '../../../server/shared-state/shared-cache.ts';
import { closeStates, openState, sleep } from './state-kit.ts';

afterEach(closeStates);

const record = (value: unknown, freshMs = 60_000) => ({ value, freshMs, staleMs: 0 });

describe('memory cache store', () => {
  it('keeps at most maxEntries, evicting the least recently used first', async () => {
    const store = new MemoryCacheStore({ maxEntries: 3, maxBytes: 1_000_000 });
    await store.write('a', record(1));
    await store.write('b', record(2));
    await store.write('c', record(3));
    await store.read('a');
    await store.write('d', record(4));
    expect(await store.read('b')).toBeUndefined();
    expect((await store.read('a'))?.record.value).toBe(1);
    expect((await store.read('c'))?.record.value).toBe(3);
    expect((await store.read('d'))?.record.value).toBe(4);
    expect(store.stats().entries).toBe(3);
  });

  it('keeps at most maxBytes of JSON, and never keeps one value larger than that', async () => {
    const store = new MemoryCacheStore({ maxEntries: 100, maxBytes: 100 });
    await store.write('k1', record('x'.repeat(40)));
    await store.write('k2', record('y'.repeat(40)));
    expect(store.stats()).toEqual({ entries: 2, bytes: 2 * (2 + 42) });
    await store.write('k3', record('z'.repeat(40)));
    expect(await store.read('k1')).toBeUndefined();
    expect(store.stats().bytes).toBeLessThanOrEqual(100);
    await store.write('huge', record('h'.repeat(500)));
    expect(await store.read('huge')).toBeUndefined();
    expect(store.stats().bytes).toBeLessThanOrEqual(100);
  });

  it('copies values through JSON, so a producer changing its object later changes nothing cached', async () => {
    const store = new MemoryCacheStore();
    const produced = { list: [1, 2], at: new Date(0) };
    await store.write('k', record(produced));
    produced.list.push(3);
    expect((await store.read('k'))?.record.value).toEqual({ list: [1, 2], at: '1970-01-01T00:00:00.000Z' });
  });

  it('forgets a key once its fresh and stale time have passed', async () => {
    let now = 1_000;
    const store = new MemoryCacheStore({}, () => now);
    await store.write('k', { value: 'v', freshMs: 100, staleMs: 50 });
    now += 149;
    expect((await store.read('k'))?.remainingMs).toBe(1);
    now += 1;
    expect(await store.read('k')).toBeUndefined();
    expect(store.stats()).toEqual({ entries: 0, bytes: 0 });
  });
});

describe('memory counter', () => {
  it('counts in a fixed window and starts over after it', async () => {
    let now = 0;
    const counter = new MemoryCounter({ now: () => now });
    expect(await counter.hit('k', 1_000)).toEqual({ count: 1, resetMs: 1_000 });
    now = 400;
    expect(await counter.hit('k', 1_000)).toEqual({ count: 2, resetMs: 600 });
    now = 1_000;
    expect(await counter.hit('k', 1_000)).toEqual({ count: 1, resetMs: 1_000 });
  });

  it('holds at most maxKeys windows, dropping expired ones first and then the oldest', async () => {
    let now = 0;
    const counter = new MemoryCounter({ maxKeys: 3, now: () => now });
    await counter.hit('old', 100);
    await counter.hit('a', 10_000);
    await counter.hit('b', 10_000);
    now = 200;
    await counter.hit('c', 10_000);
    expect(counter.size).toBe(3);
    expect((await counter.hit('a', 10_000)).count).toBe(2);
    await counter.hit('d', 10_000);
    expect(counter.size).toBe(3);
    // 'a' held the oldest live window (hits do not move it), so it went; 'b' kept its count.
    expect((await counter.hit('b', 10_000)).count).toBe(2);
    expect((await counter.hit('a', 10_000)).count).toBe(1);
  });
});

describe('local copies', () => {
  const stored = (value: unknown, bytes: number, remainingMs = 60_000) => ({
    record: { value, freshMs: 60_000, staleMs: 0 },
    remainingMs,
    bytes,
  });

  it("keep a copy for localMs at most, and never past the value's own expiry", () => {
    let now = 0;
    const copies = new LocalCopies(1_000, { maxEntries: 10, maxBytes: 1_000 }, () => now);
    copies.keep('long', stored('a', 10));
    copies.keep('short', stored('b', 10, 300));
    now = 250;
    expect(copies.get('long')?.remainingMs).toBe(60_000 - 250);
    expect(copies.get('short')?.remainingMs).toBe(50);
    now = 300;
    expect(copies.get('short')).toBeUndefined();
    now = 1_000;
    expect(copies.get('long')).toBeUndefined();
    expect(copies.stats()).toEqual({ entries: 0, bytes: 0 });
  });

  it('are bounded by entries and bytes, dropping the oldest first', () => {
    const copies = new LocalCopies(60_000, { maxEntries: 2, maxBytes: 100 });
    copies.keep('a', stored(1, 10));
    copies.keep('b', stored(2, 10));
    copies.keep('c', stored(3, 10));
    expect([copies.get('a'), copies.get('b')?.record.value, copies.get('c')?.record.value]).toEqual([undefined, 2, 3]);
    copies.keep('big', stored(4, 95));
    expect(copies.stats()).toEqual({ entries: 1, bytes: 95 });
    copies.keep('huge', stored(5, 101));
    expect(copies.get('huge')).toBeUndefined();
  });

  it('spare the store: ten reads within localMs cost one store read', async () => {
    const memory = new MemoryCacheStore();
    let storeReads = 0;
    const counting = {
      ...memory,
      read: (key: string) => {
        storeReads++;
        return memory.read(key);
      },
      write: memory.write.bind(memory),
      delete: memory.delete.bind(memory),
    };
    const cache = createSharedCache(counting, { keyPrefix: 'c:', freshMs: 60_000, staleMs: 0, localMs: 5_000 });
    await cache.write('k', { v: 1 });
    for (let index = 0; index < 10; index += 1) expect(await cache.get('k', async () => ({ v: 2 }))).toEqual({ v: 1 });
    expect(storeReads).toBe(1);
    await cache.write('k', { v: 3 });
    expect(await cache.get('k', async () => ({ v: 2 }))).toEqual({ v: 3 });
    expect(storeReads).toBe(2);
  });
});

describe('shared cache over memory', () => {
  it('calls the producer once for 50 concurrent misses', async () => {
    const cache = createSharedCache(new MemoryCacheStore(), { keyPrefix: 'c:', freshMs: 60_000, staleMs: 0 });
    let loads = 0;
    const load = async () => {
      loads += 1;
      await sleep(20);
      return { list: ['a'] };
    };
    const answers = await Promise.all(Array.from({ length: 50 }, () => cache.get('tree', load)));
    expect(loads).toBe(1);
    expect(new Set(answers.map((answer) => JSON.stringify(answer)))).toEqual(new Set(['{"list":["a"]}']));
  });

  it('calls the producer once even when it answers at once', async () => {
    const cache = createSharedCache(new MemoryCacheStore(), { keyPrefix: 'c:', freshMs: 60_000, staleMs: 0 });
    let loads = 0;
    await Promise.all(Array.from({ length: 10 }, () => cache.get('k', async () => ++loads)));
    expect(loads).toBe(1);
  });

  it('keeps undefined apart from a miss', async () => {
    const cache = createSharedCache(new MemoryCacheStore(), { keyPrefix: 'c:', freshMs: 60_000, staleMs: 0 });
    let loads = 0;
    expect(await cache.get('none', async () => void loads++)).toBeUndefined();
    expect(await cache.get('none', async () => void loads++)).toBeUndefined();
    expect(loads).toBe(1);
  });

  it('honours the bounds given to the shared state', async () => {
    const state = await openState({ redisUrl: undefined, memoryCache: { maxEntries: 2, maxBytes: 10_000 } });
    const cache = state.cache('public', { freshMs: 60_000, staleMs: 0 });
    for (const key of ['a', 'b', 'c', 'd']) await cache.write(key, key);
    expect(state.memoryCacheStats().entries).toBe(2);
  });
});
