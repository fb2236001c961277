// Child processes for multi-process tests, each the leader of its own process group so that a kill reaches
// everything it started (nginx's workers, say). Output goes to a file (read it when a test fails). Every
// group still alive when the test process exits is killed then too, so an aborted run leaves nothing behind.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';

export interface GroupProcess {
  readonly pid: number;
  readonly child: ChildProcess;
  /** where stdout and stderr go */
  readonly logFile: string;
  log(): string;
  /** Resolves with the exit code or signal once the leader has exited. */
  readonly exited: Promise<number | NodeJS.Signals | null>;
  running(): boolean;
  /** Sends `signal` to the whole group (SIGKILL by default) and waits for the leader to exit. */
  kill(signal?: NodeJS.Signals, waitMs?: number): Promise<void>;
}

const alive = new Set<number>();
let exitHookInstalled = false;

function killGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // Already gone.
  }
}

function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.once('exit', () => {
    for (const pid of alive) killGroup(pid, 'SIGKILL');
  });
}

export function spawnGroup(
  command: string,
  args: readonly string[],
  options: { env: NodeJS.ProcessEnv; cwd?: string; logFile: string },
): GroupProcess {
  installExitHook();
  const out = openSync(options.logFile, 'a');
  const child = spawn(command, args, {
    env: options.env,
    cwd: options.cwd,
    detached: true,
    stdio: ['ignore', out, out],
  });
  closeSync(out);
  if (child.pid === undefined) throw new Error(`could not start ${command}`);
  const pid = child.pid;
  alive.add(pid);
  const exited = new Promise<number | NodeJS.Signals | null>((resolve) => {
    child.once('exit', (code, signal) => {
      alive.delete(pid);
      resolve(code ?? signal);
    });
    child.once('error', () => {
      alive.delete(pid);
      resolve(null);
    });
  });

  return {
    pid,
    child,
    logFile: options.logFile,
    log: () => readFileSync(options.logFile, 'utf8'),
    exited,
    running: () => alive.has(pid),
    async kill(signal = 'SIGKILL', waitMs = 10_000) {
      if (!alive.has(pid)) return;
      killGroup(pid, signal);
      const timer = new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), waitMs).unref());
      if ((await Promise.race([exited, timer])) === 'late') {
        killGroup(pid, 'SIGKILL');
        await exited;
      }
      // Whatever the leader left behind in its group goes too.
      killGroup(pid, 'SIGKILL');
    },
  };
}

/** Thrown by a check passed to waitFor when waiting longer is pointless (the process exited). */
export class StopWaiting extends Error {}

/** Polls `check` until it resolves true or `withinMs` passes (other rejections count as "not yet"); throws `explain()` then. */
export async function waitFor(check: () => Promise<boolean>, withinMs: number, explain: () => string): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    const done = await check().catch((error: unknown) => {
      if (error instanceof StopWaiting) throw new Error(`${error.message}: ${explain()}`);
      return false;
    });
    if (done) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(explain());
}

/** Whether a process with this id still runs. */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The ids ps lists for a selection: `['-g', pgid]` a group's members, `['--ppid', pid]` a process's children. */
export function pidsOf(selection: readonly string[]): number[] {
  try {
    return execFileSync('ps', ['-o', 'pid=', ...selection], { encoding: 'utf8' })
      .split('\n')
      .map((line) => Number(line.trim()))
      .filter((pid) => pid > 0);
  } catch {
    return [];
  }
}
