// The one client that talks to the mall backend: keep-alive undici pools with connect and response timeouts.
// The /api proxy and server-side rendering both go through `request`, in process. Streamed request bodies
// (multipart uploads, files) travel on a small pool of their own, so however slowly visitors upload, the
// main pool's connections stay free for reads and pages (docs/bff-contract.md, "Slow clients").
import { Pool, type Dispatcher } from 'undici';
import type { Logger } from 'pino';
import { setUpstreamPoolSource } from '../metrics/bff-metrics.ts';

/** Connections of the main pool (JSON calls, buffered bodies, page reads). */
export const MAIN_POOL_CONNECTIONS = 128;

export interface UpstreamRequest {
  method: string;
  /** path and query, e.g. /api/product/spu/lst?page=2 */
  path: string;
  headers: Record<string, string>;
  body?: Dispatcher.DispatchOptions['body'];
  reqId: string;
  /** gives up (also while waiting for a free connection) when aborted */
  signal?: AbortSignal;
}

export interface UpstreamCallLog {
  method: string;
  path: string;
  httpStatus: number | undefined;
  bodyStatus?: unknown;
  ms: number;
  reqId: string;
  error?: string;
  /** what a refusal held back from the browser (server/upstream/internal-answers.ts), logged whole once */
  hidden?: HiddenInternals;
}

export interface HiddenInternals {
  /** the rule the message matched; null when only debug blocks were dropped */
  rule: string | null;
  message: string;
  /** names of the debug blocks dropped from the refusal's data (their values are not logged: credentials) */
  debugKeys: string[];
}

/** How busy the main pool is: calls on a connection, and calls waiting for one. */
export interface PoolLoad {
  connections: number;
  running: number;
  queued: number;
}

export interface UpstreamClient {
  readonly origin: string;
  request(input: UpstreamRequest): Promise<Dispatcher.ResponseData>;
  /** One log line per backend call; the caller adds the body status once it has read the body. */
  logCall(entry: UpstreamCallLog): void;
  close(): Promise<void>;
}

/** The real client also tells how busy its main pool is (for /readyz). */
export interface PooledUpstreamClient extends UpstreamClient {
  mainPoolLoad(): PoolLoad;
}

export interface UpstreamClientOptions {
  baseUrl: string;
  timeoutMs: number;
  logger: Logger;
  /** connections of the upload pool: as many as uploads may run at once (MAX_UPLOADS) */
  uploadConnections: number;
}

/** A body read while it is sent (the visitor's upload), as opposed to bytes already in hand. */
export function isStreamedBody(body: UpstreamRequest['body']): boolean {
  if (typeof body !== 'object' || body === null || body instanceof Uint8Array) return false;
  return typeof (body as { pipe?: unknown }).pipe === 'function' || Symbol.asyncIterator in (body as object);
}

/** A call slower than this is logged at info even when it went well. */
export const SLOW_MALL_CALL_MS = 500;

/**
 * A quick call the mall answered with HTTP 200 and body status 200. Its request's own line already says it
 * went well, so at info level it costs a second line per request for nothing; it is logged at debug
 * (docs/bff-contract.md §8, docs/adr/0026).
 */
export function isRoutineCall(entry: UpstreamCallLog): boolean {
  const bodyOk = entry.bodyStatus === undefined || Number(entry.bodyStatus) === 200;
  return entry.httpStatus === 200 && bodyOk && entry.ms < SLOW_MALL_CALL_MS;
}

export function createUpstreamClient(options: UpstreamClientOptions): PooledUpstreamClient {
  const base = new URL(options.baseUrl);
  const basePath = base.pathname.replace(/\/+$/, '');
  const poolOptions = {
    pipelining: 1,
    keepAliveTimeout: 30_000,
    connectTimeout: options.timeoutMs,
    headersTimeout: options.timeoutMs,
    bodyTimeout: options.timeoutMs,
  };
  const main = new Pool(base.origin, { ...poolOptions, connections: MAIN_POOL_CONNECTIONS });
  const uploads = new Pool(base.origin, { ...poolOptions, connections: options.uploadConnections });
  const log = options.logger.child({ component: 'upstream' });
  // the pool gauge follows the main pool: the one every read and page depends on
  setUpstreamPoolSource(() => main.stats);

  return {
    origin: base.origin,
    request(input) {
      const pool = isStreamedBody(input.body) ? uploads : main;
      return pool.request({
        method: input.method as Dispatcher.HttpMethod,
        path: `${basePath}${input.path}`,
        headers: input.headers,
        body: input.body ?? null,
        ...(input.signal ? { signal: input.signal } : {}),
      });
    },
    logCall(entry) {
      const { error, ...rest } = entry;
      if (error) log.warn({ ...rest, err: error }, 'upstream call failed');
      else if (rest.hidden) log.warn(rest, 'upstream refusal held back from the browser');
      else if (isRoutineCall(entry)) log.debug(rest, 'upstream call');
      else log.info(rest, 'upstream call');
    },
    mainPoolLoad() {
      const stats = main.stats;
      return { connections: MAIN_POOL_CONNECTIONS, running: stats.running, queued: stats.queued };
    },
    close: async () => {
      await Promise.all([main.close(), uploads.close()]);
    },
  };
}
