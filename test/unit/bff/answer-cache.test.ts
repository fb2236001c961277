// The answer cache under guests' public reads and pages (server/cache/answer-cache.ts): one producer for concurrent
// misses, the same encoded bytes on every hit until the text changes, and nothing kept that may not be.
import { afterEach, describe, expect, it } from 'vitest';
import { type KeepableAnswer, mallFreshSeconds, openAnswerCache } from '../../../server/cache/answer-cache.ts';
import { createSharedState, type SharedState } from '../../../server/shared-state/shared-state.ts';

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
let state: SharedState | undefined;
afterEach(async () => state?.close());

async function cache() {
  state = await createSharedState({ redisUrl: undefined, keyPrefix: 't:', commandTimeoutMs: 100, logger: silent });
  return openAnswerCache(state, 'unit-answers');
}

const page = (body: string, seconds = 10): KeepableAnswer => ({ kept: { body, type: 'text/html; charset=utf-8' }, seconds });

describe('the answer cache', () => {
  it('lets the first of concurrent misses do the work and hands the others its answer', async () => {
    const answers = await cache();
    const first = await answers.lookup('/p', async () => page('x'));
    expect(first.outcome).toBe('miss');
    const waiting = Promise.all([answers.lookup('/p', async () => page('y')), answers.lookup('/p', async () => page('z'))]);
    if (first.outcome === 'miss') first.settle?.(page('<p>商品</p>'));
    const [second, third] = await waiting;
    expect(second.kept?.body).toBe('<p>商品</p>');
    expect(third.kept?.body).toBe('<p>商品</p>');
  });

  it('sends the same bytes on every hit, encoded once', async () => {
    const answers = await cache();
    const miss = await answers.lookup('/q', async () => page('unused'));
    if (miss.outcome === 'miss') miss.settle?.(page('<p>首页</p>'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    const a = await answers.lookup('/q', async () => page('unused'));
    const b = await answers.lookup('/q', async () => page('unused'));
    expect(a.outcome).toBe('hit');
    if (a.outcome === 'miss' || b.outcome === 'miss') throw new Error('expected hits');
    expect(a.bytes.toString('utf8')).toBe('<p>首页</p>');
    expect(b.bytes).toBe(a.bytes);
  });

  it('keeps nothing for an answer that may not be kept, and lets the next callers work at once', async () => {
    const answers = await cache();
    const miss = await answers.lookup('/r', async () => page('unused'));
    if (miss.outcome === 'miss') miss.settle?.({ kept: undefined, seconds: 0 });
    await new Promise((resolve) => setTimeout(resolve, 10));
    const next = await answers.lookup('/r', async () => page('unused'));
    expect(next).toMatchObject({ outcome: 'miss', kept: undefined });
    expect(next.outcome === 'miss' ? next.settle : 'settle').toBeUndefined();
  });

  it('reads the mall’s Cache-Control', () => {
    expect(mallFreshSeconds(undefined)).toBeUndefined();
    expect(mallFreshSeconds('public, max-age=30')).toBe(30);
    expect(mallFreshSeconds('max-age=30, s-maxage=5')).toBe(5);
    expect(mallFreshSeconds('no-store')).toBe(0);
    expect(mallFreshSeconds('private, max-age=60')).toBe(0);
  });
});
