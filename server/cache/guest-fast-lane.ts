// Guests' kept answers, sent before the framework sees the request (docs/bff-contract.md §1.1 and §10,
// docs/adr/0026). On a sale day most requests are guests asking the same few public reads and browse pages;
// Fastify's pipeline (routing, hooks, cookie parsing, the guards) costs several times the answer itself. Only what
// is certainly the same answer goes this way: a GET without a body, for exactly the key a fresh answer is kept
// under in this process (keys are resolved targets, so only a canonical address matches one), while the app is
// open. A public read needs no login cookie; a page, no cookie at all (its key would include some). A page whose
// compressed copy (as the browser asks) is not made yet, and everything else, falls through to the full pipeline,
// which answers the same thing the slow way. Each answer carries the same headers, is logged as one line and is
// counted in /metrics like any other.
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerOptions, type ServerResponse } from 'node:http';
import { mayCarryLogin } from '../auth/token-cookies.ts';
import { observeHttpRequest } from '../metrics/bff-metrics.ts';
import { BASE_SECURITY_HEADERS, HSTS_HEADER_VALUE } from '../plugins/security-header-values.ts';
import { chooseEncoding, MIN_COMPRESS_BYTES } from '../compression/content-encoding.ts';
import type { AnswerCache, FreshCopy } from './answer-cache.ts';

export interface GuestFastLaneOptions {
  publicReads: AnswerCache;
  /** guests' kept browse pages (absent: pages are not served here) */
  guestPages?: AnswerCache;
  /** the Content-Security-Policy every HTML page carries (server/plugins/content-security-policy.ts) */
  pagePolicy: string;
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
    const headers = request.headers;
    if (url === undefined || headers['content-length'] !== undefined || headers['transfer-encoding'] !== undefined) return false;
    if (mayCarryLogin(headers.cookie)) return false;
    const read = options.publicReads.peekFresh(url);
    if (read) return this.send(request, response, options, read.bytes, { 'content-type': read.kept.type });
    if (!options.guestPages || headers.cookie !== undefined) return false;
    const page = options.guestPages.peekFresh(url);
    return page ? this.sendPage(request, response, options, page) : false;
  }

  /** A kept page as ssr-plugin.ts sends it: no-store, its policy, compressed as asked (when that copy exists). */
  private sendPage(request: IncomingMessage, response: ServerResponse, options: GuestFastLaneOptions, page: FreshCopy): boolean {
    const pageHeaders: Record<string, string> = {
      'content-type': page.kept.type,
      'cache-control': 'no-store',
      vary: 'Accept-Encoding',
      ...(page.kept.type.startsWith('text/html') ? { 'content-security-policy': options.pagePolicy } : {}),
    };
    const encoding = page.bytes.length >= MIN_COMPRESS_BYTES ? chooseEncoding(request.headers['accept-encoding']) : undefined;
    if (!encoding) return this.send(request, response, options, page.bytes, pageHeaders);
    const compressed = page.compressedNow(encoding);
    if (!compressed) return false;
    return this.send(request, response, options, compressed, { ...pageHeaders, 'content-encoding': encoding });
  }

  private send(
    request: IncomingMessage,
    response: ServerResponse,
    options: GuestFastLaneOptions,
    bytes: Buffer,
    answerHeaders: Record<string, string>,
  ): true {
    const started = performance.now();
    response.writeHead(200, {
      ...BASE_SECURITY_HEADERS,
      ...(options.isHttps(request) ? { 'strict-transport-security': HSTS_HEADER_VALUE } : {}),
      'x-bff-cache': 'hit',
      ...answerHeaders,
      'content-length': bytes.length,
    });
    response.end(bytes);
    const ms = performance.now() - started;
    observeHttpRequest({ route: ROUTE, method: 'GET', statusCode: 200, seconds: ms / 1000 });
    const line = { reqId: randomUUID(), method: 'GET', url: request.url, statusCode: 200, responseTime: Math.round(ms * 10) / 10 };
    options.log.info(line, 'request completed');
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
