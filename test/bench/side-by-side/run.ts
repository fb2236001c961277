// `npm run bench`: the BFF measured side by side with its yardsticks, in one run, on this machine (not a test;
// it prints figures and asserts nothing). nginx plays the mall with answers recorded from the demo mall, so the
// mall costs the same for everyone; wrk (loopback, fixed duration) loads, in alternating rounds:
//   API   (a) anonymous public GET /api/pc/config, (b) logged-in trading GET /api/user/cart/count,
//         (c) POST /api/user/cart/create with a JSON body — through an nginx proxy, a bare Fastify + undici
//         proxy, and this BFF;
//   pages the same home page as a static file from nginx and from memory by a plain Node server (Node's own
//         floor for a page-sized answer), and this BFF's home, listing and product page as a guest and as a
//         logged-in buyer.
// Also: gzipped JavaScript and HTML per page from the build, server render times on a quiet connection,
// Lighthouse's desktop performance and accessibility of the three pages (lighthouse.ts), the BFF's resident memory
// over two rounds of mixed requests (memory-rounds.ts), and the API figures again with the BFF and the bare proxy
// on a second runtime (Node 22 LTS from the npm registry), printed beside the first.
// Needs the build (npx vite build), nginx and wrk (apt-get install nginx-light wrk), chromium for Lighthouse.
// BENCH_SECONDS (5), BENCH_ROUNDS (3), BENCH_API_CONNECTIONS (64), BENCH_PAGE_CONNECTIONS (200),
// BENCH_NODE (the node binary for the BFF and the bare proxy, e.g. a Node 22 one), DIST_DIR (dist),
// BENCH_LIGHTHOUSE (0 leaves Lighthouse out), CHROME_PATH (/usr/bin/chromium), BENCH_MEMORY_REQUESTS (10000 a round),
// BENCH_OTHER_NODE (the second runtime's binary; 0 for none; default Node 22 through npx), BENCH_ONLY=render (page
// weight and render times only).
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PROJECT_ROOT } from '../../../server/app.ts';
import { freePort, type Started, startProcess, waitUntilAnswering } from './child-processes.ts';
import { lighthouse, lighthouseLine } from './lighthouse.ts';
import { startNginx } from './nginx-rig.ts';
import { pageWeight, renderTimes } from './page-weight.ts';
import { BENCH_PASSWORD, BENCH_PHONE, recordMall } from './record-mall.ts';
import { type WrkFigures, type WrkTarget, wrk } from './wrk-run.ts';
import { memoryRounds } from './memory-rounds.ts';
import { nodeOf, SECOND_RUNTIME_MAJOR } from '../../other-node/runtime.ts';

const DIST = process.env.DIST_DIR ?? 'dist';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const API_CONNECTIONS = Number(process.env.BENCH_API_CONNECTIONS ?? 64);
const PAGE_CONNECTIONS = Number(process.env.BENCH_PAGE_CONNECTIONS ?? 200);
const NODE = process.env.BENCH_NODE ?? process.execPath;
/** requests per measured round of the memory check (two rounds) */
const MEMORY_REQUESTS = Number(process.env.BENCH_MEMORY_REQUESTS ?? 10_000);
const RENDER_ONLY = process.env.BENCH_ONLY === 'render';
const COOKIE_SECRET = 'bench-cookie-secret-that-is-long-enough-0123456789';

const PAGES = [
  ['home', '/'],
  ['listing', '/goods_cate?sid=1&name=%E5%8A%9E%E5%85%AC%E7%94%A8%E5%93%81&order=sales'],
  ['product', '/goods_detail/1'],
] as const;

function requireTool(tool: string, hint: string): void {
  try {
    execFileSync('sh', ['-c', `command -v ${tool}`], { stdio: 'ignore' });
  } catch {
    throw new Error(`${tool} is missing: ${hint}`);
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The median of each figure over the rounds. */
function summarise(rounds: WrkFigures[]): WrkFigures {
  return {
    rps: median(rounds.map((r) => r.rps)),
    p50: median(rounds.map((r) => r.p50)),
    p99: median(rounds.map((r) => r.p99)),
    errors: rounds.reduce((sum, r) => sum + r.errors, 0),
  };
}

function line(label: string, figures: WrkFigures, base?: WrkFigures): string {
  const ratio = base ? `  ${(figures.rps / base.rps).toFixed(2)}× req/s, ${(figures.p99 / base.p99).toFixed(2)}× p99` : '';
  return `  ${label.padEnd(34)} ${figures.rps.toFixed(0).padStart(7)} req/s  p50 ${figures.p50.toFixed(2).padStart(6)} ms  p99 ${figures.p99
    .toFixed(2)
    .padStart(7)} ms  errors ${figures.errors}${ratio}`;
}

async function loginCookie(origin: string): Promise<string> {
  const answer = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: BENCH_PHONE, password: BENCH_PASSWORD, user_type: 'pc' }),
  });
  const cookie = answer.headers
    .getSetCookie()
    .map((text) => text.split(';')[0])
    .join('; ');
  if (!cookie) throw new Error(`the BFF set no login cookie against the recorded mall: HTTP ${answer.status} ${await answer.text()}`);
  return cookie;
}

