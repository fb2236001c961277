// The shared state and the metrics as buildApp wires them, in one process against a fake mall: what /readyz
// says, and which figures move for mall calls, refusals, expired logins, the pool and the public cache.
import { afterEach, describe, expect, it } from 'vitest';
import { closeAll, logIn, setup, type Kit } from '../bff/bff-kit.ts';
import { metricValue } from '../metrics-text.ts';
import { freePort } from '../shared-state/redis-server.ts';

afterEach(closeAll);

const TOKEN = 'metrics-token-0123456789abcdef';

async function scrape(kit: Kit): Promise<string> {
  const response = await kit.api().get('/metrics').set('authorization', `Bearer ${TOKEN}`);
  expect(response.status).toBe(200);
  return response.text;
}

/** onResponse (and so the HTTP figures) may run just after the client has its answer: scrape until `ready`. */
async function scrapeUntil(kit: Kit, ready: (text: string) => boolean): Promise<string> {
  let text = await scrape(kit);
  for (let tries = 0; tries < 40 && !ready(text); tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    text = await scrape(kit);
  }
  return text;
}

describe('/readyz and the shared state', () => {
  it('reports the memory backend, not degraded, when REDIS_URL is unset', async () => {
    const kit = await setup();
    const response = await kit.api().get('/readyz');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ready', sharedState: { backend: 'memory', degraded: false } });
  });

  it('stays ready while Redis is out of reach, says degraded and why, and logs it once', async () => {
    const closedPort = await freePort();
    const kit = await setup({ env: { REDIS_URL: `redis://:hunter2-secret@127.0.0.1:${closedPort}/0` } });
    for (let index = 0; index < 3; index += 1) {
      const response = await kit.api().get('/readyz');
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ status: 'ready', sharedState: { backend: 'memory', degraded: true } });
      expect(response.body.sharedState.reason).toMatch(/^redis unreachable: /);
      expect(response.text).not.toContain('hunter2-secret');
    }
    const said = kit.logs.lines().filter((line) => String(line.msg).startsWith('shared state degraded: still ready'));
    expect(said).toHaveLength(1);
    expect(said[0]?.level).toBe(40);
    expect(kit.logs.text()).not.toContain('hunter2-secret');
    // The limits still hold, per instance, in memory.
    const sms = { phone: '13800000001', captchaType: 'blockPuzzle', captchaVerification: 'x---y' };
    kit.mall.on('POST /api/auth/verify', { status: 200, message: '短信发送成功' });
    const statuses: number[] = [];
    for (let index = 0; index < 6; index += 1) statuses.push((await kit.api().post('/api/auth/verify').send(sms)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('keeps the shared-state health in the answer when the mall is down', async () => {
    const down = await setup();
    const mallUrl = down.mall.url;
    await down.mall.close();
    const kit = await setup({ mallUrl });
    const response = await kit.api().get('/readyz');
    expect(response.status).toBe(503);
    expect(response.body).toMatchObject({ status: 'unavailable', sharedState: { backend: 'memory', degraded: false } });
  });
});

describe('figures buildApp reports', () => {
  it('mall calls by endpoint pattern and outcome, never with the ids of the URL', async () => {
    const kit = await setup({ env: { METRICS_TOKEN: TOKEN } });
    const endpoint = 'GET /api/store/product/detail/:id';
    const calls = (text: string, outcome: string) =>
      metricValue(text, 'bff_upstream_request_duration_seconds_count', { endpoint, outcome });
    const before = await scrape(kit);
    kit.mall.on('GET /api/store/product/detail/98765', { status: 200, message: 'success', data: { id: 98765 } });
    kit.mall.on('GET /api/store/product/detail/43210', (_request, reply) => reply.code(503).send('busy'));
    await kit.api().get('/api/store/product/detail/98765?cid=1').expect(200);
    await kit.api().get('/api/store/product/detail/98765').expect(200);
    await kit.api().get('/api/store/product/detail/43210').expect(502);
    const after = await scrape(kit);
    expect(calls(after, 'ok') - calls(before, 'ok')).toBe(2);
    expect(calls(after, 'bad_response') - calls(before, 'bad_response')).toBe(1);
    expect(after).not.toContain('98765');
    expect(after).not.toContain('43210');
    // The pool is read at scrape time.
    expect(after).toMatch(/^bff_upstream_pool\{state="size"\} \d+$/m);
  });

  it('rate-limit refusals by bucket', async () => {
    const kit = await setup({ env: { METRICS_TOKEN: TOKEN, RATE_LIMIT_SMS_PER_MINUTE: '2' } });
    kit.mall.on('POST /api/auth/verify', { status: 200, message: '短信发送成功' });
    const refusals = (text: string) => metricValue(text, 'bff_rate_limit_refusals_total', { bucket: 'sms' });
    const before = await scrape(kit);
    const sms = { phone: '13800000001', captchaType: 'blockPuzzle', captchaVerification: 'x---y' };
    const statuses: number[] = [];
    for (let index = 0; index < 5; index += 1) statuses.push((await kit.api().post('/api/auth/verify').send(sms)).status);
    expect(statuses).toEqual([200, 200, 429, 429, 429]);
    expect(refusals(await scrape(kit)) - refusals(before)).toBe(3);
  });

  it('a login the mall ends, through the proxy and through /bff/session; a guest refused is not one', async () => {
    const kit = await setup({ env: { METRICS_TOKEN: TOKEN } });
    const expired = (text: string) => metricValue(text, 'bff_login_expired_total');
    const cookies = await logIn(kit, false);
    kit.mall.on('GET /api/user', { status: 410000, message: '登录已过期，请重新登录' });
    kit.mall.on('GET /api/user/cart/count', { status: 410000, message: '登录已过期，请重新登录' });
    const before = await scrape(kit);
    await kit.api().get('/api/user/cart/count').expect(401);
    expect(expired(await scrape(kit)) - expired(before)).toBe(0);
    await kit.api().get('/api/user/cart/count').set('cookie', cookies).expect(401);
    const session = await kit.api().get('/bff/session').set('cookie', cookies);
    expect(session.body.data.loggedIn).toBe(false);
    expect(expired(await scrape(kit)) - expired(before)).toBe(2);
  });

  it('public data through the shared cache: a miss, then fresh hits', async () => {
    const kit = await setup({ env: { METRICS_TOKEN: TOKEN } });
    const lookups = (text: string, outcome: string) => metricValue(text, 'bff_cache_lookups_total', { namespace: 'public', outcome });
    const before = await scrape(kit);
    for (let index = 0; index < 3; index += 1) await kit.api().get('/bff/suggest?q=扳手').expect(200);
    const after = await scrapeUntil(kit, (text) => lookups(text, 'fresh') - lookups(before, 'fresh') >= 2);
    expect(lookups(after, 'miss') - lookups(before, 'miss')).toBe(1);
    expect(lookups(after, 'fresh') - lookups(before, 'fresh')).toBe(2);
    expect(kit.mall.requests.filter((request) => request.url === '/api/store/product/category/lst')).toHaveLength(1);
    expect(metricValue(after, 'bff_cache_memory_entries')).toBeGreaterThanOrEqual(1);
    expect(metricValue(after, 'bff_shared_state_degraded')).toBe(0);
  });
});
