// Without MALL_API_URL the demo mall runs as the storefront's child process (docs/adr/0032). Killed, it must cost
// visitors a quick error or degraded page, never a hang, and come back by itself; stopping the storefront stops it.
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../helpers/bff/free-port.ts';
import { pidsOf, processAlive, spawnGroup, StopWaiting, waitFor, type GroupProcess } from '../../helpers/bff/process-group.ts';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
// A private build in dist-bff/ is preferred when present (see test/integration/bff/abuse.test.ts).
const DIST_DIR = existsSync(path.join(ROOT, 'dist-bff', 'server', 'entry.mjs')) ? 'dist-bff' : 'dist';

const childrenOf = (pid: number) => pidsOf(['--ppid', String(pid)]);

/** Status and milliseconds of one GET, given up after `withinMs` (status 0: no answer in time). */
async function timedGet(url: string, withinMs: number): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  const response = await fetch(url, { signal: AbortSignal.timeout(withinMs) }).catch(() => null);
  if (response) await response.arrayBuffer().catch(() => undefined);
  return { status: response?.status ?? 0, ms: Math.round(performance.now() - started) };
}

describe('the demo mall as a child process', () => {
  let storefront: GroupProcess | undefined;
  afterAll(async () => {
    await storefront?.kill('SIGKILL');
  });

  it('answers quickly while the mall is down, recovers by itself, and stops with the storefront', { timeout: 180_000 }, async () => {
    const port = await freePort();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DIST_DIR,
      LOG_LEVEL: 'info',
      DEMO_MALL_DB: ':memory:',
    };
    delete env.MALL_API_URL;
    const started = spawnGroup(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: ROOT,
      env,
      logFile: path.join(tmpdir(), `mall-child-${process.pid}.log`),
    });
    storefront = started;
    const base = `http://127.0.0.1:${port}`;
    const storefrontUp = async () => {
      if (!started.running()) throw new StopWaiting('the storefront exited');
      return (await timedGet(`${base}/api/pc/home`, 5000)).status === 200;
    };
    await waitFor(storefrontUp, 90_000, () => `the storefront did not start:\n${started.log().slice(-3000)}`);

    const targets = ['/', '/api/pc/home', '/goods_list'];
    // The first render of a page loads its code: done before the clock matters.
    for (const target of targets) expect((await timedGet(`${base}${target}`, 30_000)).status, `${target} while the mall is up`).toBe(200);

    const [mallPid] = childrenOf(started.pid);
    expect(mallPid, 'the storefront has a child process').toBeGreaterThan(0);
    process.kill(mallPid as number, 'SIGKILL');
    await waitFor(
      async () => !processAlive(mallPid as number),
      5000,
      () => 'the mall child did not die',
    );

    // While the mall is down: a page and an API call answer within 2 s, with a page or a clear error.
    for (const target of targets) {
      const answer = await timedGet(`${base}${target}`, 5000);
      expect(answer.status, `${target} answered`).toBeGreaterThan(0);
      expect(answer.ms, `${target} answered within 2 s (status ${answer.status})`).toBeLessThan(2000);
    }

    // Public reads may still come from the storefront's short-lived cache: the supervisor's word says the mall is back.
    await waitFor(
      async () => started.log().includes('the demo mall is back'),
      60_000,
      () => `the mall did not come back:\n${started.log().slice(-3000)}`,
    );
    expect(started.log()).toMatch(/the demo mall process died; restarting it/);
    const [restarted] = childrenOf(started.pid);
    expect(restarted, 'a new mall child').toBeGreaterThan(0);
    expect(restarted).not.toBe(mallPid);
    expect((await timedGet(`${base}/`, 10_000)).status).toBe(200);

    process.kill(started.pid, 'SIGTERM');
    expect(await started.exited).toBe(0);
    await waitFor(
      async () => !processAlive(restarted as number),
      5000,
      () => 'the mall child outlived the storefront',
    );
  });
});
