// The guest fast lane (docs/bff-contract.md §1.1, ADR 0026): a guest's GET whose fresh public read this process
// keeps is answered before Fastify, with the same bytes and headers the full pipeline gives; a login cookie, a
// body or a spelling other than the kept key always takes the full pipeline.
import type request from 'supertest';
import { gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { metricsText } from '../../../server/metrics/bff-metrics.ts';
import { closeAll, setup } from './bff-kit.ts';

afterEach(closeAll);

const LIST = { status: 200, message: 'success', data: { count: 1, list: [{ product_id: 7, store_name: '扳手' }] } };
const URL = '/api/product/spu/lst?page=1&limit=20';

/** How many answers /metrics counts for the fast lane so far (the registry is shared by the whole file). */
async function laneAnswers(): Promise<number> {
  const line = (await metricsText())
    .split('\n')
    .find((text) => text.startsWith('bff_http_requests_total{') && text.includes('route="guest-fast-lane"'));
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : 0;
}

/**
 * The answer to a request the lane took. Local copies live a second, so on a loaded machine a copy may expire
 * between two requests; the next full-pipeline hit makes a new one.
 */
async function answeredByLane(send: () => Promise<request.Response>): Promise<request.Response> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const before = await laneAnswers();
    const answer = await send();
    if ((await laneAnswers()) === before + 1) return answer;
  }
  throw new Error('the fast lane took none of 5 requests');
}

function callsTo(kit: Awaited<ReturnType<typeof setup>>, path: string): number {
  return kit.mall.requests.filter((request) => request.url.split('?')[0] === path).length;
}

/** Headers that differ between any two answers whoever sends them. */
const withoutPerAnswer = (headers: Record<string, unknown>) => {
  const { date: _date, connection: _connection, 'keep-alive': _keepAlive, ...rest } = headers;
  return rest;
};

describe('the guest fast lane', () => {
  it('answers a kept public read with the bytes and headers the full pipeline gives, counted, and summed up in the log', async () => {
    const kit = await setup({ answers: { 'GET /api/product/spu/lst': LIST } });
    expect((await kit.api().get(URL)).headers['x-bff-cache']).toBe('miss');
    // a hit reads the shared store and leaves this process a local copy; the lane answers from those
    const fast = await answeredByLane(() => kit.api().get(URL));
    // inject never goes through the HTTP server, so this is the full pipeline's hit
    const full = await kit.app.inject({ url: URL });
    expect(fast.text).toBe(full.body);
    expect(withoutPerAnswer(fast.headers)).toEqual(withoutPerAnswer(full.headers));
    expect(fast.headers['x-bff-cache']).toBe('hit');
    expect(callsTo(kit, '/api/product/spu/lst')).toBe(1);
    // at info the lane's answers are summed up (ADR 0027); closing writes the last summary
    const laneBefore = await laneAnswers();
    await answeredByLane(() => kit.api().get(URL));
    await kit.app.close();
    const summaries = kit.logs.lines().filter((line) => line.msg === 'guest fast lane answers');
    const counted = summaries.reduce((sum, line) => sum + Number((line.byUrl as Record<string, number>)[URL] ?? 0), 0);
    expect(counted).toBeGreaterThanOrEqual(2);
    expect(summaries.every((line) => line.level === 30)).toBe(true);
    expect(await laneAnswers()).toBeGreaterThan(laneBefore);
    const perAnswer = kit.logs.lines().filter((line) => line.msg === 'request completed' && line.url === URL);
    // the two full-pipeline answers (the miss and the hit that made the local copy) keep their own lines
    expect(perAnswer.length).toBeGreaterThanOrEqual(2);
  });

  it('at LOG_LEVEL=debug logs each answer on its own line with its own request id', async () => {
    const kit = await setup({ env: { LOG_LEVEL: 'debug' }, answers: { 'GET /api/product/spu/lst': LIST } });
    await kit.api().get(URL);
    await answeredByLane(() => kit.api().get(URL));
    await answeredByLane(() => kit.api().get(URL));
    const laneLines = kit.logs.lines().filter((line) => line.msg === 'request completed' && line.url === URL && line.level === 20);
    expect(laneLines.length).toBeGreaterThanOrEqual(2);
    expect(new Set(laneLines.map((line) => line.reqId)).size).toBe(laneLines.length);
    await kit.app.close();
    expect(kit.logs.lines().some((line) => line.msg === 'guest fast lane answers')).toBe(false);
  });

  it('is never taken with a login cookie, even a forged one (the full pipeline then finds the visitor a guest)', async () => {
    const kit = await setup({ answers: { 'GET /api/product/spu/lst': LIST } });
    await kit.api().get(URL);
    await kit.api().get(URL);
    const before = await laneAnswers();
    const forged = await kit.api().get(URL).set('cookie', 'mall_ut=forged.value');
    expect(forged.headers['x-bff-cache']).toBe('hit');
    expect(await laneAnswers()).toBe(before);
    expect(callsTo(kit, '/api/product/spu/lst')).toBe(1);
  });

  it('leaves another spelling of the address, and a GET with a body, to the full pipeline', async () => {
    const kit = await setup({ answers: { 'GET /api/product/spu/lst': LIST } });
    await kit.api().get(URL);
    await kit.api().get(URL);
    const before = await laneAnswers();
    const spelled = await kit.api().get('/api//product/spu/lst/?page=1&limit=20');
    expect(spelled.headers['x-bff-cache']).toBe('hit');
    const withBody = await kit.api().get(URL).set('content-type', 'application/json').send('{}');
    expect(withBody.status).toBe(200);
    expect(await laneAnswers()).toBe(before);
  });

  it('sends Strict-Transport-Security only when a trusted proxy says https, as the full pipeline does', async () => {
    const trusted = await setup({ env: { TRUST_PROXY: '127.0.0.1' }, answers: { 'GET /api/product/spu/lst': LIST } });
    await trusted.api().get(URL);
    const overHttps = await answeredByLane(() => trusted.api().get(URL).set('x-forwarded-proto', 'https'));
    expect(overHttps.headers['strict-transport-security']).toBe('max-age=31536000');
    expect((await trusted.api().get(URL)).headers['strict-transport-security']).toBeUndefined();

    const untrusted = await setup({ answers: { 'GET /api/product/spu/lst': LIST } });
    await untrusted.api().get(URL);
    const spoofed = await answeredByLane(() => untrusted.api().get(URL).set('x-forwarded-proto', 'https'));
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
  });

  it('answers a kept guest page, compressed as asked, with the headers the full pipeline gives; never a visitor with cookies', async () => {
    const kit = await setup({ pages: true });
    await kit.api().get('/news_list');
    const fast = await answeredByLane(() => kit.api().get('/news_list').set('accept-encoding', 'gzip'));
    const full = await kit.app.inject({ url: '/news_list', headers: { 'accept-encoding': 'gzip' } });
    expect(fast.headers['content-encoding']).toBe('gzip');
    expect(fast.text).toBe(gunzipSync(full.rawPayload).toString('utf8'));
    expect(withoutPerAnswer(fast.headers)).toEqual(withoutPerAnswer({ ...full.headers, 'content-length': fast.headers['content-length'] }));
    expect(fast.headers['content-security-policy']).toContain("default-src 'self'");

    const before = await laneAnswers();
    const withCookie = await kit.api().get('/news_list').set('cookie', 'mall_top_banner_1=1');
    expect(withCookie.status).toBe(200);
    expect(await laneAnswers()).toBe(before);
  });
});
