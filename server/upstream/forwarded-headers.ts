// Allow-lists for headers crossing the BFF in each direction. Everything not named here is dropped:
// the browser's Cookie, X-Token and Authorization never reach the mall; Set-Cookie never reaches the browser.
import type { IncomingHttpHeaders } from 'node:http';

const REQUEST_HEADERS_TO_MALL = ['content-type', 'accept', 'accept-language', 'user-agent', 'content-length'] as const;

const RESPONSE_HEADERS_TO_BROWSER = ['content-type', 'cache-control', 'etag', 'last-modified', 'expires', 'content-disposition'] as const;

export interface ForwardContext {
  token: string | undefined;
  reqId: string;
  clientIp: string;
  protocol: string;
  host: string | undefined;
}

export function toMallRequestHeaders(incoming: IncomingHttpHeaders, context: ForwardContext): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of REQUEST_HEADERS_TO_MALL) {
    const value = incoming[name];
    if (typeof value === 'string' && value !== '') headers[name] = value;
  }
  headers['form-type'] = 'pc';
  // We decode these ourselves (JSON must be read to strip tokens); identity is fine too.
  headers['accept-encoding'] = 'gzip, deflate, br';
  headers['x-request-id'] = context.reqId;
  headers['x-forwarded-for'] = context.clientIp;
  headers['x-forwarded-proto'] = context.protocol;
  if (context.host) headers['x-forwarded-host'] = context.host;
  if (context.token) headers['x-token'] = context.token;
  return headers;
}

export function toBrowserResponseHeaders(upstream: IncomingHttpHeaders): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of RESPONSE_HEADERS_TO_BROWSER) {
    const value = upstream[name];
    if (typeof value === 'string') headers[name] = value;
  }
  return headers;
}
