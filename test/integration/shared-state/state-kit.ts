// Shared setup for the shared-state tests: stores opened here are closed by closeStates(), and each test
// gets its own key prefix so tests never see each other's keys in the one Redis of a file.
import { createSharedState, type SharedState, type SharedStateOptions } from '../../../server/shared-state/shared-state.ts';

export interface LoggedLine {
  level: 'warn' | 'info';
  message: string;
  object: object;
}

export interface CapturingLogger {
  warn(object: object, message: string): void;
  info(object: object, message: string): void;
  lines: LoggedLine[];
  warnings(): string[];
}

export function capturingLogger(): CapturingLogger {
  const lines: LoggedLine[] = [];
  return {
    lines,
    warn: (object, message) => lines.push({ level: 'warn', message, object }),
    info: (object, message) => lines.push({ level: 'info', message, object }),
    warnings: () => lines.filter((line) => line.level === 'warn').map((line) => line.message),
  };
}

const opened: SharedState[] = [];
let prefixCounter = 0;

export function uniquePrefix(): string {
  prefixCounter += 1;
  return `t${process.pid}-${prefixCounter}:`;
}

export async function openState(options: Partial<SharedStateOptions> & { redisUrl: string | undefined }): Promise<SharedState> {
  const state = await createSharedState({
    keyPrefix: uniquePrefix(),
    // Generous, so a busy test machine does not trip the failover; the failover tests pass their own.
    commandTimeoutMs: 2_000,
    logger: capturingLogger(),
    connectWaitMs: 2_000,
    probeIntervalMs: 100,
    ...options,
  });
  opened.push(state);
  return state;
}

export async function closeStates(): Promise<void> {
  while (opened.length) await opened.pop()?.close();
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` every 20 ms until it holds or `withinMs` passes; returns whether it held. */
export async function eventually(check: () => boolean, withinMs: number): Promise<boolean> {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    if (check()) return true;
    await sleep(20);
  }
  return check();
}
