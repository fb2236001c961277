// GET /metrics is never public by default: off unless configured, on the main port only with the bearer
// token, or on its own loopback port. Once allowed, the figures follow the requests.
import http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, parseEnv } from '../../server/config/env.ts';
import { METRICS_TOKEN_MISSING_MESSAGE } from '../../server/metrics/metrics-plugin.ts';
import { closeAll, setup } from './bff/bff-kit.ts';
import { freePort } from './shared-state/redis-server.ts';
import { metricValue } from './metrics-text.ts';

afterEach(closeAll);

const TOKEN = 'metrics-token-0123456789abcdef';

function fetchText(url: string): Promise<{ status: number; text: string; contentType: string | undefined }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false }, (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text, contentType: response.headers['content-type'] }));
      })
      .on('error', reject);
  });
}

async function fetchWhenUp(url: string, withinMs = 3_000) {
  const deadline = Date.now() + withinMs;
  for (;;) {
    try {
      return await fetchText(url);
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
}

describe('GET /metrics exposure', () => {
  it('is not served at all when neither METRICS_PORT nor METRICS_TOKEN is set', async () => {
    const kit = await setup();
    const response = await kit.api().get('/metrics');
    expect(response.status).toBe(404);
    expect(response.text).not.toContain('bff_http_requests_total');
  });

  it('with METRICS_TOKEN, refuses callers without the token or with a wrong one', async () => {
    const kit = await setup({ env: { METRICS_TOKEN: TOKEN } });
    const bare = await kit.api().get('/metrics');
    expect(bare.status).toBe(401);
    expect(bare.headers['www-authenticate']).toBe('Bearer');
    expect(bare.body).toEqual({ status: 401, message: METRICS_TOKEN_MISSING_MESSAGE });
    expect(bare.text).not.toContain('bff_');
    const wrong = await kit.api().get('/metrics').set('authorization', `Bearer ${TOKEN}x`);
    expect(wrong.status).toBe(401);
    const basic = await kit
      .api()
      .get('/metrics')
      .set('authorization', `Basic ${Buffer.from(`u:${TOKEN}`).toString('base64')}`);
    expect(basic.status).toBe(401);
  });

  it('with the token, answers Prometheus text whose figures move after requests', async () => {
    const kit = await setup({ env: { METRICS_TOKEN: TOKEN } });
    const scrape = async () => {
      const response = await kit.api().get('/metrics').set('authorization', `Bearer ${TOKEN}`);
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(response.headers['cache-control']).toBe('no-store');
      return response.text;
    };
    const before = await scrape();
    const healthBefore = metricValue(before, 'bff_http_requests_total', { route: '/healthz', method: 'GET', status_class: '2xx' });
    for (let index = 0; index < 3; index += 1) await kit.api().get('/healthz').expect(200);
    await kit.api().get('/api/store/product/detail/98765?cid=1');
    await kit.api().get('/nowhere/at/all-4821');
    // onResponse runs once an answer is flushed, which may be just after the client has read it.
    const healthCount = (text: string) =>
      metricValue(text, 'bff_http_requests_total', { route: '/healthz', method: 'GET', status_class: '2xx' });
    const unmatchedCount = (text: string) => metricValue(text, 'bff_http_requests_total', { route: 'unmatched', status_class: '4xx' });
    let after = await scrape();
    for (let tries = 0; tries < 40 && (healthCount(after) < healthBefore + 3 || unmatchedCount(after) < 1); tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      after = await scrape();
    }
    expect(healthCount(after)).toBe(healthBefore + 3);
    expect(metricValue(after, 'bff_http_request_duration_seconds_count', { route: '/healthz', method: 'GET', status_class: '2xx' })).toBe(
      healthBefore + 3,
    );
    // Route patterns, never raw URLs: the product id and the unknown path do not become labels.
    expect(metricValue(after, 'bff_http_requests_total', { route: '/api/*', method: 'GET' })).toBeGreaterThanOrEqual(1);
    expect(
      metricValue(after, 'bff_http_requests_total', { route: 'unmatched', method: 'GET', status_class: '4xx' }),
    ).toBeGreaterThanOrEqual(1);
    expect(after).not.toContain('98765');
    expect(after).not.toContain('4821');
    // prom-client's default process metrics are there too.
    expect(after).toMatch(/^process_cpu_user_seconds_total /m);
    expect(after).toMatch(/^nodejs_eventloop_lag_seconds /m);
  });

  it('with METRICS_PORT, serves /metrics on that loopback port only, not on the main port', async () => {
    const port = await freePort();
    const kit = await setup({ env: { METRICS_PORT: String(port) } });
    await kit.api().get('/healthz').expect(200);
    const healthCount = (text: string) =>
      metricValue(text, 'bff_http_requests_total', { route: '/healthz', method: 'GET', status_class: '2xx' });
    let scraped = await fetchWhenUp(`http://127.0.0.1:${port}/metrics`);
    for (let tries = 0; tries < 40 && healthCount(scraped.text) < 1; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      scraped = await fetchText(`http://127.0.0.1:${port}/metrics`);
    }
    expect(scraped.status).toBe(200);
    expect(scraped.contentType).toMatch(/^text\/plain/);
    expect(healthCount(scraped.text)).toBeGreaterThanOrEqual(1);
    expect((await fetchText(`http://127.0.0.1:${port}/healthz`)).status).toBe(404);
    const mainPort = await kit.api().get('/metrics');
    expect(mainPort.status).toBe(404);
    expect(mainPort.text).not.toContain('bff_');
  });

  it('closes the metrics port with the app', async () => {
    const port = await freePort();
    const kit = await setup({ env: { METRICS_PORT: String(port) } });
    expect((await fetchWhenUp(`http://127.0.0.1:${port}/metrics`)).status).toBe(200);
    await kit.app.close();
    await expect(fetchText(`http://127.0.0.1:${port}/metrics`)).rejects.toThrow(/ECONNREFUSED/);
  });
});

describe('METRICS_* settings', () => {
  it('default to off, loopback host', () => {
    expect(parseEnv({}).metrics).toEqual({ port: undefined, host: '127.0.0.1', token: undefined });
  });

  it('name bad values without repeating the token', () => {
    let problems: string[] = [];
    try {
      parseEnv({ METRICS_PORT: '0', METRICS_TOKEN: 'short-secret' });
    } catch (error) {
      if (error instanceof ConfigError) problems = [...error.problems];
    }
    expect(problems.map((problem) => problem.split(':')[0]).sort()).toEqual(['METRICS_PORT', 'METRICS_TOKEN']);
    expect(problems.join('\n')).not.toContain('short-secret');
  });
});
