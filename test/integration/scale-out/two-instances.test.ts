// Two BFF instances as production runs them (`server/main.ts`, separate processes, one Redis, one
// COOKIE_SECRET) behind deploy/nginx.conf's round-robin front, in front of the demo mall. Any instance may
// answer any request: the SMS limit is one limit, a login made on one is valid on the other, public data
// fetched by one is read by the other, a dead Redis degrades both to memory without an outage, and a
// killed instance costs at most its own in-flight requests. Needs the production build (npm test makes it),
// redis-server and nginx (.ci/run installs both).
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../../demo-mall/accounts/demo-accounts.ts';
import { startBffProcess, type BffProcess } from '../../helpers/bff/bff-process.ts';
import { startNginxFront, type NginxFront } from '../../helpers/bff/nginx-front.ts';
import { waitFor } from '../../helpers/bff/process-group.ts';
import { cookieHeader } from '../bff/bff-kit.ts';
import { metricValue } from '../metrics-text.ts';
import { freePort, startRedisServer, type RedisServer } from '../shared-state/redis-server.ts';
import { startCountedDemoMall, type CountedDemoMall } from './counted-demo-mall.ts';

const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const COOKIE_SECRET = 'scale-out-cookie-secret-0123456789abcdef';
const METRICS_TOKEN = 'scale-out-metrics-token-0123456789';
const SMS_PER_MINUTE = 5;
const CATEGORY_TREE = 'GET /api/store/product/category/lst';
const LISTING = '/api/product/spu/lst?page=1&limit=4';

let logDir = '';
let redis: RedisServer | undefined;
let mall: CountedDemoMall;
let bffs: BffProcess[] = [];
let front: NginxFront | undefined;

interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: JSON answers of many shapes, read field by field in the assertions
  body: any;
  headers: Headers;
}

