// The BFF's Prometheus metrics, one registry per process. Other modules report through the small
// functions below (no prom-client types leak out); GET /metrics serves `metricsText()` (metrics-plugin.ts).
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { boundedLabel, methodLabel, statusClass } from './bounded-label.ts';

export const registry = new Registry();
collectDefaultMetrics({ register: registry });

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const httpRequests = new Counter({
  name: 'bff_http_requests_total',
  help: 'HTTP requests answered, by route pattern, method and status class',
  labelNames: ['route', 'method', 'status_class'] as const,
  registers: [registry],
});
const httpDuration = new Histogram({
  name: 'bff_http_request_duration_seconds',
  help: 'Time to answer an HTTP request, by route pattern, method and status class',
  labelNames: ['route', 'method', 'status_class'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [registry],
});
const upstreamDuration = new Histogram({
  name: 'bff_upstream_request_duration_seconds',
  help: 'Mall backend calls: time and outcome by endpoint key (the _count series counts calls)',
  labelNames: ['endpoint', 'outcome'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [registry],
});
const cacheLookups = new Counter({
  name: 'bff_cache_lookups_total',
  help: 'Shared cache lookups by namespace and outcome (fresh and stale are hits)',
  labelNames: ['namespace', 'outcome'] as const,
  registers: [registry],
});
const rateLimitRefusals = new Counter({
  name: 'bff_rate_limit_refusals_total',
  help: 'Requests refused with 429, by rate-limit bucket',
  labelNames: ['bucket'] as const,
  registers: [registry],
});
const loginsExpired = new Counter({
  name: 'bff_login_expired_total',
  help: 'Mall answers that ended a login (auth cookies cleared)',
  registers: [registry],
});

const routeLabel = boundedLabel(200);
const endpointLabel = boundedLabel(200);
const bucketLabel = boundedLabel(20);
const namespaceLabel = boundedLabel(20);

/** `route` is the route pattern (e.g. '/api/*'), never the raw URL; undefined for unmatched requests. */
export function observeHttpRequest(input: { route: string | undefined; method: string; statusCode: number; seconds: number }): void {
  const labels = {
    route: routeLabel(input.route ?? 'unmatched'),
    method: methodLabel(input.method),
    status_class: statusClass(input.statusCode),
  };
  httpRequests.inc(labels);
  httpDuration.observe(labels, input.seconds);
}

/**
 * `observeHttpRequest` for answers whose route, method and status never change (the guest fast lane): the labels are
 * looked up once, not on every answer.
 */
export function boundHttpObserver(input: { route: string; method: string; statusCode: number }): (seconds: number) => void {
  const labels = { route: routeLabel(input.route), method: methodLabel(input.method), status_class: statusClass(input.statusCode) };
  const requests = httpRequests.labels(labels);
  const duration = httpDuration.labels(labels);
  return (seconds) => {
    requests.inc();
    duration.observe(seconds);
  };
}

/**
 * One mall backend call. `endpoint` is a key from a fixed table (never a URL with ids in it); `outcome`
 * says how it ended (upstreamOutcome() in upstream-outcome.ts derives it from a status or an error).
 */
export type UpstreamOutcome = 'ok' | 'error_status' | 'timeout' | 'unreachable' | 'bad_response';

export function observeUpstream(input: { endpoint: string; outcome: UpstreamOutcome; seconds: number }): void {
  upstreamDuration.observe({ endpoint: endpointLabel(input.endpoint), outcome: input.outcome }, input.seconds);
}

export function countCacheLookup(namespace: string, outcome: 'fresh' | 'stale' | 'miss'): void {
  cacheLookups.inc({ namespace: namespaceLabel(namespace), outcome });
}

export function countRateLimitRefusal(bucket: string): void {
  rateLimitRefusals.inc({ bucket: bucketLabel(bucket) });
}

export function countLoginExpired(): void {
  loginsExpired.inc();
}

/** The fields of undici's Pool#stats that are reported. */
export interface UpstreamPoolStats {
  connected: number;
  free: number;
  pending: number;
  queued: number;
  running: number;
  size: number;
}

const POOL_FIELDS = ['connected', 'free', 'pending', 'queued', 'running', 'size'] as const;
let poolSource: (() => UpstreamPoolStats) | undefined;

new Gauge({
  name: 'bff_upstream_pool',
  help: 'The mall backend connection pool at scrape time (undici Pool#stats): connections and requests by state',
  labelNames: ['state'] as const,
  registers: [registry],
  collect() {
    this.reset();
    const stats = poolSource?.();
    if (stats) for (const field of POOL_FIELDS) this.set({ state: field }, stats[field]);
  },
});

/** Reads the pool at each scrape, e.g. `setUpstreamPoolSource(() => pool.stats)`; returns an unsubscribe. */
export function setUpstreamPoolSource(source: () => UpstreamPoolStats): () => void {
  poolSource = source;
  return () => {
    if (poolSource === source) poolSource = undefined;
  };
}

/** What the shared state reports at each scrape (SharedState satisfies it). */
export interface SharedStateSource {
  health(): { degraded: boolean };
  memoryCacheStats(): { entries: number; bytes: number };
}

let sharedStateSource: SharedStateSource | undefined;

new Gauge({
  name: 'bff_cache_memory_entries',
  help: "Entries in this instance's memory cache (the cache without Redis, the fallback with it)",
  registers: [registry],
  collect() {
    this.set(sharedStateSource?.memoryCacheStats().entries ?? 0);
  },
});
new Gauge({
  name: 'bff_cache_memory_bytes',
  help: "Bytes of JSON in this instance's memory cache",
  registers: [registry],
  collect() {
    this.set(sharedStateSource?.memoryCacheStats().bytes ?? 0);
  },
});
new Gauge({
  name: 'bff_shared_state_degraded',
  help: '1 while Redis is configured but out of reach (rate limits and cache per instance), else 0',
  registers: [registry],
  collect() {
    this.set(sharedStateSource?.health().degraded ? 1 : 0);
  },
});

/** Reports the shared state's memory cache size and degraded flag; returns an unsubscribe. */
export function watchSharedState(source: SharedStateSource): () => void {
  sharedStateSource = source;
  return () => {
    if (sharedStateSource === source) sharedStateSource = undefined;
  };
}

export function metricsText(): Promise<string> {
  return registry.metrics();
}

export const METRICS_CONTENT_TYPE = registry.contentType;

/** What an answer cache reports at each scrape (server/cache/answer-cache.ts satisfies it). */
export interface EncodedCopiesSource {
  encodedStats(): { entries: number; bytes: number };
}

let answerCaches: Readonly<Record<string, EncodedCopiesSource>> = {};

new Gauge({
  name: 'bff_cache_encoded_entries',
  help: 'Kept answers this instance holds encoded (and compressed) for sending, by cache namespace',
  labelNames: ['namespace'] as const,
  registers: [registry],
  collect() {
    this.reset();
    for (const [namespace, source] of Object.entries(answerCaches)) this.set({ namespace }, source.encodedStats().entries);
  },
});
new Gauge({
  name: 'bff_cache_encoded_bytes',
  help: 'Bytes of those encoded and compressed copies, by cache namespace (bounded: docs/bff-contract.md §1.1)',
  labelNames: ['namespace'] as const,
  registers: [registry],
  collect() {
    this.reset();
    for (const [namespace, source] of Object.entries(answerCaches)) this.set({ namespace }, source.encodedStats().bytes);
  },
});

/** Reports the answer caches' encoded copies at each scrape; returns an unsubscribe. */
export function watchAnswerCaches(sources: Readonly<Record<string, EncodedCopiesSource>>): () => void {
  answerCaches = sources;
  return () => {
    if (answerCaches === sources) answerCaches = {};
  };
}
