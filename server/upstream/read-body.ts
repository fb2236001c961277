// Reading mall answers: decode gzip/br/deflate, tell JSON from files, spot broken JSON or HTML error pages, and
// refuse JSON or text answers larger than UPSTREAM_MAX_JSON_BYTES without holding them.
import { pipeline, type Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import type { Dispatcher } from 'undici';
import { DEFAULT_MAX_JSON_BYTES } from './answer-size-cap.ts';
import { UpstreamFailure } from './mall-errors.ts';

function decoderFor(encoding: string) {
  if (encoding === 'gzip' || encoding === 'x-gzip') return createGunzip();
  if (encoding === 'br') return createBrotliDecompress();
  if (encoding === 'deflate') return createInflate();
  return null;
}

/**
 * The answer's body, decoded. pipeline (not pipe) ties the two streams together: an upstream reset or body
 * timeout fails the decoded stream too (instead of leaving a reader waiting forever), and destroying the
 * decoded stream (the browser went away) releases the upstream body.
 */
export function decodedStream(response: Dispatcher.ResponseData): Readable {
  const body = response.body as unknown as Readable;
  const decoder = decoderFor(
    String(response.headers['content-encoding'] ?? '')
      .toLowerCase()
      .trim(),
  );
  return decoder ? pipeline(body, decoder, () => undefined) : body;
}

export function isJsonResponse(response: Dispatcher.ResponseData): boolean {
  return /\bjson\b/i.test(String(response.headers['content-type'] ?? ''));
}

/** HTML or text where JSON was expected is how PHP fatals and gateways show up. */
export function looksLikeDocument(response: Dispatcher.ResponseData): boolean {
  return /text\/html|text\/plain/i.test(String(response.headers['content-type'] ?? ''));
}

function tooLarge(detail: string): UpstreamFailure {
  return new UpstreamFailure('UPSTREAM_TOO_LARGE', `answer larger than the cap: ${detail}`);
}

/** Stops reading and closes the connection; the abort error undici then emits is expected, not a crash. */
function abandon(...streams: Readable[]): void {
  for (const stream of streams) {
    stream.on('error', () => undefined);
    stream.destroy();
  }
}

/** Chunks until the end, or a TOO_LARGE failure as soon as they add up to more than `maxBytes`. */
function collect(stream: Readable, maxBytes: number, onTooLarge: () => void): Promise<Buffer[]> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let total = 0;
    // 'data' rather than an async iterator: nothing is buffered ahead of us, so memory stays near the cap.
    stream.on('data', (chunk: Buffer) => {
      total += chunk.length;
      if (total <= maxBytes) return void chunks.push(chunk);
      stream.removeAllListeners('data');
      onTooLarge();
      reject(tooLarge(`more than ${maxBytes} bytes`));
    });
    stream.once('end', () => resolve(chunks));
    stream.once('error', reject);
  });
}

/**
 * The decoded body as text, at most `maxBytes` (UPSTREAM_MAX_JSON_BYTES) of it: a declared content-length over
 * the cap is refused before reading, and the decoded bytes are counted while reading (a small compressed body
 * may inflate far past it); past the cap the body is abandoned and the connection closed.
 */
export async function readText(response: Dispatcher.ResponseData, maxBytes: number = DEFAULT_MAX_JSON_BYTES): Promise<string> {
  const body = response.body as unknown as Readable;
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    abandon(body);
    throw tooLarge(`content-length ${declared} > ${maxBytes}`);
  }
  const decoded = decodedStream(response);
  try {
    const chunks = await collect(decoded, maxBytes, () => abandon(decoded, body));
    return Buffer.concat(chunks).toString('utf8');
  } catch (error) {
    if ((error as { code?: string }).code?.startsWith('Z_')) {
      throw new UpstreamFailure('UPSTREAM_BAD_RESPONSE', 'undecodable compressed body', { cause: error });
    }
    throw error;
  }
}

export async function readJson(response: Dispatcher.ResponseData, maxBytes: number = DEFAULT_MAX_JSON_BYTES): Promise<unknown> {
  return parseJsonText(withoutBom(await readText(response, maxBytes)));
}

export function withoutBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** Broken JSON is an unreadable answer (a 502 for the visitor), not a crash. */
export function parseJsonText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new UpstreamFailure('UPSTREAM_BAD_RESPONSE', `invalid JSON (${text.length} bytes)`, { cause: error });
  }
}
