// A worker thread's first module (worker-pool.ts): loads the TypeScript module named in workerData. Node 20's
// worker threads do not inherit the main thread's `--import tsx`, so tsx is registered here when a probe .ts
// module cannot be loaded without it (a failed import is remembered, hence the probe rather than the module).
// Newer Node lines strip types themselves but refuse TypeScript-only syntax the project uses, which the probe holds.
import { workerData } from 'node:worker_threads';

/** Node 20: no TypeScript at all; Node 22.18+: its own type stripping, which refuses parameter properties. */
const NEEDS_TSX = new Set(['ERR_UNKNOWN_FILE_EXTENSION', 'ERR_UNSUPPORTED_TYPESCRIPT_SYNTAX']);

try {
  await import('./ts-probe.ts');
} catch (error) {
  if (!NEEDS_TSX.has(error?.code)) throw error;
  const { register } = await import('tsx/esm/api');
  register();
}
await import(workerData.module);
