// URLs Fastify cannot route (a malformed %-escape, an over-long parameter) never reach a handler or the error
// handler. They get the answers everything else gets: the plain error page for a page address (GET or HEAD
// outside the endpoint table's areas), the JSON envelope for everything else (docs/bff-contract.md §6).
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { canonicalPathname } from '../rules/canonical-path.ts';
import { ruleFor } from '../rules/rule-for.ts';
import { renderFallbackErrorPage } from '../ssr/fallback-error-page.ts';
import { sendError } from './error-replies.ts';
import { BASE_SECURITY_HEADERS } from './security-header-values.ts';

export const BAD_URL_MESSAGE = '请求地址格式错误';

/**
 * These answers skip every hook, the security headers' included, so they carry the headers of docs/bff-contract.md §7
 * themselves; the error page has no script, so its policy allows only its inline style.
 */
const ERROR_PAGE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** The URL with its ASCII escapes decoded one by one: a malformed escape elsewhere must not hide '/%61pi/'. */
function leniently(url: string): string {
  return url.replace(/%([0-7][0-9a-f])/gi, (_escape, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** A page address: a GET or HEAD outside the endpoint table's areas (the shopper typed or followed it). */
export function isPageAddress(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  // The area is read from the path's readable part: an undecodable escape further on must not hide '/api/'.
  const readable = leniently(request.originalUrl).split(/[%?#\\]/, 1)[0] ?? '';
  return !ruleFor(request.method, canonicalPathname(readable) || withoutDotSegments(readable.toLowerCase())).area;
}

/** '/./x//y/../z' → '/x/z': only to tell which area a refused address aimed at, never to serve it. */
function withoutDotSegments(path: string): string {
  const kept: string[] = [];
  for (const segment of path.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') kept.pop();
    else kept.push(segment);
  }
  return `/${kept.join('/')}`;
}

/** The plain error page with the headers every answer carries (it may be sent before any hook ran). */
export function sendPlainErrorPage(reply: FastifyReply, status: number): FastifyReply {
  return reply
    .code(status)
    .headers(BASE_SECURITY_HEADERS)
    .header('content-security-policy', ERROR_PAGE_POLICY)
    .type('text/html; charset=utf-8')
    .send(renderFallbackErrorPage(status));
}

export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  request.log.warn({ err: error.message }, 'request rejected');
  if (isPageAddress(request)) {
    void sendPlainErrorPage(reply, status);
    return;
  }
  reply.headers(BASE_SECURITY_HEADERS);
  void sendError(reply, status, BAD_URL_MESSAGE);
}
