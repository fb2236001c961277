// What a page costs the browser and the server: gzipped JavaScript it loads (from the build), its HTML size, and
// how long the BFF takes to answer it on a quiet connection (median and p99 of sequential requests).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface PageWeight {
  jsGzipKb: number;
  htmlKb: number;
  htmlGzipKb: number;
}

function scriptUrls(html: string): string[] {
  const urls = new Set<string>();
  for (const match of html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)) urls.add(match[1]!);
  for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g)) urls.add(match[1]!);
  return [...urls];
}

export function pageWeight(html: string, clientDir: string): PageWeight {
  let js = 0;
  for (const url of scriptUrls(html)) {
    const file = path.join(clientDir, url.replace(/^\//, ''));
    if (existsSync(file)) js += gzipSync(readFileSync(file), { level: 9 }).length;
  }
  const bytes = Buffer.from(html);
  return { jsGzipKb: js / 1024, htmlKb: bytes.length / 1024, htmlGzipKb: gzipSync(bytes).length / 1024 };
}

export async function renderTimes(url: string, cookie: string | undefined, count: number): Promise<{ p50: number; p99: number }> {
  const times: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const started = performance.now();
    await (await fetch(url, { headers: cookie ? { cookie } : {} })).arrayBuffer();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)] ?? Number.NaN;
  return { p50: at(50), p99: at(99) };
}
