// Build step (vite.config.ts): writes a .br and a .gz copy beside every text asset of the client build, at the
// highest settings, once; @fastify/static then sends the copy the browser accepts (server/ssr/ssr-plugin.ts)
// instead of compressing hashed, immutable files on every request (ADR 0025). A copy that would not be smaller
// is not written.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { MIN_COMPRESS_BYTES } from './content-encoding.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const TEXT_ASSET = /\.(js|mjs|css|svg|json|html|txt|map)$/;

export interface PrecompressedFile {
  file: string;
  bytes: number;
  br?: number;
  gzip?: number;
}

async function textAssets(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile() && TEXT_ASSET.test(entry.name)).map((entry) => path.join(entry.parentPath, entry.name));
}

async function precompressOne(file: string): Promise<PrecompressedFile> {
  const bytes = await readFile(file);
  const result: PrecompressedFile = { file, bytes: bytes.length };
  if (bytes.length < MIN_COMPRESS_BYTES) return result;
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzipAsync(bytes, { level: 9 }),
  ]);
  if (br.length < bytes.length) {
    await writeFile(`${file}.br`, br);
    result.br = br.length;
  }
  if (gz.length < bytes.length) {
    await writeFile(`${file}.gz`, gz);
    result.gzip = gz.length;
  }
  return result;
}

/** Compresses every text asset under `dir`; resolves to what was written. */
export async function precompressAssets(dir: string): Promise<PrecompressedFile[]> {
  const files = await textAssets(dir);
  const results: PrecompressedFile[] = [];
  // a few at a time: the zlib thread pool has four threads
  for (let i = 0; i < files.length; i += 8) results.push(...(await Promise.all(files.slice(i, i + 8).map(precompressOne))));
  return results;
}
