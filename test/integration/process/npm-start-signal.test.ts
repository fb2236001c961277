// `npm start` under a process manager: SIGTERM to the npm process alone must stop the storefront. npm runs the
// script through a shell, so unless the signal reaches the server (or the server notices it was orphaned), the
// server keeps serving after npm is gone. The whole tree runs in its own process group so the test can see
// every process it started and clean up whatever is left.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { freePort } from '../../helpers/bff/free-port.ts';
import { pidsOf, processAlive } from '../../helpers/bff/process-group.ts';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
// A private build in dist-bff/ is preferred when present (see test/integration/bff/abuse.test.ts).
const DIST_DIR = existsSync(new URL('../../../dist-bff/server/entry.mjs', import.meta.url)) ? 'dist-bff' : 'dist';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function portIsOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Process ids in the group, from ps. */
const groupMembers = (pgid: number) => pidsOf(['-g', String(pgid)]);

/** `npm start` on `port` in its own process group (so the test can signal npm alone or the whole group). */
function npmStart(port: number, logLevel: string) {
  return spawn('npm', ['start'], {
    cwd: ROOT,
    detached: true,
    stdio: 'ignore',
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DIST_DIR, LOG_LEVEL: logLevel, NODE_ENV: 'test' },
  });
}

async function waitFor(condition: () => Promise<boolean> | boolean, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await condition()) return true;
    await sleep(100);
  }
  return condition();
}

describe.each([
  ['SIGTERM', 'the signal reaches the server (the script execs node)'],
  ['SIGKILL', 'npm cannot pass anything on; the server notices it was orphaned'],
] as const)('npm start, npm alone killed with %s', (signal, how) => {
  it(`stops serving, frees the port and leaves no process behind: ${how}`, { timeout: 120_000 }, async () => {
    const port = await freePort();
    const npm = npmStart(port, 'warn');
    const pgid = npm.pid ?? 0;
    try {
      const ready = await waitFor(async () => (await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => null))?.ok === true, 90_000);
      expect(ready, 'the storefront answered /healthz').toBe(true);
      const started = groupMembers(pgid);
      expect(started.length, `processes of npm start: ${started.join(', ')}`).toBeGreaterThanOrEqual(2);

      process.kill(pgid, signal);

      expect(await waitFor(async () => !(await portIsOpen(port)), 5_000), `port ${port} still accepts connections`).toBe(true);
      expect(
        await waitFor(() => started.every((pid) => !processAlive(pid)), 5_000),
        `still running: ${started.filter(processAlive).join(', ')}`,
      ).toBe(true);
      expect(groupMembers(pgid)).toEqual([]);
    } finally {
      try {
        process.kill(-pgid, 'SIGKILL');
      } catch {
        // Nothing left in the group: the expected outcome.
      }
    }
  });
});

describe('npm start when the storefront cannot start', () => {
  it('exits with 1 and stops the mall child when its port is taken, rather than hang', { timeout: 120_000 }, async () => {
    const port = await freePort();
    const taken = net.createServer().listen(port, '127.0.0.1');
    await new Promise((resolve) => taken.once('listening', resolve));
    const npm = npmStart(port, 'fatal');
    const pgid = npm.pid ?? 0;
    try {
      const exitCode = await new Promise<number | null>((resolve) => {
        const timer = setTimeout(() => resolve(null), 90_000);
        npm.once('exit', (code) => {
          clearTimeout(timer);
          resolve(code);
        });
      });
      expect(exitCode, 'npm start ended, with the failure code').toBe(1);
      expect(await waitFor(() => groupMembers(pgid).length === 0, 5_000), `left behind: ${groupMembers(pgid).join(', ')}`).toBe(true);
    } finally {
      taken.close();
      try {
        process.kill(-pgid, 'SIGKILL');
      } catch {
        // Nothing left in the group: the expected outcome.
      }
    }
  });
});
