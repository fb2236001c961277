// The worker pool behind bounded uploads (ADR 0028): a job past its time is stopped by terminating its thread,
// a job past the heap limit dies alone, a throwing job answers failed, a full queue answers busy, and after each
// the pool still answers.
import { afterEach, describe, expect, it } from 'vitest';
import { createWorkerPool, type WorkerPool } from '../../../demo-mall/core/worker-pool.ts';
import type { FixtureJob } from './worker-pool-fixture.ts';

let pool: WorkerPool<FixtureJob, number> | undefined;
afterEach(async () => pool?.close());

const open = (options: { threads?: number; waiting?: number; timeoutMs?: number } = {}) => {
  pool = createWorkerPool<FixtureJob, number>({
    module: new URL('./worker-pool-fixture.ts', import.meta.url),
    threads: options.threads ?? 1,
    waiting: options.waiting ?? 4,
    timeoutMs: options.timeoutMs ?? 8_000,
    heapMb: 32,
    idleMs: 60_000,
  });
  return pool;
};

describe('worker pool', () => {
  it('answers jobs in a thread and keeps the thread for the next', async () => {
    const workers = open();
    expect(await workers.run({ kind: 'echo', value: 7 })).toMatchObject({ ok: true, value: 7 });
    expect(await workers.run({ kind: 'echo', value: 8 })).toMatchObject({ ok: true, value: 8 });
    expect(workers.stats()).toMatchObject({ done: 2, threads: 1 });
  });

  it('terminates a job that spins past its time, and answers the next job', async () => {
    const workers = open({ timeoutMs: 1_500 });
    expect(await workers.run({ kind: 'echo', value: 1 })).toMatchObject({ ok: true });
    const started = performance.now();
    expect(await workers.run({ kind: 'spin' })).toMatchObject({ ok: false, reason: 'timeout' });
    // a hang bound with a wide margin: stopped near its 1.5 s, not left spinning
    expect(performance.now() - started).toBeLessThan(15_000);
    expect(await workers.run({ kind: 'echo', value: 2 })).toMatchObject({ ok: true, value: 2 });
  });

  it('stops a job at the heap limit without harming this process, and one that throws', async () => {
    const workers = open();
    const before = process.memoryUsage().heapUsed;
    expect(await workers.run({ kind: 'hog' })).toMatchObject({ ok: false, reason: 'memory' });
    expect(process.memoryUsage().heapUsed - before).toBeLessThan(50 * 1024 * 1024);
    expect(await workers.run({ kind: 'throw' })).toMatchObject({ ok: false, reason: 'failed', detail: 'a broken job' });
    expect(await workers.run({ kind: 'echo', value: 3 })).toMatchObject({ ok: true, value: 3 });
  });

  it('answers busy past the waiting queue, and for jobs still waiting at close', async () => {
    const workers = open({ waiting: 1, timeoutMs: 2_000 });
    const spinning = workers.run({ kind: 'spin' });
    const waiting = workers.run({ kind: 'echo', value: 1 });
    expect(await workers.run({ kind: 'echo', value: 2 })).toMatchObject({ ok: false, reason: 'busy' });
    expect(await spinning).toMatchObject({ ok: false, reason: 'timeout' });
    expect(await waiting).toMatchObject({ ok: false, reason: 'busy' });
    const late = workers.run({ kind: 'spin' });
    await workers.close();
    expect(await late).toMatchObject({ ok: false });
  });
});
