// Guests' kept answers, sent before the framework sees the request (docs/bff-contract.md §1.1 and §10,
// docs/adr/0026). On a sale day most requests are guests asking the same few public reads and browse pages;
// Fastify's pipeline (routing, hooks, cookie parsing, the guards) costs several times the answer itself. Only what
// is certainly the same answer goes this way: a GET without a body, for exactly the key a fresh answer is kept
// under in this process (keys are resolved targets, so only a canonical address matches one), while the app is
// open. A public read needs no login cookie; a page, no cookie at all (its key would include some). A page whose
// compressed copy (as the browser asks) is not made yet, and everything else, falls through to the full pipeline,
// which answers the same thing the slow way. Each answer carries the same headers and is counted in /metrics like
// any other; the logs get a summary every few seconds, or a line per answer at debug (lane-answer-log.ts, ADR 0027).
import { createServer, type IncomingMessage, type Server, type ServerOptions, type ServerResponse } from 'node:http';
import { mayCarryLogin } from '../auth/token-cookies.ts';
import { boundHttpObserver } from '../metrics/bff-metrics.ts';
import { BASE_SECURITY_HEADERS, HSTS_HEADER_VALUE } from '../plugins/security-header-values.ts';
import { chooseEncoding, MIN_COMPRESS_BYTES } from '../compression/content-encoding.ts';
import type { AnswerCache, FreshCopy } from './answer-cache.ts';
import type { LaneAnswerLog } from './lane-answer-log.ts';

export interface GuestFastLaneOptions {
  publicReads: AnswerCache;
  /** guests' kept browse pages (absent: pages are not served here) */
  guestPages?: AnswerCache;
  /** the Content-Security-Policy every HTML page carries (server/plugins/content-security-policy.ts) */
  pagePolicy: string;
  /** TLS, or a trusted proxy's X-Forwarded-Proto: https (server/config/trusted-proxy.ts) */
  isHttps: (request: IncomingMessage) => boolean;
  /** the log of what the lane answered (lane-answer-log.ts) */
  answers: LaneAnswerLog;
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
    this.options?.answers.close();
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
    if (read) return this.send(request, response, options, read.bytes, () => ({ 'content-type': read.kept.type }));
    if (!options.guestPages || headers.cookie !== undefined) return false;
    const page = options.guestPages.peekFresh(url);
    return page ? this.sendPage(request, response, options, page) : false;
  }

  /** A kept page as ssr-plugin.ts sends it: no-store, its policy, compressed as asked (when that copy exists). */
  private sendPage(request: IncomingMessage, response: ServerResponse, options: GuestFastLaneOptions, page: FreshCopy): boolean {
    const encoding = page.bytes.length >= MIN_COMPRESS_BYTES ? chooseEncoding(request.headers['accept-encoding']) : undefined;
    if (!encoding) return this.send(request, response, options, page.bytes, () => pageHeaders(page, options));
    const compressed = page.compressedNow(encoding);
    if (!compressed) return false;
    return this.send(request, response, options, compressed, () => ({ ...pageHeaders(page, options), 'content-encoding': encoding }));
  }

  /**
   * Writes one kept answer. Its header block is built once per kept bytes (and per scheme: HSTS only over HTTPS)
   * as the flat list Node writes fastest, then reused until those bytes are dropped.
   */
  private send(
    request: IncomingMessage,
    response: ServerResponse,
    options: GuestFastLaneOptions,
    bytes: Buffer,
    answerHeaders: () => Record<string, string>,
  ): true {
    const started = performance.now();
    const https = options.isHttps(request);
    const blocks = headerBlocks.get(bytes) ?? {};
    let block = https ? blocks.https : blocks.http;
    if (!block) {
      block = flatHeaders({
        ...BASE_SECURITY_HEADERS,
        ...(https ? { 'strict-transport-security': HSTS_HEADER_VALUE } : {}),
        'x-bff-cache': 'hit',
        ...answerHeaders(),
        'content-length': String(bytes.length),
      });
      headerBlocks.set(bytes, https ? { ...blocks, https: block } : { ...blocks, http: block });
    }
    response.writeHead(200, block);
    response.end(bytes);
    const ms = performance.now() - started;
    observeLaneAnswer(ms / 1000);
    options.answers.record(request.url ?? '', ms);
    return true;
  }
}

/** Header blocks by the bytes they describe; a dropped kept answer takes its blocks with it. */
const headerBlocks = new WeakMap<Buffer, { http?: string[]; https?: string[] }>();

const observeLaneAnswer = boundHttpObserver({ route: ROUTE, method: 'GET', statusCode: 200 });

function pageHeaders(page: FreshCopy, options: GuestFastLaneOptions): Record<string, string> {
  return {
    'content-type': page.kept.type,
    'cache-control': 'no-store',
    vary: 'Accept-Encoding',
    ...(page.kept.type.startsWith('text/html') ? { 'content-security-policy': options.pagePolicy } : {}),
  };
}

/** [name, value, name, value, …]: what `writeHead` takes without building a header object first. */
function flatHeaders(headers: Record<string, string>): string[] {
  return Object.entries(headers).flat();
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
