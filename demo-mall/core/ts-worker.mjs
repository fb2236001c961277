// A worker thread's first module (worker-pool.ts): loads the TypeScript module named in workerData. Node 20's
// worker threads do not inherit the main thread's `--import tsx`, so tsx is registered here when a probe .ts
// module cannot be loaded without it (a failed import is remembered, hence the probe rather than the module).
import { workerData } from 'node:worker_threads';

try {
  await import('./ts-probe.ts');
} catch (error) {
  if (error?.code !== 'ERR_UNKNOWN_FILE_EXTENSION') throw error;
  const { register } = await import('tsx/esm/api');
  register();
}
await import(workerData.module);
