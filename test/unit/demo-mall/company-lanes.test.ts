// A few files at a time per company, a bounded queue behind them (docs/adr/0091): the lane refuses past its queue,
// passes its slot on in order, and never makes another company wait behind it.
import { describe, expect, it } from 'vitest';
import { createCompanyLanes } from '../../../demo-mall/company/documents/company-lanes.ts';

/** A task that finishes when the test says so, recording that it started. */
function gate(started: string[], name: string) {
  let open: () => void = () => {};
  const done = new Promise<void>((resolve) => {
    open = resolve;
  });
  const task = async () => {
    started.push(name);
    await done;
    return name;
  };
  return { task, open: () => open() };
}

describe('company lanes', () => {
  it('runs two per company, queues two more in order, refuses the fifth and lets another company straight in', async () => {
    const lanes = createCompanyLanes(2, 2);
    const started: string[] = [];
    const a = ['a1', 'a2', 'a3', 'a4', 'a5'].map((name) => gate(started, name));
    const runs = a.map((one, n) => lanes.run(1, one.task).then((value) => value ?? `refused ${n + 1}`));
    const b = gate(started, 'b1');
    const other = lanes.run(2, b.task);
    await Promise.resolve();
    expect(started).toEqual(['a1', 'a2', 'b1']);
    expect(await runs[4]).toBe('refused 5');
    a[0]?.open();
    await runs[0];
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual(['a1', 'a2', 'b1', 'a3']);
    for (const one of a) one.open();
    b.open();
    expect(await Promise.all([...runs.slice(0, 4), other])).toEqual(['a1', 'a2', 'a3', 'a4', 'b1']);
    // the lane is empty again: a new burst starts at once
    const again = gate(started, 'a6');
    const sixth = lanes.run(1, again.task);
    again.open();
    expect(await sixth).toBe('a6');
  });

  it('gives the slot back when a task throws', async () => {
    const lanes = createCompanyLanes(1, 0);
    await expect(lanes.run(1, () => Promise.reject(new Error('drawing failed')))).rejects.toThrow('drawing failed');
    expect(await lanes.run(1, async () => 'next')).toBe('next');
  });
});