async function call(url: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}): Promise<Answer> {
  const response = await fetch(url, {
    method: init.method ?? 'GET',
    headers: { accept: 'application/json', ...(init.body === undefined ? {} : { 'content-type': 'application/json' }), ...init.headers },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    signal: AbortSignal.timeout(15_000),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // A page, not JSON.
  }
  return { status: response.status, body, headers: response.headers };
}

const frontUrl = () => {
  if (!front) throw new Error('the front is not running');
  return front.url;
};

/** As a browser on the front's origin would post. */
const postThroughFront = (pathname: string, body: unknown) =>
  call(`${frontUrl()}${pathname}`, { method: 'POST', body, headers: { origin: frontUrl() } });

async function scrape(bff: BffProcess): Promise<string> {
  const response = await fetch(`${bff.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  expect(response.status).toBe(200);
  return response.text();
}

async function readyz(bff: BffProcess): Promise<Answer> {
  return call(`${bff.url}/readyz`);
}

/** A slider fetched and checked through the front, solved with the demo mall's remembered answer. */
async function captchaVerificationThroughFront(): Promise<string> {
  const captcha = await call(`${frontUrl()}/bff/captcha?type=blockPuzzle&clientUid=scale-out`);
  expect(captcha.status).toBe(200);
  const token = String(captcha.body.data.token);
  const answer = await call(`${mall.url}/__test/captcha/${token}`);
  const pointJson = JSON.stringify({ x: Number(answer.body.x), y: 5 });
  const check = await postThroughFront('/bff/captcha/check', { type: 'blockPuzzle', token, pointJson });
  expect(check.status).toBe(200);
  return String(check.body.data.captchaVerification);
}

async function distinctFreePorts(count: number): Promise<number[]> {
  const ports = new Set<number>();
  while (ports.size < count) ports.add(await freePort());
  return [...ports];
}

beforeAll(async () => {
  if (!existsSync(path.join(PROJECT_ROOT, 'dist', 'server', 'entry.mjs'))) {
    throw new Error('No production build in dist/: run "npm run build" first (npm test builds it before vitest)');
  }
  logDir = mkdtempSync(path.join(tmpdir(), 'mall-scale-out-'));
  redis = await startRedisServer();
  mall = await startCountedDemoMall();
  const [portA = 0, portB = 0, frontPort = 0] = await distinctFreePorts(3);
  const env = {
    NODE_ENV: 'production',
    MALL_API_URL: mall.url,
    REDIS_URL: redis.url,
    REDIS_KEY_PREFIX: `scale${process.pid}:`,
    COOKIE_SECRET,
    // nginx is the one proxy hop; the client address comes from its X-Forwarded-For.
    TRUST_PROXY: '1',
    RATE_LIMIT_SMS_PER_MINUTE: String(SMS_PER_MINUTE),
    METRICS_TOKEN,
    UPSTREAM_TIMEOUT_MS: '10000',
    LOG_LEVEL: 'warn',
  };
  bffs = await Promise.all(
    [
      ['bff-a', portA],
      ['bff-b', portB],
    ].map(([name, port]) => startBffProcess({ name: String(name), port: Number(port), projectRoot: PROJECT_ROOT, env, logDir })),
  );
  front = await startNginxFront({ projectRoot: PROJECT_ROOT, port: frontPort, instancePorts: bffs.map((bff) => bff.port) });
}, 120_000);

afterAll(async () => {
  await front?.stop();
  await Promise.all(bffs.map((bff) => bff.process.kill('SIGKILL')));
  await redis?.stop();
  await mall?.close();
  if (logDir) rmSync(logDir, { recursive: true, force: true });
}, 30_000);

describe('two BFF instances behind nginx, sharing Redis', () => {
  it('both start shared through Redis, and the front hides /metrics', async () => {
    for (const bff of bffs) {
      const ready = await readyz(bff);
      expect(ready.status).toBe(200);
      expect(ready.body).toEqual({ status: 'ready', sharedState: { backend: 'redis', degraded: false } });
    }
    expect((await call(`${frontUrl()}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).status).toBe(404);
  });

  it(`holds the SMS limit across both: ${SMS_PER_MINUTE} sent in total, the next five refused, while requests alternate`, async () => {
    const phones = Array.from({ length: 10 }, (_, index) => `1391234${String(index).padStart(4, '0')}`);
    const verifications: string[] = [];
    for (let index = 0; index < phones.length; index += 1) verifications.push(await captchaVerificationThroughFront());

    const logged = front?.accessLog().length ?? 0;
    const statuses: number[] = [];
    for (const [index, phone] of phones.entries()) {
      const sent = await postThroughFront('/api/auth/verify', {
        phone,
        type: 'login',
        captchaType: 'blockPuzzle',
        captchaVerification: verifications[index],
      });
      statuses.push(sent.status);
      if (sent.status === 429) {
        expect(sent.body).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
        expect(Number(sent.headers.get('retry-after'))).toBeGreaterThan(0);
      } else {
        expect(sent.body).toEqual({ status: 200, message: '短信发送成功' });
      }
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429, 429, 429]);

    // Round robin: each request went to the other instance than the one before.
    const verifyUpstreams = () =>
      (front?.accessLog() ?? [])
        .slice(logged)
        .filter((entry) => entry.uri === '/api/auth/verify')
        .map((entry) => entry.upstreams.at(-1));
    // nginx writes a request's log line after its answer has gone out: the tenth line may come a moment later
    await waitFor(
      async () => verifyUpstreams().length >= 10,
      2_000,
      () => `nginx logged ${verifyUpstreams().length} of 10 verify calls`,
    );
    const servedBy = verifyUpstreams();
    expect(servedBy).toHaveLength(10);
    expect(new Set(servedBy).size).toBe(2);
    for (let index = 1; index < servedBy.length; index += 1) expect(servedBy[index]).not.toBe(servedBy[index - 1]);

    // The mall sent exactly the first five codes; both instances refused, five in all.
    expect(mall.calls('POST /api/auth/verify')).toBe(SMS_PER_MINUTE);
    expect(phones.map((phone) => mall.context.accounts.latestSms(phone) !== undefined)).toEqual(statuses.map((status) => status === 200));
    const refusals = await Promise.all(
      bffs.map(async (bff) => metricValue(await scrape(bff), 'bff_rate_limit_refusals_total', { bucket: 'sms' })),
    );
    expect(refusals.reduce((sum, count) => sum + count, 0)).toBe(5);
    expect(Math.min(...refusals)).toBeGreaterThan(0);
  }, 60_000);

  it('accepts on one instance a login made on the other', async () => {
    const account = DEMO_ACCOUNTS[0];
    if (!account) throw new Error('no demo account');
    const [first, second] = bffs;
    if (!first || !second) throw new Error('two instances expected');
    const login = await call(`${first.url}/api/auth/login`, {
      method: 'POST',
      body: { account: account.phone, password: DEMO_PASSWORD, user_type: 'pc' },
    });
    expect(login.status).toBe(200);
    const cookies = cookieHeader({ 'set-cookie': login.headers.getSetCookie() });
    expect(cookies).not.toBe('');

    for (const bff of [second, first]) {
      const session = await call(`${bff.url}/bff/session`, { headers: { cookie: cookies } });
      expect(session.status).toBe(200);
      expect(session.body.data).toMatchObject({ loggedIn: true, user: { uid: account.uid, nickname: account.nickname } });
      // The other instance reads the token from the cookie and sends it to the mall.
      const user = await call(`${bff.url}/api/user`, { headers: { cookie: cookies } });
      expect(user.status).toBe(200);
      expect(user.body.data).toMatchObject({ uid: account.uid });
    }
    // A cookie signed with another secret is nobody's login.
    const forged = cookies.replace(/=([^;.]+)\.[^;]+/g, '=$1.forgedsignature');
    const stranger = await call(`${second.url}/bff/session`, { headers: { cookie: forged } });
    expect(stranger.body.data).toMatchObject({ loggedIn: false });
  });

  it('shares cached public data: the second instance reads what the first fetched, without calling the mall', async () => {
    const [first, second] = bffs;
    if (!first || !second) throw new Error('two instances expected');
    expect(mall.calls(CATEGORY_TREE)).toBe(0);
    const fromFirst = await call(`${first.url}/bff/suggest?q=${encodeURIComponent('办公')}`);
    expect(fromFirst.status).toBe(200);
    expect(mall.calls(CATEGORY_TREE)).toBe(1);
    const categories = (answer: Answer) => (answer.body.data.items as { kind: string }[]).filter((item) => item.kind === 'category');
    expect(categories(fromFirst).length).toBeGreaterThan(0);

    const freshBefore = metricValue(await scrape(second), 'bff_cache_lookups_total', { namespace: 'public', outcome: 'fresh' });
    const fromSecond = await call(`${second.url}/bff/suggest?q=${encodeURIComponent('办公')}`);
    expect(fromSecond.status).toBe(200);
    expect(categories(fromSecond)).toEqual(categories(fromFirst));
    expect(mall.calls(CATEGORY_TREE)).toBe(1);
    expect(metricValue(await scrape(second), 'bff_cache_lookups_total', { namespace: 'public', outcome: 'fresh' })).toBe(freshBefore + 1);

    // Pages: the layout's public reads are fetched once for both instances.
    const firstPage = await call(`${first.url}/`, { headers: { accept: 'text/html' } });
    expect(firstPage.status).toBe(200);
    expect(mall.calls('GET /api/pc/config')).toBe(1);
    const secondPage = await call(`${second.url}/`, { headers: { accept: 'text/html' } });
    expect(secondPage.status).toBe(200);
    expect(mall.calls('GET /api/pc/config')).toBe(1);
    expect(mall.calls('GET /api/pc/home')).toBe(1);
    expect(mall.calls(CATEGORY_TREE)).toBe(1);
  }, 30_000);

  it('keeps both serving from memory while Redis is down, /readyz says degraded, and shares again once it is back', async () => {
    /** Waits until every instance's /readyz reports the shared state `degraded` as expected. */
    const untilEachReports = async (degraded: boolean, withinMs: number, failure: string) => {
      for (const bff of bffs) {
        await waitFor(
          async () => (await readyz(bff)).body?.sharedState?.degraded === degraded,
          withinMs,
          () => `${bff.name} ${failure}`,
        );
      }
    };
    await redis?.kill();
    await untilEachReports(true, 10_000, 'never reported a degraded shared state');
    for (let index = 0; index < 6; index += 1) {
      expect((await call(`${frontUrl()}${LISTING}`)).status).toBe(200);
      expect((await call(`${frontUrl()}/bff/suggest?q=${encodeURIComponent('办公')}`)).status).toBe(200);
    }
    for (const bff of bffs) {
      const ready = await readyz(bff);
      expect(ready.status).toBe(200);
      expect(ready.body).toMatchObject({ status: 'ready', sharedState: { backend: 'memory', degraded: true } });
      expect(ready.body.sharedState.reason).toMatch(/^redis unreachable: /);
      expect(metricValue(await scrape(bff), 'bff_shared_state_degraded')).toBe(1);
      expect(bff.log()).toContain('shared state degraded: still ready');
    }

    await redis?.restart();
    await untilEachReports(false, 15_000, 'did not go back to Redis');
    for (const bff of bffs) expect((await readyz(bff)).body.sharedState).toEqual({ backend: 'redis', degraded: false });
  }, 60_000);

  it('loses at most the in-flight requests of an instance killed during a burst, and none after', async () => {
    const victim = bffs[1];
    if (!victim) throw new Error('two instances expected');
    const TOTAL = 200;
    const CONCURRENCY = 8;
    const KILL_AFTER = 60;
    const results: { startedAt: number; status?: number; error?: string }[] = [];
    let next = 0;
    let finished = 0;
    let killedAt = Number.POSITIVE_INFINITY;
    let killing: Promise<void> | undefined;
    const started = performance.now();

    const worker = async () => {
      while (next < TOTAL) {
        const index = next;
        next += 1;
        const startedAt = performance.now();
        try {
          const response = await fetch(`${frontUrl()}${LISTING}`, { signal: AbortSignal.timeout(15_000) });
          await response.arrayBuffer();
          results[index] = { startedAt, status: response.status };
        } catch (error) {
          results[index] = { startedAt, error: (error as Error).message };
        }
        finished += 1;
        if (finished === KILL_AFTER) {
          killing = victim.process.kill('SIGKILL').then(() => {
            killedAt = performance.now();
          });
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    await killing;
    const seconds = (performance.now() - started) / 1000;

    expect(victim.process.running()).toBe(false);
    expect(results).toHaveLength(TOTAL);
    const failed = results.filter((result) => result.status !== 200);
    const afterKill = results.filter((result) => result.startedAt > killedAt);
    const retried = (front?.accessLog() ?? []).filter((entry) => entry.uri === LISTING && entry.upstreams.length > 1).length;
    console.log(
      `scale-out burst: ${TOTAL} GETs in ${seconds.toFixed(1)} s, ${failed.length} lost, ${retried} retried on the other instance by nginx, ` +
        `${afterKill.length} started after the kill`,
    );
    expect(TOTAL - failed.length).toBeGreaterThanOrEqual(Math.ceil(TOTAL * 0.95));
    for (const failure of failed) expect(failure.status === 502 || failure.error !== undefined).toBe(true);
    expect(afterKill.length).toBeGreaterThan(0);
    expect(afterKill.every((result) => result.status === 200)).toBe(true);
    // The survivor keeps answering.
    expect((await call(`${frontUrl()}${LISTING}`)).status).toBe(200);
  }, 60_000);
});
