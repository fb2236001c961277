// Reading mall answers: decode gzip/br/deflate, tell JSON from files, and spot broken JSON or HTML error pages.
import { pipeline, type Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import type { Dispatcher } from 'undici';
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
  const decoder = decoderFor(String(response.headers['content-encoding'] ?? '').toLowerCase().trim());
  return decoder ? pipeline(body, decoder, () => undefined) : body;
}

export function isJsonResponse(response: Dispatcher.ResponseData): boolean {
  return /\bjson\b/i.test(String(response.headers['content-type'] ?? ''));
}

/** HTML or text where JSON was expected is how PHP fatals and gateways show up. */
export function looksLikeDocument(response: Dispatcher.ResponseData): boolean {
  return /text\/html|text\/plain/i.test(String(response.headers['content-type'] ?? ''));
}

export async function readText(response: Dispatcher.ResponseData): Promise<string> {
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of decodedStream(response)) chunks.push(chunk as Buffer);
  } catch (error) {
    if ((error as { code?: string }).code?.startsWith('Z_')) {
      throw new UpstreamFailure('UPSTREAM_BAD_RESPONSE', 'undecodable compressed body', { cause: error });
    }
    throw error;
  }
  return Buffer.concat(chunks).toString('utf8');
}

export async function readJson(response: Dispatcher.ResponseData): Promise<unknown> {
  const text = await readText(response);
  try {
    return JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    throw new UpstreamFailure('UPSTREAM_BAD_RESPONSE', `invalid JSON (${text.length} bytes)`, { cause: error });
  }
}
