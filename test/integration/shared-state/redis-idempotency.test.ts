// The open API's Idempotency-Key store (server/open-api/idempotency.ts, ADR 0111) on a real Redis shared by two BFF
// instances: a write sent to both at once runs once and both answer its answer; the same key with another body is
// refused on the other instance; a failed attempt frees the key for a retry there.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createIdempotencyStore } from '../../../server/open-api/idempotency.ts';
import { OpenError } from '../../../server/open-api/open-errors.ts';
import { startRedisServer, type RedisServer } from './redis-server.ts';
import { closeStates, openState, sleep, uniquePrefix } from './state-kit.ts';

let redis: RedisServer;

beforeAll(async () => {
  redis = await startRedisServer();
});
afterEach(closeStates);
afterAll(async () => redis?.stop());

async function twoInstances() {
  const keyPrefix = uniquePrefix();
  const first = await openState({ redisUrl: redis.url, keyPrefix });
  const second = await openState({ redisUrl: redis.url, keyPrefix });
  return [createIdempotencyStore(first), createIdempotencyStore(second)] as const;
}

describe('Idempotency-Key across two instances on one Redis', () => {
  it('runs a write sent to both at once once, and both answer its answer', async () => {
    const [a, b] = await twoInstances();
    let runs = 0;
    const work = async () => {
      runs += 1;
      await sleep(200);
      return { order_id: 501 };
    };
    const answers = await Promise.all([
      a.once('client:oc_1', 'po-0042-order', 'f1', work),
      b.once('client:oc_1', 'po-0042-order', 'f1', work),
    ]);
    expect(runs).toBe(1);
    expect(answers.map((answer) => answer.answer)).toEqual([{ order_id: 501 }, { order_id: 501 }]);
    expect(answers.map((answer) => answer.replayed).sort()).toEqual([false, true]);
    const later = await b.once('client:oc_1', 'po-0042-order', 'f1', work);
    expect(later).toEqual({ answer: { order_id: 501 }, replayed: true });
    expect(runs).toBe(1);
  });

  it('refuses the same key with another body on the other instance, and keeps clients apart', async () => {
    const [a, b] = await twoInstances();
    await a.once('client:oc_1', 'po-0043-order', 'f1', async () => ({ order_id: 1 }));
    const reused = await b.once('client:oc_1', 'po-0043-order', 'f2', async () => ({ order_id: 2 })).catch((error: unknown) => error);
    expect(reused).toBeInstanceOf(OpenError);
    expect((reused as OpenError).code).toBe('idempotency_key_reused');
    const other = await b.once('client:oc_2', 'po-0043-order', 'f2', async () => ({ order_id: 3 }));
    expect(other).toEqual({ answer: { order_id: 3 }, replayed: false });
  });

  it('lets the other instance retry a key whose attempt failed', async () => {
    const [a, b] = await twoInstances();
    const failed = await a
      .once('client:oc_1', 'po-0044-order', 'f1', async () => {
        throw new OpenError('refused', '库存不足');
      })
      .catch((error: unknown) => error);
    expect((failed as OpenError).message).toBe('库存不足');
    const retried = await b.once('client:oc_1', 'po-0044-order', 'f1', async () => ({ order_id: 7 }));
    expect(retried).toEqual({ answer: { order_id: 7 }, replayed: false });
  });
});