/** Alternating rounds: every target of a scenario once per round, so drift hits them alike. */
/**
 * Waits (at most 10 s) until the server behind `url` answers a request at once again: wrk stops sending when its
 * time is up, but a server may still be working through what it accepted (200 connections of buyer renders take
 * seconds), and the next target would otherwise be measured against that backlog.
 */
async function settle(url: string): Promise<void> {
  const origin = new URL(url).origin;
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const started = performance.now();
    try {
      await (await fetch(`${origin}/healthz`)).arrayBuffer();
    } catch {
      // not every target has /healthz (nginx answers 404 at once): the time is what counts
    }
    if (performance.now() - started < 5) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function compare(targets: Record<string, WrkTarget>, connections: number, scratch: string): Promise<Record<string, WrkFigures>> {
  const rounds: Record<string, WrkFigures[]> = Object.fromEntries(Object.keys(targets).map((name) => [name, []]));
  // a short unmeasured warm-up each, so compiled code paths and connection pools are in place
  for (const target of Object.values(targets)) {
    await wrk(target, { connections, seconds: 1, scratch });
    await settle(target.url);
  }
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [name, target] of Object.entries(targets)) {
      rounds[name]!.push(await wrk(target, { connections, seconds: SECONDS, scratch }));
      await settle(target.url);
    }
  }
  return Object.fromEntries(Object.entries(rounds).map(([name, figures]) => [name, summarise(figures)]));
}

/** The BFF and the bare proxy on one Node binary, both answering. */
async function startPair(
  node: string,
  mall: string,
  bffPort: number,
  barePort: number,
  started: Started[],
): Promise<{ bff: string; bare: string; pid: number }> {
  const tsx = ['--import', 'tsx'];
  started.push(
    startProcess('bare proxy', node, [...tsx, path.join(PROJECT_ROOT, 'test/bench/side-by-side/bare-proxy.ts')], {
      UPSTREAM: mall,
      PORT: String(barePort),
    }),
  );
  const bffProcess = startProcess('BFF', node, [...tsx, path.join(PROJECT_ROOT, 'server/main.ts')], {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(bffPort),
    MALL_API_URL: mall,
    COOKIE_SECRET,
    LOG_LEVEL: 'info',
    DIST_DIR: DIST,
  });
  started.push(bffProcess);
  const bff = `http://127.0.0.1:${bffPort}`;
  const bare = `http://127.0.0.1:${barePort}`;
  await Promise.all([
    waitUntilAnswering(`${mall}/api/pc/config`),
    waitUntilAnswering(`${bare}/api/pc/config`),
    waitUntilAnswering(`${bff}/api/pc/config`),
  ]);
  return { bff, bare, pid: bffProcess.child.pid ?? 0 };
}

type ApiFigures = Record<string, { nginx: WrkFigures; bare: WrkFigures; bff: WrkFigures }>;

/** (a), (b) and (c) through nginx, the bare proxy and the BFF, in alternating rounds; printed unless `quiet`. */
async function apiSection(
  nginxProxy: string,
  bare: string,
  bff: string,
  cookie: string,
  cartLine: string,
  scratch: string,
  quiet = false,
): Promise<ApiFigures> {
  const api = [
    ['(a) anonymous GET /api/pc/config', '/api/pc/config', undefined, undefined],
    ['(b) logged-in GET /api/user/cart/count', '/api/user/cart/count', cookie, undefined],
    ['(c) POST /api/user/cart/create (JSON)', '/api/user/cart/create', cookie, cartLine],
  ] as const;
  if (!quiet) console.log(`API, ${API_CONNECTIONS} connections`);
  const all: ApiFigures = {};
  for (const [label, target, withCookie, json] of api) {
    const figures = await compare(
      {
        // the yardsticks need no login (the recorded mall answers alike); the BFF needs its cookie
        nginx: { url: `${nginxProxy}${target}`, json },
        bare: { url: `${bare}${target}`, json },
        bff: { url: `${bff}${target}`, cookie: withCookie, json },
      },
      API_CONNECTIONS,
      scratch,
    );
    all[label] = { nginx: figures.nginx!, bare: figures.bare!, bff: figures.bff! };
    if (quiet) continue;
    console.log(label);
    console.log(line('nginx proxy', figures.nginx!));
    console.log(line('bare Fastify + undici proxy', figures.bare!, figures.nginx));
    console.log(line('this BFF (vs nginx)', figures.bff!, figures.nginx));
    console.log(line('this BFF (vs bare proxy)', figures.bff!, figures.bare));
  }
  return all;
}

