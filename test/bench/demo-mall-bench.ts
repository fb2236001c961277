// Prints the median and p99 milliseconds of demo-mall list and detail calls (via inject), and the cold start of
// `npm run mall` (process spawn to "listening") on a fresh and on an existing database file.
// Run: node --import tsx test/bench/demo-mall-bench.ts
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildDemoMall } from '../../demo-mall/app.ts';

const RUNS = 500;
const COLD_STARTS = 5;

const { app } = await buildDemoMall({ printSms: false });
const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { account: '13800000002', password: 'Demo@2026' } });
const token = (login.json() as { data: { token: string } }).data.token;

async function measure(label: string, url: (i: number) => string, withToken = false): Promise<void> {
  const call = (i: number) => app.inject({ method: 'GET', url: url(i), headers: withToken ? { 'x-token': token } : {} });
  for (let i = 0; i < 50; i++) await call(i);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = process.hrtime.bigint();
    const response = await call(i);
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
    if (response.statusCode !== 200) throw new Error(`${url(i)} answered HTTP ${response.statusCode}`);
  }
  report(label, times, `${RUNS} calls`);
}

function report(label: string, times: number[], what: string): void {
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)] ?? 0;
  const p99 = times[Math.floor(times.length * 0.99)] ?? 0;
  console.log(`${label.padEnd(44)} median ${median.toFixed(3)} ms   p99 ${p99.toFixed(3)} ms   (${what})`);
}

await measure('spu/lst (page 1, 20 items)', () => '/api/product/spu/lst?page=1&limit=20');
await measure(
  'spu/lst (category + sort + price)',
  (i) => `/api/product/spu/lst?cate_pid=${(i % 10) + 1}&order=price_asc&price_on=10&price_off=500&limit=15`,
);
await measure('spu/lst (keyword search)', () => `/api/product/spu/lst?keyword=${encodeURIComponent('复印纸')}&limit=20`);
await measure('product detail', (i) => `/api/store/product/detail/${(i % 300) + 1}`);
await measure('product detail (logged in: history write)', (i) => `/api/store/product/detail/${(i % 300) + 1}`, true);
await measure('cart list (logged in)', () => '/api/user/cart/lst', true);
await measure('category tree', () => '/api/store/product/category/lst');
await measure('reviews', (i) => `/api/store/product/reply/lst/${(i % 300) + 1}?type=0&limit=10`);

await app.close();

/** Milliseconds from spawning `demo-mall/main.ts` to its "listening" line. */
function coldStart(databaseFile: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const child = spawn(process.execPath, ['--import', 'tsx', 'demo-mall/main.ts'], {
      env: { ...process.env, MALL_PORT: '0', DEMO_MALL_DB: databaseFile },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.stdout.on('data', (chunk: Buffer) => {
      if (!chunk.toString().includes('listening')) return;
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      child.kill('SIGTERM');
      child.once('exit', () => resolve(ms));
    });
    child.once('error', reject);
  });
}

const folder = mkdtempSync(join(tmpdir(), 'demo-mall-bench-'));
try {
  // In this process (modules already loaded): the build alone, from opening the database to ready.
  const built: Record<'fresh' | 'existing', number[]> = { fresh: [], existing: [] };
  for (let i = 0; i < COLD_STARTS; i++) {
    const file = join(folder, `build-${i}.sqlite`);
    for (const kind of ['fresh', 'existing'] as const) {
      const started = process.hrtime.bigint();
      const mall = await buildDemoMall({ printSms: false, database: file });
      built[kind].push(Number(process.hrtime.bigint() - started) / 1e6);
      await mall.app.close();
    }
  }
  report('build in process, fresh database', built.fresh, `${COLD_STARTS} builds`);
  report('build in process, existing database', built.existing, `${COLD_STARTS} builds`);

  const fresh: number[] = [];
  const existing: number[] = [];
  for (let i = 0; i < COLD_STARTS; i++) {
    const file = join(folder, `mall-${i}.sqlite`);
    fresh.push(await coldStart(file));
    existing.push(await coldStart(file));
  }
  report('cold start, fresh database', fresh, `${COLD_STARTS} starts`);
  report('cold start, existing database', existing, `${COLD_STARTS} starts`);
} finally {
  rmSync(folder, { recursive: true, force: true });
}
