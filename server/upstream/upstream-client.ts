// The one client that talks to the mall backend: a single keep-alive undici pool with connect and
// response timeouts. The /api proxy and server-side rendering both go through `request`, in process.
import { Pool, type Dispatcher } from 'undici';
import type { Logger } from 'pino';
import { setUpstreamPoolSource } from '../metrics/bff-metrics.ts';

export interface UpstreamRequest {
  method: string;
  /** path and query, e.g. /api/product/spu/lst?page=2 */
  path: string;
  headers: Record<string, string>;
  body?: Dispatcher.DispatchOptions['body'];
  reqId: string;
}

export interface UpstreamCallLog {
  method: string;
  path: string;
  httpStatus: number | undefined;
  bodyStatus?: unknown;
  ms: number;
  reqId: string;
  error?: string;
}

export interface UpstreamClient {
  readonly origin: string;
  request(input: UpstreamRequest): Promise<Dispatcher.ResponseData>;
  /** One log line per backend call; the caller adds the body status once it has read the body. */
  logCall(entry: UpstreamCallLog): void;
  close(): Promise<void>;
}

export function createUpstreamClient(options: { baseUrl: string; timeoutMs: number; logger: Logger }): UpstreamClient {
  const base = new URL(options.baseUrl);
  const basePath = base.pathname.replace(/\/+$/, '');
  const pool = new Pool(base.origin, {
    connections: 128,
    pipelining: 1,
    keepAliveTimeout: 30_000,
    connectTimeout: options.timeoutMs,
    headersTimeout: options.timeoutMs,
    bodyTimeout: options.timeoutMs,
  });
  const log = options.logger.child({ component: 'upstream' });
  setUpstreamPoolSource(() => pool.stats);

  return {
    origin: base.origin,
    request(input) {
      return pool.request({
        method: input.method as Dispatcher.HttpMethod,
        path: `${basePath}${input.path}`,
        headers: input.headers,
        body: input.body ?? null,
      });
    },
    logCall(entry) {
      const { error, ...rest } = entry;
      if (error) log.warn({ ...rest, err: error }, 'upstream call failed');
      else log.info(rest, 'upstream call');
    },
    close: () => pool.close(),
  };
}
