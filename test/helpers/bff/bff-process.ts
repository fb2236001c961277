// One BFF instance as production runs it: `node --import tsx server/main.ts` in a process group of its own,
// configured only through its environment, on 127.0.0.1 and a port given by the test.
import path from 'node:path';
import { spawnGroup, StopWaiting, waitFor, type GroupProcess } from './process-group.ts';

export interface BffProcess {
  readonly name: string;
  readonly port: number;
  readonly url: string;
  readonly process: GroupProcess;
  log(): string;
}

async function answersHealthz(url: string): Promise<boolean> {
  const response = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(1_000) });
  return response.status === 200;
}

/** Waits until a BFF the test spawned itself answers /healthz at `url`. */
export async function waitForHealthz(url: string, withinMs: number): Promise<void> {
  await waitFor(
    () => answersHealthz(url),
    withinMs,
    () => `${url} did not answer /healthz within ${withinMs} ms`,
  );
}

/** Starts the instance and waits until /healthz answers (the app is built and listening). */
export async function startBffProcess(options: {
  name: string;
  projectRoot: string;
  port: number;
  env: Record<string, string>;
  logDir: string;
  startWithinMs?: number;
}): Promise<BffProcess> {
  const url = `http://127.0.0.1:${options.port}`;
  const child = spawnGroup(process.execPath, ['--import', 'tsx', path.join('server', 'main.ts')], {
    cwd: options.projectRoot,
    // Nothing from the test's own environment leaks in (a REDIS_URL or PORT of the machine, say).
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: process.env.HOME ?? '/tmp',
      HOST: '127.0.0.1',
      PORT: String(options.port),
      ...options.env,
    },
    logFile: path.join(options.logDir, `${options.name}.log`),
  });
  await waitFor(
    async () => {
      if (!child.running()) throw new StopWaiting('the process exited');
      return answersHealthz(url);
    },
    options.startWithinMs ?? 60_000,
    () => `BFF ${options.name} did not answer /healthz on ${url}; its log:\n${child.log().slice(-4_000)}`,
  );
  return { name: options.name, port: options.port, url, process: child, log: () => child.log() };
}