/** The second runtime the API figures are also taken on: BENCH_OTHER_NODE (a binary, or 0 for none), else the suites' second runtime. */
function otherRuntime(): string | undefined {
  const chosen = process.env.BENCH_OTHER_NODE;
  if (chosen === '0') return undefined;
  if (chosen) return chosen;
  try {
    return nodeOf(SECOND_RUNTIME_MAJOR);
  } catch (error) {
    console.log(`(no Node ${SECOND_RUNTIME_MAJOR} for the side-by-side runtime figures: ${(error as Error).message})`);
    return undefined;
  }
}

async function main(): Promise<void> {
  if (!existsSync(path.join(PROJECT_ROOT, DIST, 'server', 'entry.mjs')))
    throw new Error(`No build in ${DIST}: run "npx vite build" first.`);
  requireTool('nginx', 'apt-get install -y nginx-light (or nginx)');
  requireTool('wrk', 'apt-get install -y wrk');
  const scratch = mkdtempSync(path.join(tmpdir(), 'bench-side-by-side-'));
  // nginx's workers run as an unprivileged user when started as root: they must be able to read the recording
  chmodSync(scratch, 0o755);
  const root = path.join(scratch, 'mall');
  const started: Started[] = [];
  try {
    const recording = await recordMall(
      root,
      PAGES.map(([, page]) => page),
      DIST,
    );
    mkdirSync(path.join(root, 'static'), { recursive: true });
    writeFileSync(path.join(root, 'static', 'home.html'), recording.homeHtml);

    const [mallPort, nginxProxyPort, barePort, bffPort] = await Promise.all([freePort(), freePort(), freePort(), freePort()]);
    const mall = `http://127.0.0.1:${mallPort}`;
    started.push(startNginx(path.join(scratch, 'nginx'), root, { mall: mallPort, proxy: nginxProxyPort }));
    const nginxProxy = `http://127.0.0.1:${nginxProxyPort}`;
    const { bff, bare, pid: bffPid } = await startPair(NODE, mall, bffPort, barePort, started);
    const cookie = await loginCookie(bff);
    const nodeVersion = execFileSync(NODE, ['--version']).toString().trim();
    if (RENDER_ONLY) {
      // BENCH_ONLY=render: the render budget alone (no wrk rounds, Lighthouse, memory or second runtime)
      await renderSection(bff, cookie);
      return;
    }
    console.log(`side-by-side bench — node ${nodeVersion}, ${ROUNDS} alternating rounds × ${SECONDS} s per target, medians shown\n`);
    const apiFigures = await apiSection(nginxProxy, bare, bff, cookie, recording.cartLine, scratch);

    console.log(`\npages, ${PAGE_CONNECTIONS} connections`);
    const plainPort = await freePort();
    started.push(
      startProcess('plain Node page', NODE, ['--import', 'tsx', path.join(PROJECT_ROOT, 'test/bench/side-by-side/plain-node-page.ts')], {
        FILE: path.join(root, 'static', 'home.html'),
        PORT: String(plainPort),
      }),
    );
    await waitUntilAnswering(`http://127.0.0.1:${plainPort}/healthz`);
    const staticHome = await compare(
      { nginx: { url: `${mall}/static/home.html` }, plain: { url: `http://127.0.0.1:${plainPort}/` } },
      PAGE_CONNECTIONS,
      scratch,
    );
    console.log(line('nginx static file (home HTML)', staticHome.nginx!));
    console.log(line('plain Node, same HTML from memory', staticHome.plain!, staticHome.nginx));
    for (const [name, page] of PAGES) {
      const figures = await compare(
        { guest: { url: `${bff}${page}` }, buyer: { url: `${bff}${page}`, cookie } },
        PAGE_CONNECTIONS,
        scratch,
      );
      console.log(line(`BFF ${name} as a guest`, figures.guest!, staticHome.nginx));
      console.log(line(`BFF ${name} as a buyer`, figures.buyer!, staticHome.nginx));
    }

    await renderSection(bff, cookie);

    if (process.env.BENCH_LIGHTHOUSE !== '0') {
      console.log('\nLighthouse, desktop preset, guest (targets: performance ≥ 98, accessibility 100)');
      for (const [name, page] of PAGES) {
        try {
          // Lighthouse now and then fails to record a trace (NO_NAVSTART) and asks to be run again: once more
          const report = await lighthouse(`${bff}${page}`).catch(() => lighthouse(`${bff}${page}`));
          console.log(lighthouseLine(name, report));
        } catch (error) {
          console.log(
            `  ${name.padEnd(8)} Lighthouse failed: ${String((error as Error).message)
              .split('\n')
              .slice(-3)
              .join(' ')}`,
          );
        }
      }
    }

    console.log(`\nmemory: the BFF's resident set over 2 rounds of ${MEMORY_REQUESTS} mixed requests (after one unmeasured round)`);
    const memory = await memoryRounds(bff, bffPid, {
      cookie,
      cartLine: recording.cartLine,
      requestsPerRound: MEMORY_REQUESTS,
      concurrency: 32,
    });
    console.log(
      `  RSS ${memory.startMb.toFixed(1)} MB → ${memory.afterRoundsMb.map((mb) => `${mb.toFixed(1)} MB`).join(' → ')} ` +
        `(round 2 added ${((memory.afterRoundsMb[1] ?? 0) - (memory.afterRoundsMb[0] ?? 0)).toFixed(1)} MB)`,
    );

    const other = otherRuntime();
    if (other) {
      const [otherBffPort, otherBarePort] = await Promise.all([freePort(), freePort()]);
      const pair = await startPair(other, mall, otherBffPort, otherBarePort, started);
      const otherCookie = await loginCookie(pair.bff);
      const otherVersion = execFileSync(other, ['--version']).toString().trim();
      console.log(`\nthe same API figures on node ${otherVersion} (nginx unchanged), side by side with node ${nodeVersion}`);
      const otherFigures = await apiSection(nginxProxy, pair.bare, pair.bff, otherCookie, recording.cartLine, scratch, true);
      for (const [label, figures] of Object.entries(otherFigures)) {
        const mine = apiFigures[label];
        if (!mine) continue;
        console.log(label);
        console.log(line(`BFF on ${nodeVersion}`, mine.bff, mine.bare));
        console.log(line(`BFF on ${otherVersion}`, figures.bff, figures.bare));
        console.log(line(`bare proxy on ${nodeVersion}`, mine.bare));
        console.log(line(`bare proxy on ${otherVersion}`, figures.bare));
      }
      for (const [name, page] of PAGES) {
        const here = await renderTimes(`${bff}${page}`, cookie, 100);
        const there = await renderTimes(`${pair.bff}${page}`, otherCookie, 100);
        console.log(
          `  ${name.padEnd(8)} buyer render p50 ${here.p50.toFixed(1)} ms on ${nodeVersion}, ${there.p50.toFixed(1)} ms on ${otherVersion}`,
        );
      }
    }
  } finally {
    for (const server of started.reverse()) await server.stop();
    if (process.env.BENCH_KEEP) console.log(`kept ${scratch}`);
    else rmSync(scratch, { recursive: true, force: true });
  }
}

