// The cap on JSON and text answers from the mall (UPSTREAM_MAX_JSON_BYTES): a declared length over the cap is
// refused before a byte is read, an undeclared one is counted while reading and the body abandoned at the cap.
import { Readable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import type { Dispatcher } from 'undici';
import { describe, expect, it } from 'vitest';
import { UpstreamFailure } from '../../../server/upstream/mall-errors.ts';
import { readJson, readText } from '../../../server/upstream/read-body.ts';

const KB = 1024;

/** A 2 MB body (far over the 64 KB caps below) that counts what was pulled from it. */
function endless(chunk = Buffer.alloc(16 * KB, 0x61)) {
  const state = { pulled: 0 };
  const body = new Readable({
    read() {
      state.pulled += chunk.length;
      this.push(state.pulled > 2 * 1024 * KB ? null : chunk);
    },
  });
  return { body, state };
}

const response = (body: Readable, headers: Record<string, string> = {}) =>
  ({ statusCode: 200, headers: { 'content-type': 'application/json', ...headers }, body }) as unknown as Dispatcher.ResponseData;

async function failureOf(promise: Promise<unknown>): Promise<UpstreamFailure> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(UpstreamFailure);
  return error as UpstreamFailure;
}

describe('readText / readJson with a cap', () => {
  it('refuses a declared content-length over the cap without reading the body', async () => {
    const { body, state } = endless();
    const failure = await failureOf(readText(response(body, { 'content-length': String(64 * KB + 1) }), 64 * KB));
    expect(failure.code).toBe('UPSTREAM_TOO_LARGE');
    expect(state.pulled).toBeLessThanOrEqual(16 * KB);
    expect(body.destroyed).toBe(true);
  });

  it('counts an undeclared body while reading and stops at the cap', async () => {
    const { body, state } = endless();
    const failure = await failureOf(readJson(response(body), 64 * KB));
    expect(failure.code).toBe('UPSTREAM_TOO_LARGE');
    expect(state.pulled).toBeLessThan(64 * KB + 64 * KB);
    expect(body.destroyed).toBe(true);
  });

  it('counts decoded bytes: a small gzip that inflates past the cap is refused', async () => {
    const bomb = gzipSync(Buffer.alloc(4 * 1024 * KB, 0x61));
    expect(bomb.length).toBeLessThan(64 * KB);
    const failure = await failureOf(readText(response(Readable.from([bomb]), { 'content-encoding': 'gzip' }), 64 * KB));
    expect(failure.code).toBe('UPSTREAM_TOO_LARGE');
  });

  it('reads an answer of exactly the cap', async () => {
    const text = JSON.stringify({ status: 200, message: 'x'.repeat(64 * KB - 30) }).padEnd(64 * KB, ' ');
    expect(Buffer.byteLength(text)).toBe(64 * KB);
    expect(await readJson(response(Readable.from([Buffer.from(text)]), { 'content-length': String(64 * KB) }), 64 * KB)).toMatchObject({
      status: 200,
    });
  });
});
