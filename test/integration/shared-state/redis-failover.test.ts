// A dead or frozen Redis never holds a request longer than the command timeout: the store answers from
// memory, says so in health(), logs each change once, and goes back to Redis when it answers again.
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createLogCapture } from '../../helpers/bff/log-capture.ts';
import { freePort, startRedisServer, type RedisServer } from './redis-server.ts';
import { capturingLogger, closeStates, eventually, openState, uniquePrefix } from './state-kit.ts';

const COMMAND_TIMEOUT_MS = 200;
/** scheduling slack on a busy machine, on top of the timeout */
const SLACK_MS = 300;

let redis: RedisServer;

beforeAll(async () => {
  redis = await startRedisServer();
});
afterEach(async () => {
  redis.thaw();
  await closeStates();
});
afterAll(async () => redis?.stop());

async function timed<T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now();
  const result = await work();
  return { result, ms: performance.now() - started };
}

describe('Redis failover', () => {
  it('falls back to memory when Redis dies, says so once, and recovers when it is back', async () => {
    const keyPrefix = uniquePrefix();
    const logger = capturingLogger();
    // A long timeout: a dead Redis must be noticed at once (refused connection), without waiting for it.
    const state = await openState({ redisUrl: redis.url, keyPrefix, logger, commandTimeoutMs: 2_000 });
    const peer = await openState({ redisUrl: redis.url, keyPrefix });
    const cache = state.cache('public', { freshMs: 60_000, staleMs: 0 });
    expect((await state.counter.hit('sms:1', 60_000)).count).toBe(1);
    expect(state.health()).toEqual({ backend: 'redis', degraded: false });
    expect(logger.warnings()).toEqual([]);

    await redis.kill();
    const hit = await timed(() => state.counter.hit('sms:1', 60_000));
    expect(hit.ms).toBeLessThan(COMMAND_TIMEOUT_MS + SLACK_MS);
    // Memory knows nothing of the Redis count: the instance counts on its own now.
    expect(hit.result.count).toBe(1);
    expect(state.health()).toMatchObject({ backend: 'memory', degraded: true, reason: expect.stringMatching(/^redis unreachable: /) });

    let loads = 0;
    const load = async () => {
      loads += 1;
      return { version: 'v3.2' };
    };
    expect((await timed(() => cache.get('version', load))).ms).toBeLessThan(COMMAND_TIMEOUT_MS + SLACK_MS);
    expect(await cache.get('version', load)).toEqual({ version: 'v3.2' });
    expect(loads).toBe(1);
    expect(state.memoryCacheStats().entries).toBe(1);
    expect((await state.counter.hit('sms:1', 60_000)).count).toBe(2);
    expect(logger.warnings()).toHaveLength(1);
    expect(logger.warnings()[0]).toMatch(/redis unreachable/);

    await redis.restart();
    expect(await eventually(() => state.health().backend === 'redis' && peer.health().backend === 'redis', 8_000)).toBe(true);
    expect(state.health()).toEqual({ backend: 'redis', degraded: false });
    expect(logger.warnings()).toHaveLength(2);
    expect(logger.warnings()[1]).toMatch(/redis answers again/);
    // Shared again: the two instances count together.
    const counts = [(await state.counter.hit('sms:2', 60_000)).count, (await peer.counter.hit('sms:2', 60_000)).count];
    expect(counts).toEqual([1, 2]);
  });

  it('a frozen Redis (connection open, no answers) costs one command timeout, then memory answers at once', async () => {
    const logger = capturingLogger();
    const state = await openState({ redisUrl: redis.url, logger, commandTimeoutMs: COMMAND_TIMEOUT_MS });
    await state.counter.hit('login:1', 60_000);
    expect(state.health().backend).toBe('redis');

    redis.freeze();
    const first = await timed(() => state.counter.hit('login:1', 60_000));
    expect(first.ms).toBeGreaterThanOrEqual(COMMAND_TIMEOUT_MS - 20);
    expect(first.ms).toBeLessThan(COMMAND_TIMEOUT_MS + SLACK_MS);
    expect(state.health()).toMatchObject({ backend: 'memory', degraded: true, reason: 'redis unreachable: Command timed out' });
    // at once: judged against the timed-out call just measured (a ratio, not a fixed time), since a second wait for
    // Redis would take a whole command timeout again
    const next = await timed(() => state.counter.hit('login:1', 60_000));
    expect(next.ms).toBeLessThan(first.ms / 2);
    const cached = await timed(() => state.cache('public', { freshMs: 1_000, staleMs: 0 }).get('k', async () => 'v'));
    expect(cached).toMatchObject({ result: 'v' });
    expect(cached.ms).toBeLessThan(first.ms / 2);

    redis.thaw();
    expect(await eventually(() => state.health().backend === 'redis', 5_000)).toBe(true);
    expect(logger.warnings()).toHaveLength(2);
  });

  it('starts degraded, without waiting long, when Redis cannot be reached at all', async () => {
    const logger = capturingLogger();
    const nobody = `redis://127.0.0.1:${await freePort()}`;
    const started = performance.now();
    const state = await openState({ redisUrl: nobody, logger, connectWaitMs: 2_000 });
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(state.health()).toMatchObject({ backend: 'memory', degraded: true, reason: expect.stringContaining('ECONNREFUSED') });
    expect((await state.counter.hit('captcha:1', 60_000)).count).toBe(1);
    expect((await state.counter.hit('captcha:1', 60_000)).count).toBe(2);
    expect(logger.warnings()).toHaveLength(1);
  });

  it('an instance that started without Redis shares through it once Redis starts', async () => {
    const port = await freePort();
    const logger = capturingLogger();
    const keyPrefix = uniquePrefix();
    const early = await openState({ redisUrl: `redis://127.0.0.1:${port}`, keyPrefix, logger });
    expect(early.health().degraded).toBe(true);
    const late = await startRedisServer({ port });
    try {
      expect(await eventually(() => early.health().backend === 'redis', 8_000)).toBe(true);
      const peer = await openState({ redisUrl: late.url, keyPrefix });
      expect([(await early.counter.hit('login:9', 60_000)).count, (await peer.counter.hit('login:9', 60_000)).count]).toEqual([1, 2]);
      expect(logger.warnings()).toEqual([expect.stringMatching(/redis unreachable/), expect.stringMatching(/redis answers again/)]);
    } finally {
      await closeStates();
      await late.stop();
    }
  });

  it('logs through pino, never showing the password in REDIS_URL', async () => {
    const capture = createLogCapture();
    const logger = pino({ level: 'info' }, capture.stream);
    const state = await openState({ redisUrl: `redis://:pw-never-logged@127.0.0.1:${await freePort()}/0`, logger });
    await state.close();
    const lines = capture.lines();
    expect(lines).toEqual([expect.objectContaining({ level: 40, msg: expect.stringMatching(/redis unreachable/) })]);
    expect(capture.text()).not.toContain('pw-never-logged');
    expect(JSON.stringify(state.health())).not.toContain('pw-never-logged');
  });

  it('without REDIS_URL is memory by design, not degraded, and logs nothing', async () => {
    const logger = capturingLogger();
    const state = await openState({ redisUrl: undefined, logger });
    expect(state.health()).toEqual({ backend: 'memory', degraded: false });
    expect(logger.lines).toEqual([]);
  });
});
