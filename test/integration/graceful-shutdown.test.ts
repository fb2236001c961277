// The real process: SIGTERM stops accepting, lets the request in flight finish, closes the pool and exits 0.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { Socket } from 'node:net';
import { waitForHealthz } from '../helpers/bff/bff-process.ts';
import { freePort } from '../helpers/bff/free-port.ts';
import { afterEach, describe, expect, it } from 'vitest';
import { startFakeMall, type FakeMall } from '../helpers/bff/fake-mall.ts';

let mall: FakeMall | undefined;
afterEach(async () => {
  await mall?.close();
});

describe('graceful shutdown', () => {
  it('finishes the request in flight, then exits 0 well within 10 s', async () => {
    mall = await startFakeMall({
      'GET /api/slow': async () => {
        await new Promise((resolve) => setTimeout(resolve, 800));
        return { status: 200, message: 'success', data: { done: true } };
      },
    });
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', MALL_API_URL: mall.url, LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = once(child, 'exit') as Promise<[number | null, string | null]>;
    try {
      const base = `http://127.0.0.1:${port}`;
      await waitForHealthz(base, 20_000);

      const inFlight = fetch(`${base}/api/slow`).then(async (response) => ({ status: response.status, body: await response.json() }));
      await new Promise((resolve) => setTimeout(resolve, 200));
      const signalledAt = Date.now();
      child.kill('SIGTERM');

      expect(await inFlight).toEqual({ status: 200, body: { status: 200, message: 'success', data: { done: true } } });
      const [code] = await exited;
      expect(code).toBe(0);
      expect(Date.now() - signalledAt).toBeLessThan(10_000);
      expect(output).toContain('shutdown complete');
      // New connections are refused once it has stopped.
      await expect(fetch(`${base}/healthz`)).rejects.toThrow();
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  }, 40_000);
});

describe('graceful shutdown with a request that never arrives whole', () => {
  it('closes a connection whose header block never completes and exits 0 within 1 s', async () => {
    mall = await startFakeMall({});
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', MALL_API_URL: mall.url, LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = once(child, 'exit') as Promise<[number | null, string | null]>;
    const stalled = new Socket();
    try {
      await waitForHealthz(`http://127.0.0.1:${port}`, 20_000);
      stalled.connect(port, '127.0.0.1');
      await once(stalled, 'connect');
      stalled.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Unfinished: ');
      const closedByServer = once(stalled, 'close');
      await new Promise((resolve) => setTimeout(resolve, 200));

      const signalledAt = Date.now();
      child.kill('SIGTERM');
      const [code] = await exited;
      expect(code).toBe(0);
      expect(Date.now() - signalledAt).toBeLessThan(1000);
      await closedByServer;
    } finally {
      stalled.destroy();
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  }, 40_000);
});
