// Reading mall answers: decode gzip/br/deflate, tell JSON from files, and spot broken JSON or HTML error pages.
import { Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import type { Dispatcher } from 'undici';
import { UpstreamFailure } from './mall-errors.ts';

export function decodedStream(response: Dispatcher.ResponseData): Readable {
  const encoding = String(response.headers['content-encoding'] ?? '').toLowerCase().trim();
  const body = response.body as unknown as Readable;
  if (encoding === 'gzip' || encoding === 'x-gzip') return body.pipe(createGunzip());
  if (encoding === 'br') return body.pipe(createBrotliDecompress());
  if (encoding === 'deflate') return body.pipe(createInflate());
  return body;
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
      throw new UpstreamFailure('UPSTREAM_BAD_RESPONSE', 'undecodable compressed body');
    }
    throw error;
  }
  return Buffer.concat(chunks).toString('utf8');
}

export async function readJson(response: Dispatcher.ResponseData): Promise<unknown> {
  const text = await readText(response);
  try {
    return JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    throw new UpstreamFailure('UPSTREAM_BAD_RESPONSE', `invalid JSON (${text.length} bytes)`);
  }
}
