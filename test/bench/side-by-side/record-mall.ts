// Records what the storefront asks of the mall, so nginx can play the mall back: the BFF (in this process)
// renders the bench's pages and makes the bench's API calls against the embedded demo mall through a recording
// proxy, which writes each answer to <dir>/files/<path>.json (the last answer wins when a path is asked with several
// queries). Also keeps the guest home page's HTML for nginx's static-file yardstick, the cart line body the
// POST scenario sends, and the demo pictures the pages show (<dir>/api/demo-assets/..., so Lighthouse sees them).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import { Pool } from 'undici';
import { buildApp } from '../../../server/app.ts';
import { parseEnv } from '../../../server/config/env.ts';
import { startDemoMall } from '../../../demo-mall/start.ts';
import { acceptRawBodies, relay, sendRelayed } from './relay.ts';

const DEMO_ASSETS = '/api/demo-assets/';

export const BENCH_PHONE = '13800000001';
export const BENCH_PASSWORD = 'Demo@2026';

export interface Recording {
  /** the JSON body of the POST scenario */
  cartLine: string;
  /** the guest home page, as the BFF rendered it */
  homeHtml: string;
}

function fileFor(dir: string, urlPath: string): string {
  const clean = urlPath.split('?')[0]!.replace(/\.\.+/g, '').replace(/\/+$/, '');
  return path.join(dir, 'files', `${clean}.json`);
}

export async function recordMall(dir: string, pages: readonly string[], distDir: string): Promise<Recording> {
  const mall = await startDemoMall({ printSms: false });
  const pool = new Pool(mall.url, { connections: 8 });
  const recorder = Fastify({ logger: false });
  acceptRawBodies(recorder);
  recorder.all('/*', async (request, reply) => {
    const relayed = await relay(pool, request);
    if (relayed.statusCode === 200 && request.url.startsWith(DEMO_ASSETS)) {
      const file = path.join(dir, request.url.split('?')[0]!.replace(/\.\.+/g, ''));
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, relayed.bytes);
    } else if (relayed.statusCode === 200 && /json/.test(relayed.type) && request.url.startsWith('/api/')) {
      const file = fileFor(dir, request.url);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, relayed.bytes);
    }
    return sendRelayed(reply, relayed);
  });
  const recorderUrl = await recorder.listen({ host: '127.0.0.1', port: 0 });
  const config = parseEnv({ COOKIE_SECRET: 'bench-cookie-secret-that-is-long-enough-0123456789', LOG_LEVEL: 'silent', DIST_DIR: distDir });
  const bff = await buildApp({ config, mallUrl: recorderUrl, logStream: { write: () => undefined } as never });
  const origin = await bff.listen({ host: '127.0.0.1', port: 0 });
  try {
    const get = async (target: string, cookie = '') => {
      const response = await fetch(`${origin}${target}`, { headers: cookie ? { cookie } : {} });
      if (response.status !== 200) throw new Error(`recording ${target}: HTTP ${response.status}`);
      return response.text();
    };
    const homeHtml = await get('/');
    const pictures = new Set<string>();
    for (const page of pages) {
      for (const match of (await get(page)).matchAll(/\/api\/demo-assets\/[^"'()\s&]+/g)) pictures.add(match[0]);
    }
    for (const picture of pictures) await (await fetch(`${origin}${picture}`)).arrayBuffer();
    await get('/api/pc/config');

    const login = await fetch(`${origin}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account: BENCH_PHONE, password: BENCH_PASSWORD, user_type: 'pc' }),
    });
    const cookie = login.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    if (!cookie) throw new Error('recording: the login set no cookie');
    for (const page of pages) await get(page, cookie);
    await get('/api/user/cart/count', cookie);
    const detail = JSON.parse(await get('/api/store/product/detail/1')) as {
      data: { product_id: number; sku: Record<string, { unique: string; stock: number }> };
    };
    const sku = Object.values(detail.data.sku).find((candidate) => candidate.stock > 0);
    const cartLine = JSON.stringify({
      product_id: detail.data.product_id,
      product_attr_unique: sku?.unique,
      cart_num: 1,
      is_new: 1,
      product_type: 0,
    });
    const added = await fetch(`${origin}/api/user/cart/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: cartLine,
    });
    if (added.status !== 200) throw new Error(`recording the cart line: HTTP ${added.status}`);
    return { cartLine, homeHtml };
  } finally {
    await bff.close();
    await recorder.close();
    await pool.close();
    await mall.close();
  }
}
