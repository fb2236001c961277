// The busy guard (web/features/ui/use-busy.ts): a second call while one runs does nothing, the flag follows the
// task however it ends, and a finished task lets the next one run.
import { describe, expect, it } from 'vitest';
import { singleFlight } from '../../../web/features/ui/use-busy.ts';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

describe('singleFlight', () => {
  it('runs one task at a time: a double click starts it once', async () => {
    const flags: boolean[] = [];
    const run = singleFlight((busy) => flags.push(busy));
    const gate = deferred<string>();
    let started = 0;
    const task = () => {
      started += 1;
      return gate.promise;
    };
    const first = run(task);
    const second = run(task);
    expect(started).toBe(1);
    expect(await second).toBeUndefined();
    gate.resolve('saved');
    expect(await first).toBe('saved');
    expect(flags).toEqual([true, false]);
  });

  it('clears the flag when the task fails, passes the failure on, and runs the next task', async () => {
    const flags: boolean[] = [];
    const run = singleFlight((busy) => flags.push(busy));
    await expect(run(() => Promise.reject(new Error('余额不足')))).rejects.toThrow('余额不足');
    expect(await run(() => Promise.resolve(2))).toBe(2);
    expect(flags).toEqual([true, false, true, false]);
  });
});
