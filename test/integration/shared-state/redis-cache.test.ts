// The shared cache against a real Redis: shared between instances, fresh → stale → gone, background
// refresh of stale values, and one producer call for concurrent misses.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startRedisServer, type RedisServer } from './redis-server.ts';
import { closeStates, eventually, openState, sleep, uniquePrefix } from './state-kit.ts';

let redis: RedisServer;

beforeAll(async () => {
  redis = await startRedisServer();
});
afterEach(closeStates);
afterAll(async () => redis?.stop());

const TREE = { list: [{ id: 1, cate_name: '办公用品', children: [{ id: 11, cate_name: '笔类' }] }] };

/** A producer that takes `ms` before it answers (or throws), and counts how often the cache called it. */
function slowProducer<T>(ms: number, answer: () => T) {
  let loads = 0;
  const load = async () => {
    loads += 1;
    await sleep(ms);
    return answer();
  };
  return { load, loads: () => loads };
}

describe('shared cache in Redis', () => {
  it('a value one instance loaded is read by the other without calling its producer', async () => {
    const keyPrefix = uniquePrefix();
    const first = (await openState({ redisUrl: redis.url, keyPrefix })).cache('public', { freshMs: 60_000, staleMs: 60_000 });
    const second = (await openState({ redisUrl: redis.url, keyPrefix })).cache('public', { freshMs: 60_000, staleMs: 60_000 });
    let secondLoads = 0;
    expect(await first.get('categoryTree', async () => TREE)).toEqual(TREE);
    const seen = await second.get('categoryTree', async () => {
      secondLoads += 1;
      return { list: [] };
    });
    expect(seen).toEqual(TREE);
    expect(secondLoads).toBe(0);
    await second.delete('categoryTree');
    expect(await first.read('categoryTree')).toBeUndefined();
  });

  it('keeps namespaces apart', async () => {
    const state = await openState({ redisUrl: redis.url });
    await state.cache('public', { freshMs: 60_000, staleMs: 0 }).write('k', 'public value');
    expect(await state.cache('other', { freshMs: 60_000, staleMs: 0 }).read('k')).toBeUndefined();
    expect(await state.cache('public', { freshMs: 60_000, staleMs: 0 }).read('k')).toMatchObject({ value: 'public value' });
  });

  it('serves a value fresh, then stale, then forgets it', async () => {
    const cache = (await openState({ redisUrl: redis.url })).cache('public', { freshMs: 300, staleMs: 500 });
    await cache.write('version', { version: 'v3.2' });
    expect(await cache.read('version')).toMatchObject({ value: { version: 'v3.2' }, fresh: true });
    await sleep(400);
    const stale = await cache.read('version');
    expect(stale).toMatchObject({ value: { version: 'v3.2' }, fresh: false });
    expect(stale?.ageMs).toBeGreaterThanOrEqual(300);
    await sleep(500);
    expect(await cache.read('version')).toBeUndefined();
  });

  it('answers a stale value at once and refreshes it once in the background', async () => {
    const cache = (await openState({ redisUrl: redis.url })).cache('public', { freshMs: 1_000, staleMs: 10_000 });
    await cache.write('hotKeywords', ['螺丝']);
    await sleep(1_030);
    let loads = 0;
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slowLoad = async () => {
      loads += 1;
      await gate;
      return ['轴承'];
    };
    const answers = await Promise.all([
      cache.get('hotKeywords', slowLoad),
      cache.get('hotKeywords', slowLoad),
      cache.get('hotKeywords', slowLoad),
    ]);
    expect(answers).toEqual([['螺丝'], ['螺丝'], ['螺丝']]);
    // A refresh under way does not hide the stale value.
    expect(await cache.get('hotKeywords', slowLoad)).toEqual(['螺丝']);
    expect(loads).toBe(1);
    release();
    await sleep(50);
    expect(await cache.read('hotKeywords')).toMatchObject({ value: ['轴承'], fresh: true });
    expect(await cache.get('hotKeywords', slowLoad)).toEqual(['轴承']);
    expect(loads).toBe(1);
  });

  it('keeps serving the stale value when a refresh fails, reports it, and waits before retrying', async () => {
    const errors: string[] = [];
    const cache = (await openState({ redisUrl: redis.url })).cache('public', {
      freshMs: 1_000,
      staleMs: 10_000,
      onRefreshError: (key, error) => errors.push(`${key}: ${(error as Error).message}`),
    });
    await cache.write('config', { site_name: '东联工业品商城' });
    await sleep(1_030);
    let loads = 0;
    const failing = async () => {
      loads += 1;
      throw new Error('mall down');
    };
    expect(await cache.get('config', failing)).toEqual({ site_name: '东联工业品商城' });
    await eventually(() => errors.length === 1, 500);
    expect(errors).toEqual(['config: mall down']);
    expect(await cache.get('config', failing)).toEqual({ site_name: '东联工业品商城' });
    expect(loads).toBe(1);
  });

  it('calls the producer once for 20 concurrent misses, and every caller gets its answer', async () => {
    const cache = (await openState({ redisUrl: redis.url })).cache('public', { freshMs: 60_000, staleMs: 0 });
    const producer = slowProducer(30, () => TREE);
    const answers = await Promise.all(Array.from({ length: 20 }, () => cache.get('categoryTree', producer.load)));
    expect(producer.loads()).toBe(1);
    expect(answers.every((answer) => JSON.stringify(answer) === JSON.stringify(TREE))).toBe(true);
  });

  it('shares a failed load with every waiter and caches nothing', async () => {
    const cache = (await openState({ redisUrl: redis.url })).cache('public', { freshMs: 60_000, staleMs: 0 });
    const producer = slowProducer(20, () => {
      throw new Error('超时');
    });
    const settled = await Promise.allSettled(Array.from({ length: 5 }, () => cache.get('home', producer.load)));
    expect(settled.map((result) => result.status)).toEqual(Array(5).fill('rejected'));
    expect(producer.loads()).toBe(1);
    expect(await cache.read('home')).toBeUndefined();
    expect(await cache.get('home', async () => ({ ok: 1 }))).toEqual({ ok: 1 });
  });

  it('reports fresh, stale and miss lookups by namespace', async () => {
    const lookups: string[] = [];
    const state = await openState({ redisUrl: redis.url, onCacheLookup: (namespace, outcome) => lookups.push(`${namespace}:${outcome}`) });
    const cache = state.cache('public', { freshMs: 300, staleMs: 10_000 });
    await cache.get('version', async () => 1);
    await cache.get('version', async () => 2);
    await sleep(350);
    await cache.get('version', async () => 3);
    expect(lookups).toEqual(['public:miss', 'public:fresh', 'public:stale']);
  });

  it('does not write values larger than the Redis value cap, but still returns them', async () => {
    const keyPrefix = uniquePrefix();
    const state = await openState({ redisUrl: redis.url, keyPrefix, maxRedisValueBytes: 1_000 });
    const cache = state.cache('public', { freshMs: 60_000, staleMs: 0 });
    const big = 'x'.repeat(2_000);
    expect(await cache.get('big', async () => big)).toBe(big);
    expect(await cache.read('big')).toBeUndefined();
  });

  it('with localMs, serves its own copy for that long, then sees what another instance wrote', async () => {
    const keyPrefix = uniquePrefix();
    const reader = await openState({ redisUrl: redis.url, keyPrefix });
    const writer = await openState({ redisUrl: redis.url, keyPrefix });
    const readerCache = reader.cache('public', { freshMs: 60_000, staleMs: 0, localMs: 400 });
    const writerCache = writer.cache('public', { freshMs: 60_000, staleMs: 0 });
    await writerCache.write('pcConfig', { site_name: '旧名' });
    expect(await readerCache.get('pcConfig', async () => ({}))).toEqual({ site_name: '旧名' });
    expect(reader.memoryCacheStats().entries).toBe(1);
    await writerCache.write('pcConfig', { site_name: '新名' });
    expect(await readerCache.get('pcConfig', async () => ({}))).toEqual({ site_name: '旧名' });
    await sleep(450);
    expect(await readerCache.get('pcConfig', async () => ({}))).toEqual({ site_name: '新名' });
  });

  it('answers the same cache when a namespace is opened again, and refuses other settings for it', async () => {
    const state = await openState({ redisUrl: redis.url });
    const first = state.cache('public', { freshMs: 1_000, staleMs: 0 });
    expect(state.cache('public', { freshMs: 1_000, staleMs: 0 })).toBe(first);
    expect(() => state.cache('public', { freshMs: 2_000, staleMs: 0 })).toThrow(/already open/);
  });

  it('refuses a namespace that is not a short fixed name', async () => {
    const state = await openState({ redisUrl: redis.url });
    expect(() => state.cache('/goods_detail/12?x', { freshMs: 1, staleMs: 0 })).toThrow(/namespace/);
  });
});
