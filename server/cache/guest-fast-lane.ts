// Guests' kept public reads, answered before the framework sees the request (docs/bff-contract.md §1.1,
// docs/adr/0026). On a sale day most requests are guests asking the same few public reads; Fastify's pipeline
// (routing, hooks, cookie parsing, the guards) costs several times the answer itself. Only what is certainly
// the same answer goes this way: a GET without a body or a login cookie, for exactly the key a fresh answer is
// kept under in this process (keys are resolved targets, so only a canonical address matches one), while the
// app is open. Everything else falls through to the full pipeline, which answers the same thing the slow way.
// The answer carries the same headers, is logged as one line and counted in /metrics like any other.
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerOptions, type ServerResponse } from 'node:http';
import { mayCarryLogin } from '../auth/token-cookies.ts';
import { observeHttpRequest } from '../metrics/bff-metrics.ts';
import { BASE_SECURITY_HEADERS, HSTS_HEADER_VALUE } from '../plugins/security-header-values.ts';
import type { AnswerCache } from './answer-cache.ts';

export interface GuestFastLaneOptions {
  publicReads: AnswerCache;
  /** TLS, or a trusted proxy's X-Forwarded-Proto: https (server/config/trusted-proxy.ts) */
  isHttps: (request: IncomingMessage) => boolean;
  log: { info(fields: object, message: string): void };
}

/** The /metrics route label of these answers (they never reach a Fastify route). */
const ROUTE = 'guest-fast-lane';

export class GuestFastLane {
  private options: GuestFastLaneOptions | undefined;

  /** Starts answering (once the caches exist); until then and after close() everything falls through. */
  open(options: GuestFastLaneOptions): void {
    this.options = options;
  }

  close(): void {
    this.options = undefined;
  }

  /** Answers the request and returns true, or returns false having touched nothing. */
  serve(request: IncomingMessage, response: ServerResponse): boolean {
    const options = this.options;
    if (!options || request.method !== 'GET') return false;
    const url = request.url;
    if (url === undefined) return false;
    const headers = request.headers;
    if (headers['content-length'] !== undefined || headers['transfer-encoding'] !== undefined) return false;
    if (mayCarryLogin(headers.cookie)) return false;
    const found = options.publicReads.peekFresh(url);
    if (!found) return false;

    const started = performance.now();
    const reqId = randomUUID();
    response.writeHead(200, {
      ...BASE_SECURITY_HEADERS,
      ...(options.isHttps(request) ? { 'strict-transport-security': HSTS_HEADER_VALUE } : {}),
      'x-bff-cache': 'hit',
      'content-type': found.kept.type,
      'content-length': found.bytes.length,
    });
    response.end(found.bytes);
    const ms = performance.now() - started;
    observeHttpRequest({ route: ROUTE, method: 'GET', statusCode: 200, seconds: ms / 1000 });
    options.log.info({ reqId, method: 'GET', url, statusCode: 200, responseTime: Math.round(ms * 10) / 10 }, 'request completed');
    return true;
  }
}

/** What of Fastify's options its own HTTP server would be built with (fastify/lib/server.js). */
interface FactoryOptions {
  http?: ServerOptions | null;
  keepAliveTimeout?: number;
  requestTimeout?: number;
  connectionTimeout?: number;
  maxRequestsPerSocket?: number;
}

/** Fastify's `serverFactory`: the server Fastify would build itself, with the fast lane in front of its handler. */
export function serverWithFastLane(lane: GuestFastLane) {
  return (handler: (request: IncomingMessage, response: ServerResponse) => void, options: FactoryOptions): Server => {
    const server = createServer(options.http ?? {}, (request, response) => {
      if (!lane.serve(request, response)) handler(request, response);
    });
    if (options.keepAliveTimeout !== undefined) server.keepAliveTimeout = options.keepAliveTimeout;
    if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout;
    server.setTimeout(options.connectionTimeout ?? 0);
    if ((options.maxRequestsPerSocket ?? 0) > 0) server.maxRequestsPerSocket = options.maxRequestsPerSocket ?? 0;
    return server;
  };
}
