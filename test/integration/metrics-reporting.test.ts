// The reporting functions other modules call (upstream client, rate limiter, login expiry, shared state)
// move their figures, and label values stay a bounded set whatever is passed in.
import { describe, expect, it } from 'vitest';
import {
  countCacheLookup,
  countLoginExpired,
  countRateLimitRefusal,
  metricsText,
  observeHttpRequest,
  observeUpstream,
  setUpstreamPoolSource,
  watchSharedState,
} from '../../server/metrics/bff-metrics.ts';
import { boundedLabel, methodLabel, statusClass } from '../../server/metrics/bounded-label.ts';
import { upstreamOutcome } from '../../server/metrics/upstream-outcome.ts';
import { createSharedState } from '../../server/shared-state/shared-state.ts';
import { metricValue } from './metrics-text.ts';

const quietLogger = { warn: () => undefined, info: () => undefined };

describe('metrics reporting', () => {
  it('observeUpstream counts calls and time by endpoint and outcome', async () => {
    const before = await metricsText();
    observeUpstream({ endpoint: 'product.detail', outcome: 'ok', seconds: 0.03 });
    observeUpstream({ endpoint: 'product.detail', outcome: 'ok', seconds: 0.07 });
    observeUpstream({ endpoint: 'product.detail', outcome: 'timeout', seconds: 10 });
    const after = await metricsText();
    const ok = { endpoint: 'product.detail', outcome: 'ok' };
    expect(metricValue(after, 'bff_upstream_request_duration_seconds_count', ok)).toBe(
      metricValue(before, 'bff_upstream_request_duration_seconds_count', ok) + 2,
    );
    expect(metricValue(after, 'bff_upstream_request_duration_seconds_sum', ok)).toBeCloseTo(
      metricValue(before, 'bff_upstream_request_duration_seconds_sum', ok) + 0.1,
    );
    expect(metricValue(after, 'bff_upstream_request_duration_seconds_bucket', { ...ok, le: '0.05' })).toBe(
      metricValue(before, 'bff_upstream_request_duration_seconds_bucket', { ...ok, le: '0.05' }) + 1,
    );
    expect(metricValue(after, 'bff_upstream_request_duration_seconds_count', { endpoint: 'product.detail', outcome: 'timeout' })).toBe(
      metricValue(before, 'bff_upstream_request_duration_seconds_count', { endpoint: 'product.detail', outcome: 'timeout' }) + 1,
    );
  });

  it('upstreamOutcome names how a call ended, as the error catalogue does', () => {
    const failure = (code: string) => Object.assign(new Error(code), { code });
    expect(upstreamOutcome({ statusCode: 200 })).toBe('ok');
    expect(upstreamOutcome({ statusCode: 404 })).toBe('ok');
    expect(upstreamOutcome({ statusCode: 502 })).toBe('error_status');
    expect(upstreamOutcome({ error: failure('UND_ERR_HEADERS_TIMEOUT') })).toBe('timeout');
    expect(upstreamOutcome({ error: failure('UND_ERR_BODY_TIMEOUT') })).toBe('timeout');
    expect(upstreamOutcome({ error: failure('UPSTREAM_TIMEOUT') })).toBe('timeout');
    expect(upstreamOutcome({ error: failure('UPSTREAM_BAD_RESPONSE') })).toBe('bad_response');
    expect(upstreamOutcome({ error: failure('ECONNREFUSED') })).toBe('unreachable');
    expect(upstreamOutcome({ error: failure('UND_ERR_CONNECT_TIMEOUT') })).toBe('unreachable');
    expect(upstreamOutcome({ error: 'strange' })).toBe('unreachable');
  });

  it('counts rate-limit refusals by bucket and expired logins', async () => {
    const before = await metricsText();
    countRateLimitRefusal('sms');
    countRateLimitRefusal('sms');
    countRateLimitRefusal('login');
    countLoginExpired();
    const after = await metricsText();
    const moved = (name: string, labels: Record<string, string> = {}) =>
      metricValue(after, name, labels) - metricValue(before, name, labels);
    expect(moved('bff_rate_limit_refusals_total', { bucket: 'sms' })).toBe(2);
    expect(moved('bff_rate_limit_refusals_total', { bucket: 'login' })).toBe(1);
    expect(moved('bff_login_expired_total')).toBe(1);
  });

  it('reads the upstream pool at scrape time through the callback, until unsubscribed', async () => {
    let running = 3;
    const unsubscribe = setUpstreamPoolSource(() => ({ connected: 5, free: 2, pending: 0, queued: 1, running, size: 4 }));
    expect(metricValue(await metricsText(), 'bff_upstream_pool', { state: 'running' })).toBe(3);
    running = 7;
    const text = await metricsText();
    expect(metricValue(text, 'bff_upstream_pool', { state: 'running' })).toBe(7);
    expect(metricValue(text, 'bff_upstream_pool', { state: 'connected' })).toBe(5);
    unsubscribe();
    expect(await metricsText()).not.toMatch(/^bff_upstream_pool\{/m);
  });

  it('reports cache lookups, memory cache size and the degraded flag from the shared state', async () => {
    const state = await createSharedState({
      redisUrl: undefined,
      keyPrefix: 'metrics-test:',
      commandTimeoutMs: 200,
      logger: quietLogger,
      onCacheLookup: countCacheLookup,
    });
    const unwatch = watchSharedState(state);
    try {
      const before = await metricsText();
      const cache = state.cache('public', { freshMs: 60_000, staleMs: 0 });
      await cache.get('config', async () => ({ site_name: '东联工业品商城' }));
      await cache.get('config', async () => ({ site_name: 'unused' }));
      await cache.get('config', async () => ({ site_name: 'unused' }));
      const after = await metricsText();
      const moved = (outcome: string) =>
        metricValue(after, 'bff_cache_lookups_total', { namespace: 'public', outcome }) -
        metricValue(before, 'bff_cache_lookups_total', { namespace: 'public', outcome });
      expect([moved('miss'), moved('fresh'), moved('stale')]).toEqual([1, 2, 0]);
      expect(metricValue(after, 'bff_cache_memory_entries')).toBe(1);
      expect(metricValue(after, 'bff_cache_memory_bytes')).toBe(state.memoryCacheStats().bytes);
      expect(metricValue(after, 'bff_shared_state_degraded')).toBe(0);
    } finally {
      unwatch();
      await state.close();
    }
  });

  it('keeps label sets bounded: excess values become "other", unknown methods and statuses are grouped', async () => {
    const label = boundedLabel(3);
    expect(['a', 'b', 'c', 'd', 'a', 'e'].map(label)).toEqual(['a', 'b', 'c', 'other', 'a', 'other']);
    expect(methodLabel('PROPFIND')).toBe('OTHER');
    expect([statusClass(204), statusClass(302), statusClass(429), statusClass(503), statusClass(999)]).toEqual([
      '2xx',
      '3xx',
      '4xx',
      '5xx',
      'other',
    ]);

    for (let index = 0; index < 400; index += 1) {
      observeHttpRequest({ route: `/goods_detail/${index}`, method: 'GET', statusCode: 200, seconds: 0.001 });
    }
    const routes = new Set(
      [...(await metricsText()).matchAll(/^bff_http_requests_total\{[^}]*route="([^"]*)"/gm)].map((match) => match[1]),
    );
    expect(routes.size).toBeLessThanOrEqual(201);
    expect(routes.has('other')).toBe(true);
  });
});
