// The rows of the error catalogue that depend on how the answer arrives (docs/bff-contract.md §6): the
// AJ-Captcha native shape, broken JSON, HTML error pages, undecodable compression and transport errors,
// through callMall with an in-memory client. Failures keep what caused them.
import { Readable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import type { Dispatcher } from 'undici';
import { describe, expect, it } from 'vitest';
import { callMall } from '../../../server/upstream/call-mall.ts';
import { UpstreamFailure } from '../../../server/upstream/mall-errors.ts';
import type { UpstreamCallLog, UpstreamClient } from '../../../server/upstream/upstream-client.ts';
import { mallCall } from '../../helpers/bff/mall-call-samples.ts';

const CALL = mallCall();

function answer(statusCode: number, contentType: string, body: Buffer | string, extra: Record<string, string> = {}) {
  return {
    statusCode,
    headers: { 'content-type': contentType, ...extra },
    body: Readable.from([Buffer.from(body)]),
  } as unknown as Dispatcher.ResponseData;
}

function clientAnswering(respond: () => Promise<Dispatcher.ResponseData>): UpstreamClient & { logs: UpstreamCallLog[] } {
  const logs: UpstreamCallLog[] = [];
  return { origin: 'http://mall', request: respond, logCall: (entry) => logs.push(entry), close: async () => undefined, logs };
}

describe('callMall', () => {
  it('passes the AJ-Captcha native shape through as HTTP 200', async () => {
    const native = { repCode: '6111', repMsg: '验证失败', repData: null, success: false };
    const client = clientAnswering(async () => answer(200, 'application/json', JSON.stringify(native)));
    const result = await callMall(client, CALL);
    expect(result).toMatchObject({ kind: 'json', mapped: { httpStatus: 200, body: native, loginExpired: false } });
    expect(client.logs[0]).toMatchObject({ method: 'GET', path: '/api/x', httpStatus: 200, bodyStatus: '6111', reqId: 'r1' });
  });

  it('reads JSON sent as text/html (some PHP stacks do)', async () => {
    const client = clientAnswering(async () => answer(200, 'text/html; charset=utf-8', '{"status":200,"message":"success"}'));
    expect(await callMall(client, CALL)).toMatchObject({ kind: 'json', mapped: { httpStatus: 200 } });
  });

  it.each([
    ['broken JSON', () => answer(200, 'application/json', '{"status":200,'), SyntaxError],
    ['an HTML error page', () => answer(500, 'text/html', '<html><body>Fatal error</body></html>'), SyntaxError],
    ['undecodable gzip', () => answer(200, 'application/json', 'not gzip at all', { 'content-encoding': 'gzip' }), Error],
  ] as const)('answers %s with 502 UPSTREAM_BAD_RESPONSE and keeps the cause', async (_label, respond, causeType) => {
    const result = await callMall(
      clientAnswering(async () => respond()),
      CALL,
    );
    expect(result.kind).toBe('failure');
    if (result.kind !== 'failure') return;
    expect(result.mapped).toEqual({
      httpStatus: 502,
      body: { status: 502, message: '商城服务返回了错误的数据，请稍后再试', code: 'UPSTREAM_BAD_RESPONSE' },
      loginExpired: false,
    });
    expect(result.failure).toBeInstanceOf(UpstreamFailure);
    expect(result.failure.cause).toBeInstanceOf(causeType);
  });

  it('decodes gzip-compressed JSON', async () => {
    const body = gzipSync(Buffer.from('{"status":200,"message":"success","data":{"n":1}}'));
    const client = clientAnswering(async () => answer(200, 'application/json', body, { 'content-encoding': 'gzip' }));
    expect(await callMall(client, CALL)).toMatchObject({ kind: 'json', mapped: { httpStatus: 200, body: { data: { n: 1 } } } });
  });

  it.each([
    ['ECONNREFUSED', 502, 'UPSTREAM_UNAVAILABLE'],
    ['UND_ERR_HEADERS_TIMEOUT', 504, 'UPSTREAM_TIMEOUT'],
  ] as const)('answers a %s with %s %s, the error kept as cause and logged', async (code, httpStatus, bffCode) => {
    const original = Object.assign(new Error('no answer'), { code });
    const client = clientAnswering(async () => {
      throw original;
    });
    const result = await callMall(client, CALL);
    expect(result).toMatchObject({ kind: 'failure', mapped: { httpStatus, body: { status: httpStatus, code: bffCode } } });
    if (result.kind === 'failure') expect(result.failure.cause).toBe(original);
    expect(client.logs[0]).toMatchObject({ httpStatus: undefined, error: `${code}: no answer` });
  });

  it('streams a file through with its allowed headers', async () => {
    const client = clientAnswering(async () => answer(200, 'image/png', 'png-bytes', { etag: '"1"', 'set-cookie': 'a=1' }));
    const result = await callMall(client, CALL);
    expect(result.kind).toBe('file');
    if (result.kind !== 'file') return;
    expect(result.headers).toEqual({ 'content-type': 'image/png', etag: '"1"' });
    const chunks: Buffer[] = [];
    for await (const chunk of result.stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('png-bytes');
  });
});
