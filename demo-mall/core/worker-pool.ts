// Heavy, untrusted work off the event loop (ADR 0028): a few worker threads, each with a heap limit, one job at
// a time each, a bounded queue, and a clock per job. A job past its time has its thread terminated (the only
// way to stop a loop that does not yield); a thread that dies takes only its own job with it. Threads start on
// demand and stop after idling, so a mall nobody uploads to keeps none.
import { Worker } from 'node:worker_threads';

export interface WorkerPoolOptions {
  /** the module the threads run (a .ts file calling serveJobs from worker-jobs.ts) */
  module: URL;
  threads: number;
  /** jobs that may wait for a thread; more are refused as busy */
  waiting: number;
  /** how long a job may run, and how long it may wait for a thread */
  timeoutMs: number;
  /** each thread's old-generation heap */
  heapMb: number;
  idleMs: number;
}

export type JobOutcome<R> =
  | { ok: true; value: R; ms: number }
  /** busy: no thread in time; timeout: terminated mid-job; memory: the heap limit stopped it; failed: it threw */
  | { ok: false; reason: 'busy' | 'timeout' | 'memory' | 'failed'; ms: number; detail?: string };

export interface PoolStats {
  done: number;
  refused: Record<'busy' | 'timeout' | 'memory' | 'failed', number>;
  /** time jobs spent in threads, summed and the longest */
  totalMs: number;
  maxMs: number;
  threads: number;
}

export interface WorkerPool<J, R> {
  run(job: J, transfer?: readonly ArrayBuffer[]): Promise<JobOutcome<R>>;
  stats(): PoolStats;
  close(): Promise<void>;
}

interface Waiting<J, R> {
  job: J;
  transfer: readonly ArrayBuffer[];
  resolve: (outcome: JobOutcome<R>) => void;
  timer?: NodeJS.Timeout;
}

interface Thread<R> {
  worker: Worker;
  ready: boolean;
  running?: { resolve: (outcome: JobOutcome<R>) => void; started: number; timer: NodeJS.Timeout };
  idle?: NodeJS.Timeout;
}

type FromThread<R> = { type: 'ready' } | { type: 'done'; ok: true; value: R } | { type: 'done'; ok: false; detail: string };

const BOOTSTRAP = new URL('./ts-worker.mjs', import.meta.url);

export function createWorkerPool<J, R>(options: WorkerPoolOptions): WorkerPool<J, R> {
  const threads = new Set<Thread<R>>();
  const queue: Waiting<J, R>[] = [];
  const stats: PoolStats = { done: 0, refused: { busy: 0, timeout: 0, memory: 0, failed: 0 }, totalMs: 0, maxMs: 0, threads: 0 };
  let closed = false;

  const settle = (resolve: (outcome: JobOutcome<R>) => void, outcome: JobOutcome<R>): void => {
    if (outcome.ok) stats.done += 1;
    else stats.refused[outcome.reason] += 1;
    stats.totalMs += outcome.ms;
    stats.maxMs = Math.max(stats.maxMs, outcome.ms);
    resolve(outcome);
  };

  const drop = (thread: Thread<R>, outcome: Omit<Extract<JobOutcome<R>, { ok: false }>, 'ms'>): void => {
    if (!threads.delete(thread)) return;
    stats.threads = threads.size;
    clearTimeout(thread.idle);
    const running = thread.running;
    thread.running = undefined;
    if (running) {
      clearTimeout(running.timer);
      settle(running.resolve, { ...outcome, ms: performance.now() - running.started });
    }
    void thread.worker.terminate();
    // A thread that could not even start would fail again: the waiting jobs are answered rather than looped.
    if (!thread.ready && threads.size === 0) for (const waiting of queue.splice(0)) refuse(waiting, 'failed');
    pump();
  };

  const refuse = (waiting: Waiting<J, R>, reason: 'busy' | 'failed'): void => {
    clearTimeout(waiting.timer);
    settle(waiting.resolve, { ok: false, reason, ms: 0 });
  };

  const start = (): void => {
    const worker = new Worker(BOOTSTRAP, {
      workerData: { module: options.module.href },
      resourceLimits: { maxOldGenerationSizeMb: options.heapMb, maxYoungGenerationSizeMb: 8, stackSizeMb: 4 },
    });
    worker.unref();
    const thread: Thread<R> = { worker, ready: false };
    threads.add(thread);
    stats.threads = threads.size;
    worker.on('message', (message: FromThread<R>) => {
      if (message.type === 'ready') {
        thread.ready = true;
        pump();
        return;
      }
      const running = thread.running;
      if (!running) return;
      thread.running = undefined;
      clearTimeout(running.timer);
      const ms = performance.now() - running.started;
      settle(
        running.resolve,
        message.ok ? { ok: true, value: message.value, ms } : { ok: false, reason: 'failed', ms, detail: message.detail },
      );
      thread.idle = setTimeout(() => drop(thread, { ok: false, reason: 'failed' }), options.idleMs).unref();
      pump();
    });
    worker.on('error', (error: Error & { code?: string }) =>
      drop(thread, { ok: false, reason: error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'memory' : 'failed', detail: error.message }),
    );
    worker.on('exit', () => drop(thread, { ok: false, reason: 'failed', detail: 'the thread exited' }));
  };

  const dispatch = (thread: Thread<R>, waiting: Waiting<J, R>): void => {
    clearTimeout(waiting.timer);
    clearTimeout(thread.idle);
    const started = performance.now();
    const timer = setTimeout(() => drop(thread, { ok: false, reason: 'timeout' }), options.timeoutMs);
    thread.running = { resolve: waiting.resolve, started, timer };
    thread.worker.postMessage(waiting.job, waiting.transfer as ArrayBuffer[]);
  };

  function pump(): void {
    if (closed) return;
    for (const thread of threads) {
      const waiting = thread.ready && !thread.running ? queue.shift() : undefined;
      if (waiting) dispatch(thread, waiting);
    }
    const starting = [...threads].filter((thread) => !thread.ready).length;
    if (queue.length > starting && threads.size < options.threads) start();
  }

  return {
    run(job, transfer = []) {
      return new Promise((resolve) => {
        if (closed || queue.length >= options.waiting) {
          settle(resolve, { ok: false, reason: 'busy', ms: 0 });
          return;
        }
        const waiting: Waiting<J, R> = { job, transfer, resolve };
        waiting.timer = setTimeout(() => {
          const at = queue.indexOf(waiting);
          if (at !== -1) refuse(queue.splice(at, 1)[0] as Waiting<J, R>, 'busy');
        }, options.timeoutMs);
        queue.push(waiting);
        pump();
      });
    },
    stats: () => ({ ...stats, refused: { ...stats.refused } }),
    async close() {
      closed = true;
      for (const waiting of queue.splice(0)) refuse(waiting, 'busy');
      const stopping = [...threads].map((thread) => thread.worker.terminate());
      for (const thread of [...threads]) drop(thread, { ok: false, reason: 'busy' });
      await Promise.all(stopping);
    },
  };
}
