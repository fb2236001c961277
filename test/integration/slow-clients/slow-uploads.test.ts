// Slow and stuck clients, scaled down: many multipart uploads trickling one byte at a time from one address
// must not take the connections other visitors need (docs/bff-contract.md, "Slow clients"). Caps and
// timeouts are made small through the same environment keys an operator would set.
import { afterEach, describe, expect, it } from 'vitest';
import { closeAll, setup } from '../bff/bff-kit.ts';
import {
  headersOf,
  jsonBodyOf,
  openEndlessHeaders,
  openSlowUpload,
  sleep,
  timedGet,
  waitUntil,
  type SlowUpload,
} from './slow-client-kit.ts';

const UPLOAD_ANSWER = { status: 200, message: '上传成功', data: { path: '/uploads/a.png' } };
const opened: SlowUpload[] = [];

afterEach(async () => {
  for (const upload of opened.splice(0)) upload.stop();
  await closeAll();
});

async function slowUploads(port: number, count: number, options: Parameters<typeof openSlowUpload>[1]): Promise<SlowUpload[]> {
  const uploads = await Promise.all(Array.from({ length: count }, () => openSlowUpload(port, options)));
  opened.push(...uploads);
  return uploads;
}

const portOf = (origin: string) => Number(new URL(origin).port);

/** A BFF whose mall takes uploads, with the caps and timeouts in `env`; its port for the raw clients. */
async function uploadingBff(env: Record<string, string>) {
  const kit = await setup({ answers: { 'POST /api/upload/image/file': UPLOAD_ANSWER }, env });
  return { kit, port: portOf(kit.origin) };
}

