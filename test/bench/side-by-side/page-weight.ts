// What a page costs the browser and the server: gzipped JavaScript it loads at start (its scripts and module
// preloads, from the build; what it imports later on demand is not counted), its HTML size raw, gzipped and as
// brotli (how the BFF sends it), the part of that HTML that is serialised page data, and how long the BFF takes
// to answer it on a quiet connection (median and p99 of sequential requests).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export interface PageWeight {
  jsGzipKb: number;
  /** the same scripts as the build's .br copies, as a browser taking brotli receives them */
  jsBrKb: number;
  htmlKb: number;
  htmlGzipKb: number;
  htmlBrKb: number;
  /** vike's serialised page context (layout and page data) inside the HTML */
  pageDataKb: number;
}

const brotli = (bytes: Buffer) => brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } });

function scriptUrls(html: string): string[] {
  const urls = new Set<string>();
  for (const match of html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)) urls.add(match[1]!);
  for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g)) urls.add(match[1]!);
  return [...urls];
}

export function pageWeight(html: string, clientDir: string): PageWeight {
  let js = 0;
  let jsBr = 0;
  for (const url of scriptUrls(html)) {
    const file = path.join(clientDir, url.replace(/^\//, ''));
    if (!existsSync(file)) continue;
    const source = readFileSync(file);
    js += gzipSync(source, { level: 9 }).length;
    jsBr += existsSync(`${file}.br`) ? readFileSync(`${file}.br`).length : brotli(source).length;
  }
  const bytes = Buffer.from(html);
  const pageData = /<script id="vike_pageContext"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
  return {
    jsGzipKb: js / 1024,
    jsBrKb: jsBr / 1024,
    htmlKb: bytes.length / 1024,
    htmlGzipKb: gzipSync(bytes).length / 1024,
    htmlBrKb: brotli(bytes).length / 1024,
    pageDataKb: Buffer.byteLength(pageData) / 1024,
  };
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
