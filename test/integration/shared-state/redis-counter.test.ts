// The fixed-window counter against a real Redis shared by two store instances (two BFF instances).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startRedisServer, type RedisServer } from './redis-server.ts';
import { closeStates, openState, sleep, uniquePrefix } from './state-kit.ts';

let redis: RedisServer;

beforeAll(async () => {
  redis = await startRedisServer();
});
afterEach(closeStates);
afterAll(async () => redis?.stop());

describe('rate counter in Redis', () => {
  it('counts atomically across two instances: 10 concurrent hits get 1..10 once each, and a limit of 5 admits 5', async () => {
    const keyPrefix = uniquePrefix();
    const first = await openState({ redisUrl: redis.url, keyPrefix });
    const second = await openState({ redisUrl: redis.url, keyPrefix });
    expect(first.health()).toEqual({ backend: 'redis', degraded: false });
    expect(second.health()).toEqual({ backend: 'redis', degraded: false });

    const hits = await Promise.all(
      Array.from({ length: 10 }, (_, index) => (index % 2 === 0 ? first : second).counter.hit('sms:203.0.113.9', 60_000)),
    );
    const counts = hits.map((hit) => hit.count).sort((a, b) => a - b);
    expect(counts).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const limit = 5;
    expect(hits.filter((hit) => hit.count <= limit)).toHaveLength(limit);
    for (const hit of hits) {
      expect(hit.resetMs).toBeGreaterThan(55_000);
      expect(hit.resetMs).toBeLessThanOrEqual(60_000);
    }
  });

  it('starts a new window once the first one has passed, and keeps the window fixed meanwhile', async () => {
    const state = await openState({ redisUrl: redis.url });
    const firstHit = await state.counter.hit('login:198.51.100.7', 2_000);
    expect(firstHit).toEqual({ count: 1, resetMs: 2_000 });
    await sleep(300);
    const laterHit = await state.counter.hit('login:198.51.100.7', 2_000);
    expect(laterHit.count).toBe(2);
    // The window does not slide: the second hit does not push the reset back.
    expect(laterHit.resetMs).toBeLessThanOrEqual(2_000 - 290);
    await sleep(laterHit.resetMs + 30);
    const nextWindow = await state.counter.hit('login:198.51.100.7', 2_000);
    expect(nextWindow).toEqual({ count: 1, resetMs: 2_000 });
  });

  it('keeps separate counts for separate keys', async () => {
    const state = await openState({ redisUrl: redis.url });
    await state.counter.hit('captcha:a', 60_000);
    await state.counter.hit('captcha:a', 60_000);
    expect((await state.counter.hit('captcha:b', 60_000)).count).toBe(1);
    expect((await state.counter.hit('captcha:a', 60_000)).count).toBe(3);
  });

  it('counts per instance without Redis (each instance on its own)', async () => {
    const first = await openState({ redisUrl: undefined });
    const second = await openState({ redisUrl: undefined });
    expect(first.health()).toEqual({ backend: 'memory', degraded: false });
    await first.counter.hit('sms:x', 60_000);
    expect((await first.counter.hit('sms:x', 60_000)).count).toBe(2);
    expect((await second.counter.hit('sms:x', 60_000)).count).toBe(1);
  });
});
