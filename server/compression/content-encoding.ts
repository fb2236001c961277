// Which encoding an answer goes out in, from the request's Accept-Encoding (RFC 9110 §12.5.3): brotli when the
// browser takes it (a fifth smaller than gzip on our pages), else gzip, else the bytes as they are. Used for
// rendered pages (server/ssr/ssr-plugin.ts); static assets are compressed at build time instead (ADR 0025).
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export type ContentEncoding = 'br' | 'gzip';

/** Below this an answer goes out as it is: compressing would save less than a packet. */
export const MIN_COMPRESS_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The encoding to answer in; undefined for none (no header, only identity, or both refused with q=0). */
export function chooseEncoding(acceptEncoding: string | string[] | undefined): ContentEncoding | undefined {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '');
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [rawName = '', ...params] = part.split(';');
    const name = rawName.trim().toLowerCase();
    if (!name) continue;
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/i.exec(param)?.[1]).find((value) => value !== undefined);
    const weight = q === undefined ? 1 : Number(q);
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: ContentEncoding) => weights.get(name) ?? weights.get('*') ?? 0;
  if (weightOf('br') > 0 && weightOf('br') >= weightOf('gzip')) return 'br';
  if (weightOf('gzip') > 0) return 'gzip';
  return undefined;
}

/**
 * Compresses an answer. Brotli's quality 5 costs about what gzip's default does, per request; a kept copy
 * (compressed once, sent many times) may ask for more.
 */
export function compress(bytes: Buffer, encoding: ContentEncoding, quality: 'per-request' | 'kept' = 'per-request'): Promise<Buffer> {
  if (encoding === 'gzip') return gzipAsync(bytes, { level: quality === 'kept' ? 9 : 6 });
  return brotli(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality === 'kept' ? 9 : 5,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
}
