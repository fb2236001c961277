// Choosing an answer's encoding from Accept-Encoding, and the build step that writes .br/.gz copies of assets.
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { chooseEncoding, compress } from '../../../server/compression/content-encoding.ts';
import { precompressAssets } from '../../../server/compression/precompress-assets.ts';

describe('chooseEncoding', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['identity', undefined],
    ['gzip', 'gzip'],
    ['br', 'br'],
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['gzip;q=0, br;q=0', undefined],
    ['*', 'br'],
    ['*;q=0', undefined],
    ['deflate', undefined],
    ['GZIP', 'gzip'],
  ] as const)('%s → %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });

  it('reads a header given as several lines', () => {
    expect(chooseEncoding(['deflate', 'gzip'])).toBe('gzip');
  });
});

describe('compress', () => {
  it('gives bytes that decompress to the input, smaller than it', async () => {
    const text = Buffer.from('<div class="goods-card">东联工业品商城</div>'.repeat(200));
    const br = await compress(text, 'br');
    const gz = await compress(text, 'gzip', 'kept');
    expect(brotliDecompressSync(br).equals(text)).toBe(true);
    expect(gunzipSync(gz).equals(text)).toBe(true);
    expect(br.length).toBeLessThan(text.length / 10);
  });
});

describe('precompressAssets', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('writes .br and .gz beside each text asset big enough, decompressing to the file', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'precompress-'));
    const big = path.join(dir, 'chunks', 'app.abc123.js');
    const small = path.join(dir, 'tiny.def456.js');
    const image = path.join(dir, 'photo.png');
    const { mkdirSync } = await import('node:fs');
    mkdirSync(path.dirname(big), { recursive: true });
    writeFileSync(big, 'export const rows = ['.concat('{"id":1,"name":"扳手"},'.repeat(500), '];'));
    writeFileSync(small, 'export {};');
    writeFileSync(image, Buffer.alloc(4096, 7));

    const written = await precompressAssets(dir);
    const original = readFileSync(big);
    expect(brotliDecompressSync(readFileSync(`${big}.br`)).equals(original)).toBe(true);
    expect(gunzipSync(readFileSync(`${big}.gz`)).equals(original)).toBe(true);
    expect(existsSync(`${small}.br`)).toBe(false);
    expect(existsSync(`${image}.br`)).toBe(false);
    expect(written.find((row) => row.file === big)?.br).toBe(readFileSync(`${big}.br`).length);
  });
});
