// Pages and hashed assets go out compressed as the browser accepts (br, else gzip), decompress to the very bytes
// sent uncompressed, say Vary: Accept-Encoding, and stay uncompressed for a client that asks for no encoding
// (docs/adr/0025). Needs the production build (npm test makes it first): its .br/.gz copies are what is served.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../../server/app.ts';
import { type BffWithDemoMall, startBffWithDemoMall } from '../../helpers/bff/bff-with-demo-mall.ts';

let bff: BffWithDemoMall;

beforeAll(async () => {
  bff = await startBffWithDemoMall({ pages: true });
});
afterAll(async () => bff?.close());

const get = (url: string, acceptEncoding?: string, cookie?: string) =>
  bff.app.inject({
    method: 'GET',
    url,
    headers: { ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }), ...(cookie ? { cookie } : {}) },
  });

const decode = (encoding: unknown, bytes: Buffer) => (encoding === 'br' ? brotliDecompressSync(bytes) : gunzipSync(bytes));

describe('compressed pages', () => {
  it('sends a guest page as br or gzip, the same bytes as uncompressed, and plain without Accept-Encoding', async () => {
    const plain = await get('/goods_detail/2');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(String(plain.headers.vary)).toMatch(/accept-encoding/i);
    expect(plain.body).toContain('<div id="root">');

    for (const [asked, expected] of [
      ['br', 'br'],
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
    ] as const) {
      const answer = await get('/goods_detail/2', asked);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['x-bff-cache']).toBe('hit');
      expect(answer.headers['content-encoding']).toBe(expected);
      expect(String(answer.headers.vary)).toMatch(/accept-encoding/i);
      expect(answer.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      expect(decode(expected, answer.rawPayload).equals(plain.rawPayload)).toBe(true);
    }
    expect((await get('/goods_detail/2', 'identity')).headers['content-encoding']).toBeUndefined();
  });

  it('compresses a freshly rendered page (a buyer is never served a kept copy)', async () => {
    const login = await bff.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { account: '13800000002', password: 'Demo@2026', user_type: 'pc' },
    });
    const cookie = (login.headers['set-cookie'] as string[]).map((line) => line.split(';')[0]).join('; ');
    const answer = await get('/', 'gzip', cookie);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['x-bff-cache']).toBeUndefined();
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(answer.rawPayload).toString('utf8')).toContain('李经理');
  });
});

describe('compressed hashed assets', () => {
  it('sends the build’s precompressed copy with a year-long immutable lifetime, and the file itself when asked plainly', async () => {
    const html = (await get('/')).body;
    const scripts = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!);
    const styles = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="(\/assets\/[^"]+\.css)"/g)].map((match) => match[1]!);
    // the largest script and a stylesheet: both well over the size worth compressing
    const clientDir = path.join(PROJECT_ROOT, 'dist', 'client');
    const largest = [...scripts].sort(
      (a, b) => readFileSync(path.join(clientDir, b)).length - readFileSync(path.join(clientDir, a)).length,
    )[0]!;
    for (const url of [largest, styles.at(-1)!]) {
      const onDisk = readFileSync(path.join(clientDir, url));
      expect(existsSync(path.join(clientDir, `${url}.br`))).toBe(true);

      const plain = await get(url);
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.rawPayload.equals(onDisk)).toBe(true);
      expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(String(plain.headers.vary)).toMatch(/accept-encoding/i);

      for (const encoding of ['br', 'gzip'] as const) {
        const answer = await get(url, encoding);
        expect(answer.statusCode).toBe(200);
        expect(answer.headers['content-encoding']).toBe(encoding);
        expect(answer.headers['content-type']).toMatch(url.endsWith('.js') ? /javascript/ : /text\/css/);
        expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(String(answer.headers.vary)).toMatch(/accept-encoding/i);
        expect(answer.rawPayload.length).toBeLessThan(onDisk.length / 2);
        expect(decode(encoding, answer.rawPayload).equals(onDisk)).toBe(true);
      }
    }
  });
});
