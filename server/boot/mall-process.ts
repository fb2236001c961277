// The demo mall as a child process of the storefront (docs/adr/0032): its own heap and event loop, so a heavy
// request to the mall cannot stall or exhaust the storefront. The supervisor starts it on a loopback port, waits
// for its "ready" message, restarts it with a growing pause when it dies (the same port, so the storefront's mall
// URL never changes), and stops it with the storefront. The child exits by itself when the storefront is gone.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Logger } from 'pino';
import { isParentMessage, type ParentMessage } from '../../demo-mall/parent-channel.ts';

const MALL_ENTRY = fileURLToPath(new URL('../../demo-mall/main.ts', import.meta.url));
/** tsx's loader by its own path, so the child starts whatever the working directory. */
const TSX_LOADER = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
/** Pauses before restarting a mall that died, growing with each death in a row. */
export const RESTART_PAUSES_MS = [250, 500, 1000, 2000, 5000, 10_000] as const;
/** A mall that ran this long before dying starts the pause sequence over. */
const HEALTHY_RUN_MS = 30_000;
const START_TIMEOUT_MS = 60_000;
/** The first start of DEMO_MALL_SEED=large writes its world before it answers (a few minutes, docs/adr/0085). */
const LARGE_SEED_START_TIMEOUT_MS = 30 * 60_000;
const STOP_GRACE_MS = 5000;

export interface MallProcessOptions {
  /** DEMO_MALL_DB when set (made absolute here); unset → the mall's default file, or memory when that fails */
  database?: string;
  testHooks: boolean;
  logger: Logger;
  /** environment for the child beyond its own settings (tests pass the clock and sweep settings this way) */
  env?: NodeJS.ProcessEnv;
}

export interface MallProcess {
  readonly url: string;
  readonly database: string;
  /** the running child's pid, undefined while it is being restarted */
  pid(): number | undefined;
  /** Resolves once a restarted child answers again (tests wait on it). */
  nextReady(): Promise<void>;
  close(): Promise<void>;
}

export class MallStartError extends Error {
  override name = 'MallStartError';
}

interface Started {
  child: ChildProcess;
  ready: Extract<ParentMessage, { kind: 'ready' }>;
}

function childEnv(options: MallProcessOptions, port: number): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ...options.env, MALL_HOST: '127.0.0.1', MALL_PORT: String(port) };
  delete env.DEMO_MALL_DB;
  if (options.database !== undefined) {
    env.DEMO_MALL_DB = options.database === ':memory:' ? options.database : path.resolve(options.database);
  }
  env.DEMO_MALL_TEST_HOOKS = options.testHooks ? '1' : '0';
  return env;
}

/** One child, up to its "ready" message; rejects with the child's own reason when it fails or exits first. */
async function spawnMall(options: MallProcessOptions, port: number): Promise<Started> {
  const child = spawn(process.execPath, ['--import', TSX_LOADER, MALL_ENTRY], {
    env: childEnv(options, port),
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const limitMs = childEnv(options, port).DEMO_MALL_SEED?.trim() === 'large' ? LARGE_SEED_START_TIMEOUT_MS : START_TIMEOUT_MS;
  const answer = new Promise<Started>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new MallStartError(`the demo mall did not start within ${limitMs / 1000} s`));
    }, limitMs);
    child.on('message', (message: unknown) => {
      if (!isParentMessage(message)) return;
      clearTimeout(timer);
      if (message.kind === 'ready') resolve({ child, ready: message });
      else reject(new MallStartError(message.message));
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new MallStartError(`the demo mall exited while starting (${signal ?? `code ${code}`})`));
    });
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
  return answer;
}

export async function startMallProcess(options: MallProcessOptions): Promise<MallProcess> {
  const { logger } = options;
  const first = await spawnMall(options, 0);
  if (first.ready.warning) logger.warn(first.ready.warning);
  const url = first.ready.url;
  const port = Number(new URL(url).port);
  let child: ChildProcess | undefined = first.child;
  let stopping = false;
  let deathsInARow = 0;
  let readyWaiters: (() => void)[] = [];

  const watch = (running: ChildProcess, since: number) => {
    running.once('exit', (code, signal) => {
      if (stopping) return;
      child = undefined;
      if (Date.now() - since >= HEALTHY_RUN_MS) deathsInARow = 0;
      const pause = RESTART_PAUSES_MS[Math.min(deathsInARow, RESTART_PAUSES_MS.length - 1)] ?? 10_000;
      deathsInARow += 1;
      logger.error({ code, signal, restartInMs: pause, deathsInARow }, 'the demo mall process died; restarting it');
      setTimeout(restart, pause).unref();
    });
  };

  const restart = () => {
    if (stopping) return;
    spawnMall(options, port).then(
      (started) => {
        if (stopping) {
          started.child.kill('SIGTERM');
          return;
        }
        child = started.child;
        watch(started.child, Date.now());
        logger.info({ demoMallUrl: url, pid: started.child.pid }, 'the demo mall is back');
        for (const wake of readyWaiters) wake();
        readyWaiters = [];
      },
      (error: unknown) => {
        const pause = RESTART_PAUSES_MS[Math.min(deathsInARow, RESTART_PAUSES_MS.length - 1)] ?? 10_000;
        deathsInARow += 1;
        logger.error({ err: error, restartInMs: pause }, 'the demo mall did not restart; trying again');
        setTimeout(restart, pause).unref();
      },
    );
  };
  watch(first.child, Date.now());

  return {
    url,
    database: first.ready.database,
    pid: () => child?.pid,
    nextReady: () => new Promise<void>((resolve) => readyWaiters.push(resolve)),
    async close() {
      stopping = true;
      const running = child;
      if (!running || running.exitCode !== null || running.signalCode !== null) return;
      const exited = once(running, 'exit');
      running.kill('SIGTERM');
      const late = setTimeout(() => running.kill('SIGKILL'), STOP_GRACE_MS);
      await exited;
      clearTimeout(late);
    },
  };
}
