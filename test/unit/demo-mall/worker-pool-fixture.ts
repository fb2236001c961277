// The thread module of worker-pool.test.ts: jobs that answer, spin forever, eat the heap, or throw.
import { serveJobs } from '../../../demo-mall/core/worker-jobs.ts';

export type FixtureJob = { kind: 'echo'; value: number } | { kind: 'spin' } | { kind: 'hog' } | { kind: 'throw' };

serveJobs<FixtureJob, number>(async (job) => {
  if (job.kind === 'echo') return job.value;
  if (job.kind === 'throw') throw new Error('a broken job');
  if (job.kind === 'spin') for (;;);
  const kept: number[][] = [];
  for (;;) kept.push(Array.from({ length: 100_000 }, (_, index) => index));
});