/** Page weight and server render time of the three pages, as a guest and as the logged-in buyer. */
async function renderSection(bff: string, cookie: string): Promise<void> {
  console.log('\npage weight (targets: JS ≤ 100 KB gzip per page, guest HTML ≤ 60 KB) and server render time (100 sequential requests)');
  for (const [name, page] of PAGES) {
    const html = await (await fetch(`${bff}${page}`)).text();
    const weight = pageWeight(html, path.join(PROJECT_ROOT, DIST, 'client'));
    const guest = await renderTimes(`${bff}${page}`, undefined, 100);
    const buyer = await renderTimes(`${bff}${page}`, cookie, 100);
    console.log(
      `  ${name.padEnd(8)} JS ${weight.jsGzipKb.toFixed(1)} KB gzip (${weight.jsBrKb.toFixed(1)} KB br), ` +
        `guest HTML ${weight.htmlKb.toFixed(1)} KB (${weight.htmlGzipKb.toFixed(1)} KB gzip, ${weight.htmlBrKb.toFixed(1)} KB br; ` +
        `page data ${weight.pageDataKb.toFixed(1)} KB); ` +
        `render guest p50 ${guest.p50.toFixed(1)} ms p99 ${guest.p99.toFixed(1)} ms, buyer p50 ${buyer.p50.toFixed(1)} ms p99 ${buyer.p99.toFixed(1)} ms`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
