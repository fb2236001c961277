// The in-memory hit counter behind the rate limits: fixed windows per key, and the time left in the window.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryHitCounter, type HitCounter } from '../../../server/plugins/rate-limit.ts';

let counter: HitCounter;
beforeEach(() => {
  vi.useFakeTimers({ now: 1_000_000 });
  counter = createMemoryHitCounter();
});
afterEach(async () => {
  await counter.close();
  vi.useRealTimers();
});

describe('createMemoryHitCounter', () => {
  it('counts hits per key within a window and says when the window ends', async () => {
    expect(await counter.hit('sms:1.2.3.4', 60_000)).toEqual({ count: 1, resetMs: 60_000 });
    vi.advanceTimersByTime(15_000);
    expect(await counter.hit('sms:1.2.3.4', 60_000)).toEqual({ count: 2, resetMs: 45_000 });
    expect(await counter.hit('sms:5.6.7.8', 60_000)).toEqual({ count: 1, resetMs: 60_000 });
    expect(await counter.hit('login:1.2.3.4', 60_000)).toEqual({ count: 1, resetMs: 60_000 });
  });

  it('starts a new window once the old one has ended, also after the sweep', async () => {
    await counter.hit('k', 60_000);
    await counter.hit('k', 60_000);
    vi.advanceTimersByTime(60_000);
    expect(await counter.hit('k', 60_000)).toEqual({ count: 1, resetMs: 60_000 });
    vi.advanceTimersByTime(125_000);
    expect(await counter.hit('k', 60_000)).toEqual({ count: 1, resetMs: 60_000 });
  });
});
