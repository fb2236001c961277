// The shop's JavaScript budget per route (DEVELOPERS' budget: ≤ 130 KB gzip): what a page's HTML makes the browser
// load, its entry script and every modulepreload, gzipped at level 9 and summed.
import { expect, type APIRequestContext } from '@playwright/test';

export const ROUTE_JS_BUDGET_KB = 130;

/** Gzipped KB of every script the page at `path` loads: the entry and its modulepreloads. */
export async function scriptKb(request: APIRequestContext, path: string): Promise<number> {
  const html = await (await request.get(path)).text();
  const urls = new Set<string>();
  for (const match of html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)) urls.add(match[1] ?? '');
  for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g)) urls.add(match[1] ?? '');
  expect(urls.size, `no script on ${path}`).toBeGreaterThan(0);
  const { gzipSync } = await import('node:zlib');
  let bytes = 0;
  for (const url of urls) bytes += gzipSync(await (await request.get(url)).body(), { level: 9 }).length;
  return bytes / 1024;
}
