// The BFF in a child process of its own, in front of a mall the test runs, so the test can read the BFF's memory
// alone (/proc/<pid>/status) without its own, the fake mall's or the transfer's. Run by spawnBff below.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildTestApp } from './build-test-app.ts';

export interface BffProcess {
  origin: string;
  pid: number;
  /** resident memory now, in bytes */
  rss(): number;
  /** highest resident memory since the last resetPeak, in bytes */
  peakRss(): number;
  resetPeak(): void;
  /** a full garbage collection in the BFF process, so a measurement starts from live memory only */
  collectGarbage(): Promise<void>;
  stop(): Promise<void>;
}

function statusField(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const match = readFileSync(`/proc/${pid}/status`, 'utf8').match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'));
  if (!match) throw new Error(`no ${field} for ${pid}`);
  return Number(match[1]) * 1024;
}

export async function spawnBff(mallUrl: string, env: Record<string, string> = {}): Promise<BffProcess> {
  const child: ChildProcess = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', fileURLToPath(import.meta.url)], {
    env: { ...process.env, ...env, BFF_CHILD_MALL_URL: mallUrl },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    out += chunk.toString();
  });
  /** Resolves once the child has written `word` `count` times in all. */
  const said = (word: string, count: number) =>
    new Promise<string>((resolve, reject) => {
      const check = () => {
        const matches = [...out.matchAll(new RegExp(`${word}(?: (\\S+))?\\n`, 'g'))];
        if (matches.length < count) return;
        child.stdout?.off('data', check);
        resolve(matches[count - 1]?.[1] ?? '');
      };
      child.stdout?.on('data', check);
      child.once('exit', (code) => reject(new Error(`the BFF process exited (${code})`)));
      check();
    });
  const origin = await said('READY', 1);
  let collections = 0;
  const pid = child.pid ?? 0;
  return {
    origin,
    pid,
    rss: () => statusField(pid, 'VmRSS'),
    peakRss: () => statusField(pid, 'VmHWM'),
    // Writing 5 to clear_refs resets the peak resident size (Linux).
    resetPeak: () => writeFileSync(`/proc/${pid}/clear_refs`, '5'),
    collectGarbage: async () => {
      collections += 1;
      child.stdin?.write('gc\n');
      await said('COLLECTED', collections);
    },
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.stdin?.end();
      }),
  };
}

// In the child: serve until stdin closes (the parent ending or going away).
if (process.env.BFF_CHILD_MALL_URL && process.argv[1] === fileURLToPath(import.meta.url)) {
  const { app } = await buildTestApp({ mallUrl: process.env.BFF_CHILD_MALL_URL, env: { LOG_LEVEL: 'warn' } });
  const origin = await app.listen({ host: '127.0.0.1', port: 0 });
  process.stdin.on('end', () => void app.close().then(() => process.exit(0)));
  process.stdin.on('data', () => {
    (globalThis as { gc?: () => void }).gc?.();
    process.stdout.write('COLLECTED\n');
  });
  process.stdout.write(`READY ${origin}\n`);
}
