// Page budgets: gzipped JavaScript per browse route from the build output, and server render time of
// home, a listing and a product page (median and p99 over 200 warm renders) against the demo mall.
// Prints figures only; nothing here asserts on time.
//   npm run bench:pages                                   (demo mall in this process; DIST_DIR, default dist)
//   npm run mall & MALL_API_URL=http://127.0.0.1:4000 npm run bench:pages   (standalone demo mall)
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildApp, PROJECT_ROOT } from '../../server/app.ts';
import { parseEnv } from '../../server/config/env.ts';
import { startDemoMall } from '../../demo-mall/start.ts';

const DIST = process.env.DIST_DIR ?? 'dist';
const RENDERS = 200;
const BUDGET_KB = 130;

const BROWSE_ROUTES = [
  '/',
  '/goods_cate?sid=1&name=%E5%8A%9E%E5%85%AC%E7%94%A8%E5%93%81',
  '/goods_search?title=%E7%AC%94',
  '/goods_list?type=best',
  '/goods_coupon?coupon_id=1',
  '/goods_label',
  '/goods_categories',
  '/goods_ranking',
  '/goods_detail/1',
  '/goods_seckill_detail/2001',
  '/goods_presell_detail/5',
  '/goods_seckill',
  '/goods_presell',
  '/coupon_center',
  '/news_list',
  '/news_detail/20',
  '/shop_street',
  '/shop_more',
  '/store?id=1',
  '/store/category?id=1',
  '/store/storeCoupon?id=1',
  '/qualifications?id=1',
  '/privacy_agreement?type=sys_user_agree',
];

const TIMED = [
  ['home', '/'],
  ['listing', '/goods_cate?sid=1&name=%E5%8A%9E%E5%85%AC%E7%94%A8%E5%93%81&order=sales'],
  ['product', '/goods_detail/1'],
] as const;

/** Every script a page loads: the entry and its modulepreloads, from the rendered HTML. */
function scriptUrls(html: string): string[] {
  const urls = new Set<string>();
  for (const match of html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)) urls.add(match[1]!);
  for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g)) urls.add(match[1]!);
  return [...urls];
}

function gzippedKb(urls: string[]): number {
  let bytes = 0;
  for (const url of urls) {
    const file = path.join(PROJECT_ROOT, DIST, 'client', url.replace(/^\//, ''));
    if (existsSync(file)) bytes += gzipSync(readFileSync(file), { level: 9 }).length;
  }
  return bytes / 1024;
}

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

async function main(): Promise<void> {
  if (!existsSync(path.join(PROJECT_ROOT, DIST, 'server', 'entry.mjs')))
    throw new Error(`No build in ${DIST}: run "npx vite build --outDir ${DIST}" first.`);
  const standaloneUrl = process.env.MALL_API_URL;
  const mall = standaloneUrl ? { url: standaloneUrl, close: async () => undefined } : await startDemoMall({ printSms: false });
  const config = parseEnv({ COOKIE_SECRET: 'bench-cookie-secret-that-is-long-enough-0123456789', LOG_LEVEL: 'silent', DIST_DIR: DIST });
  const app = await buildApp({ config, mallUrl: mall.url, logStream: { write: () => undefined } as never });
  await app.ready();
  try {
    console.log(`JavaScript per browse route (gzip, budget ${BUDGET_KB} KB) — build: ${DIST}`);
    for (const url of BROWSE_ROUTES) {
      const response = await app.inject({ method: 'GET', url });
      const kb = gzippedKb(scriptUrls(response.body));
      console.log(
        `  ${String(response.statusCode).padEnd(4)}${kb.toFixed(1).padStart(7)} KB ${kb <= BUDGET_KB ? 'ok  ' : 'OVER'} ${decodeURIComponent(url)}`,
      );
    }
    console.log(
      `\nServer render time, ${RENDERS} renders each after warm-up (demo mall ${standaloneUrl ? `at ${standaloneUrl}` : 'in process'}):`,
    );
    for (const [name, url] of TIMED) {
      for (let i = 0; i < 20; i++) await app.inject({ method: 'GET', url });
      const times: number[] = [];
      for (let i = 0; i < RENDERS; i++) {
        const started = performance.now();
        const response = await app.inject({ method: 'GET', url });
        times.push(performance.now() - started);
        if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
      }
      times.sort((a, b) => a - b);
      console.log(
        `  ${name.padEnd(8)} median ${percentile(times, 50).toFixed(1).padStart(6)} ms   p99 ${percentile(times, 99).toFixed(1).padStart(6)} ms   ${decodeURIComponent(url)}`,
      );
    }
  } finally {
    await app.close();
    await mall.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