describe('slow uploads', () => {
  it('130 trickling uploads from one address leave /api/pc/config and the home page answering in normal time', async () => {
    const kit = await setup({
      pages: true,
      answers: { 'POST /api/upload/image/file': UPLOAD_ANSWER },
      env: { MAX_UPLOADS_PER_CLIENT: '4', MAX_UPLOADS: '8', REQUEST_BODY_TIMEOUT_MS: '5000' },
    });
    const uploads = await slowUploads(portOf(kit.origin), 130, { intervalMs: 200 });
    await sleep(400);

    const config = await timedGet(`${kit.origin}/api/pc/config`, 3000);
    expect(config.status).toBe(200);
    expect(JSON.parse(config.text).data.site_name).toBe('测试工业品商城');
    expect(config.ms).toBeLessThan(1000);
    const page = await timedGet(`${kit.origin}/`, 5000);
    expect(page.status).toBe(200);
    expect(page.text).toContain('测试工业品商城');
    expect(page.ms).toBeLessThan(2000);
    const health = await timedGet(`${kit.origin}/healthz`, 1000);
    expect(health.status).toBe(200);
    const ready = await timedGet(`${kit.origin}/readyz`, 3000);
    expect(ready.status).toBe(200);

    // Everything over the per-address cap was refused at once, in Chinese, and its connection ended.
    expect(await waitUntil(() => uploads.filter((upload) => upload.status() === 429).length === 126, 3000)).toBe(true);
    const refused = uploads.find((upload) => upload.status() === 429)!;
    expect(jsonBodyOf(refused.received())).toEqual({
      status: 429,
      message: '同时上传的文件过多，请等待当前上传完成后再试',
      code: 'RATE_LIMITED',
    });
    expect(uploads.filter((upload) => upload.status() === undefined)).toHaveLength(4);
  }, 30_000);

  it('refuses uploads over the total cap with 503 in Chinese, whichever address they come from', async () => {
    const { port } = await uploadingBff({ MAX_UPLOADS_PER_CLIENT: '4', MAX_UPLOADS: '6', TRUST_PROXY: 'true' });
    const addresses = ['203.0.113.1', '203.0.113.2', '203.0.113.3'];
    for (const address of addresses) await slowUploads(port, 3, { intervalMs: 200, forwardedFor: address });
    await sleep(300);
    const late = await slowUploads(port, 1, { intervalMs: 200, forwardedFor: '203.0.113.9' });
    expect(await waitUntil(() => late[0]!.status() !== undefined, 2000)).toBe(true);
    expect(late[0]!.status()).toBe(503);
    expect(jsonBodyOf(late[0]!.received())).toEqual({ status: 503, message: '当前上传人数较多，请稍后再试', code: 'BUSY' });
    expect(opened.filter((upload) => upload.status() === 503)).toHaveLength(4);
  }, 20_000);

  it('gives the slot back when an upload ends: a stalled body is answered 408 and the next upload goes through', async () => {
    const { kit, port } = await uploadingBff({ MAX_UPLOADS_PER_CLIENT: '1', MAX_UPLOADS: '4', REQUEST_BODY_TIMEOUT_MS: '600' });
    const started = Date.now();
    const [stalled] = await slowUploads(port, 1, { intervalMs: 0, initialBytes: 10 });
    await stalled!.closed;
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(550);
    expect(elapsed).toBeLessThan(2000);
    expect(stalled!.status()).toBe(408);
    expect(headersOf(stalled!.received()).connection).toBe('close');
    expect(jsonBodyOf(stalled!.received())).toEqual({ status: 408, message: '请求数据接收超时，请检查网络后重试', code: 'BODY_TIMEOUT' });

    const body = '--b\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\npng\r\n--b--\r\n';
    const next = await fetch(`${kit.origin}/api/upload/image/file`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=b' },
      body,
      signal: AbortSignal.timeout(2000),
    });
    expect(next.status).toBe(200);
    expect(await next.json()).toEqual(UPLOAD_ANSWER);
    expect(kit.mall.requests.filter((request) => request.url === '/api/upload/image/file').map((request) => request.body)).toEqual([body]);
  });

  it('a JSON body that stops arriving is answered 408 in Chinese and its connection closed', async () => {
    const kit = await setup({ env: { REQUEST_BODY_TIMEOUT_MS: '600' } });
    const [stalled] = await slowUploads(portOf(kit.origin), 1, {
      path: '/api/user/address/create',
      contentType: 'application/json',
      declaredBytes: 200,
      intervalMs: 0,
      initialBytes: 5,
    });
    await stalled!.closed;
    expect(stalled!.status()).toBe(408);
    expect(jsonBodyOf(stalled!.received())).toEqual({ status: 408, message: '请求数据接收超时，请检查网络后重试', code: 'BODY_TIMEOUT' });
    expect(kit.mall.requests.some((request) => request.url === '/api/user/address/create')).toBe(false);
  });

  it('a body that keeps trickling is cut at REQUEST_TIMEOUT_MS, and headers that never end at HEADERS_TIMEOUT_MS', async () => {
    const { port } = await uploadingBff({ REQUEST_TIMEOUT_MS: '1500', HEADERS_TIMEOUT_MS: '500', REQUEST_BODY_TIMEOUT_MS: '1000' });
    const started = Date.now();
    const headers = await openEndlessHeaders(port);
    const [trickle] = await slowUploads(port, 1, { intervalMs: 100 });
    await headers.closed;
    const headersClosedAt = Date.now() - started;
    await trickle!.closed;
    const trickleClosedAt = Date.now() - started;
    expect(headersClosedAt).toBeGreaterThanOrEqual(450);
    expect(headersClosedAt).toBeLessThan(1500);
    expect(headers.status()).toBe(408);
    expect(trickleClosedAt).toBeGreaterThanOrEqual(1400);
    expect(trickleClosedAt).toBeLessThan(3500);
    expect(trickle!.status()).toBe(408);
  }, 10_000);
});

describe('readiness', () => {
  it('/readyz answers 503 with a reason while every main-pool connection is taken; /healthz stays 200', async () => {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    const kit = await setup({
      env: { UPSTREAM_TIMEOUT_MS: '8000' },
      answers: {
        'GET /api/hang': async () => {
          await released;
          return { status: 200, message: 'success', data: {} };
        },
      },
    });
    const hanging = Array.from({ length: 140 }, () =>
      fetch(`${kit.origin}/api/hang`).then(
        (response) => response.status,
        () => 0,
      ),
    );
    try {
      expect(await waitUntil(() => kit.mall.requests.filter((request) => request.url === '/api/hang').length >= 128, 5000)).toBe(true);
      await sleep(100);
      const health = await timedGet(`${kit.origin}/healthz`, 1000);
      expect(health.status).toBe(200);
      const ready = await timedGet(`${kit.origin}/readyz`, 3000);
      expect(ready.status).toBe(503);
      expect(JSON.parse(ready.text)).toMatchObject({
        status: 'unavailable',
        reason: 'UPSTREAM_POOL_EXHAUSTED',
        message: expect.stringMatching(/[\u4e00-\u9fff]/),
      });
    } finally {
      release();
      await Promise.all(hanging);
    }
    const ready = await timedGet(`${kit.origin}/readyz`, 3000);
    expect(ready.status).toBe(200);
  }, 20_000);
});
