// The thread's side of worker-pool.ts: answers each job the pool posts with the handler's value, or with what
// it threw, and says when it is ready for the first.
import { parentPort } from 'node:worker_threads';

export function serveJobs<J, R>(handler: (job: J) => Promise<R>): void {
  const port = parentPort;
  if (!port) throw new Error('serveJobs runs in a worker thread');
  port.on('message', async (job: J) => {
    try {
      port.postMessage({ type: 'done', ok: true, value: await handler(job) });
    } catch (error) {
      port.postMessage({ type: 'done', ok: false, detail: error instanceof Error ? error.message : String(error) });
    }
  });
  port.postMessage({ type: 'ready' });
}
