// Load bench (not a test): 20,000 requests at 200 connections against /api/pc/config and /goods_detail/1,
// two rounds each, through the BFF listening on loopback. The load comes from a child process running this
// same file as a small undici load generator (wrk's request count cannot end a run early), so the BFF keeps
// its event loop to itself. Prints requests per second, p50/p99, errors (failed requests and non-2xx
// answers) and this process's RSS and live heap before and after each round (after a full GC when run with
// --expose-gc).
// Targets: 0 errors, memory flat across the two rounds.
//   node --expose-gc --import tsx test/bench/load-bench.ts                  (demo mall in this process)
//   npm run mall & MALL_API_URL=http://127.0.0.1:4000 node --expose-gc --import tsx test/bench/load-bench.ts
// LOAD_REQUESTS and LOAD_CONNECTIONS change the defaults; DIST_DIR the build (default dist).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Pool } from 'undici';
import { buildApp, PROJECT_ROOT } from '../../server/app.ts';
import { parseEnv } from '../../server/config/env.ts';
import { startDemoMall } from '../../demo-mall/start.ts';

const DIST = process.env.DIST_DIR ?? 'dist';
const REQUESTS = Number(process.env.LOAD_REQUESTS ?? 20_000);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 200);
const ROUNDS = 2;
const TARGETS = [
  ['config', '/api/pc/config'],
  ['product', '/goods_detail/1'],
] as const;
const GENERATE = '--generate';

interface RoundFigures {
  requests: number;
  ms: number;
  p50: number;
  p99: number;
  failed: number;
  non2xx: number;
  /** a few distinct error messages or statuses, to find why */
  samples: string[];
}

function percentile(sorted: Float64Array, p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? 0;
}

/** The generator (child process): `requests` GETs of `url` over `connections` kept-alive connections. */
async function generate(url: string, requests: number, connections: number): Promise<RoundFigures> {
  const target = new URL(url);
  const pool = new Pool(target.origin, { connections, pipelining: 1, headersTimeout: 30_000, bodyTimeout: 30_000 });
  const latencies = new Float64Array(requests);
  const samples = new Set<string>();
  let issued = 0;
  let failed = 0;
  let non2xx = 0;
  const started = performance.now();
  const worker = async () => {
    while (issued < requests) {
      const index = issued++;
      const sent = performance.now();
      try {
        const response = await pool.request({ method: 'GET', path: `${target.pathname}${target.search}` });
        await response.body.dump({ limit: Number.POSITIVE_INFINITY });
        if (response.statusCode < 200 || response.statusCode > 299) {
          non2xx += 1;
          if (samples.size < 5) samples.add(`HTTP ${response.statusCode}`);
        }
      } catch (error) {
        failed += 1;
        if (samples.size < 5) samples.add(String((error as Error).message));
      }
      latencies[index] = performance.now() - sent;
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  const ms = performance.now() - started;
  await pool.close();
  latencies.sort();
  return { requests, ms, p50: percentile(latencies, 50), p99: percentile(latencies, 99), failed, non2xx, samples: [...samples] };
}

function runGenerator(url: string): Promise<RoundFigures> {
  return new Promise((resolve, reject) => {
    const self = fileURLToPath(import.meta.url);
    const child = spawn(process.execPath, ['--import', 'tsx', self, GENERATE, url, String(REQUESTS), String(CONNECTIONS)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      const line = output.split('\n').find((text) => text.startsWith('{'));
      if (code !== 0 || !line) return reject(new Error(`load generator exited ${code}:\n${output}`));
      resolve(JSON.parse(line) as RoundFigures);
    });
  });
}

/** RSS and live heap in MB, after a full GC when available (RSS keeps the high-water mark; the heap shows leaks). */
function memory(): { rss: number; heap: number } {
  (globalThis as { gc?: () => void }).gc?.();
  const usage = process.memoryUsage();
  return { rss: usage.rss / 1024 / 1024, heap: usage.heapUsed / 1024 / 1024 };
}

async function main(): Promise<void> {
  if (!existsSync(path.join(PROJECT_ROOT, DIST, 'server', 'entry.mjs')))
    throw new Error(`No build in ${DIST}: run "npx vite build" first.`);
  const standaloneUrl = process.env.MALL_API_URL;
  const mall = standaloneUrl ? { url: standaloneUrl, close: async () => undefined } : await startDemoMall({ printSms: false });
  const config = parseEnv({ COOKIE_SECRET: 'bench-cookie-secret-that-is-long-enough-0123456789', LOG_LEVEL: 'silent', DIST_DIR: DIST });
  const app = await buildApp({ config, mallUrl: mall.url, logStream: { write: () => undefined } as never });
  const origin = await app.listen({ host: '127.0.0.1', port: 0 });
  const gcNote = (globalThis as { gc?: unknown }).gc ? 'after GC' : 'no GC (run with --expose-gc)';
  console.log(`${REQUESTS} requests × ${ROUNDS} rounds, ${CONNECTIONS} connections; BFF at ${origin}`);
  console.log(`demo mall ${standaloneUrl ? `at ${standaloneUrl}` : 'in this process'}; RSS of this process ${gcNote}\n`);
  try {
    for (const [name, target] of TARGETS) {
      // Warm-up: code paths compiled, public data cached.
      for (let i = 0; i < 50; i += 1) await fetch(`${origin}${target}`).then((response) => response.arrayBuffer());
      for (let round = 1; round <= ROUNDS; round += 1) {
        const before = memory();
        const figures = await runGenerator(`${origin}${target}`);
        const after = memory();
        const seconds = figures.ms / 1000;
        const rate = (figures.requests / seconds).toFixed(0);
        console.log(
          `${name.padEnd(8)} round ${round}: ${figures.requests} req in ${seconds.toFixed(1)} s = ${rate} req/s, ` +
            `p50 ${figures.p50.toFixed(1)} ms, p99 ${figures.p99.toFixed(1)} ms, errors ${figures.failed + figures.non2xx} ` +
            `(failed ${figures.failed}, non-2xx ${figures.non2xx}${figures.samples.length ? `: ${figures.samples.join('; ')}` : ''}), ` +
            `RSS ${before.rss.toFixed(0)} → ${after.rss.toFixed(0)} MB, heap ${before.heap.toFixed(0)} → ${after.heap.toFixed(0)} MB`,
        );
      }
    }
  } finally {
    await app.close();
    await mall.close();
  }
}

const [mode, url, requests, connections] = process.argv.slice(2);
const run =
  mode === GENERATE && url
    ? generate(url, Number(requests), Number(connections)).then((figures) => console.log(JSON.stringify(figures)))
    : main();
run.catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
