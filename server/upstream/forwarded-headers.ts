// Allow-lists for headers crossing the BFF in each direction. Everything not named here is dropped:
// the browser's Cookie and X-Token never reach the mall; Set-Cookie never reaches the browser. Authorization
// reaches the mall only on the demo doors' documents, whose console password is HTTP Basic (docs/adr/0030).
import type { IncomingHttpHeaders } from 'node:http';

const REQUEST_HEADERS_TO_MALL = ['content-type', 'accept', 'accept-language', 'user-agent', 'content-length'] as const;

const RESPONSE_HEADERS_TO_BROWSER = ['content-type', 'cache-control', 'etag', 'last-modified', 'expires', 'content-disposition'] as const;

/** A door's password challenge and its back-off travel only with the demo documents. */
const DOCUMENT_HEADERS_TO_BROWSER = [...RESPONSE_HEADERS_TO_BROWSER, 'www-authenticate', 'retry-after'] as const;

export interface ForwardContext {
  token: string | undefined;
  reqId: string;
  clientIp: string;
  protocol: string;
  host: string | undefined;
  /** a demo door's document (the embedded demo mall's pages and hooks) */
  passThroughDocuments?: boolean;
  /** set by the open API only (server/open-api/open-mall.ts); a browser's own header never passes */
  openClientIp?: string;
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
  if (context.openClientIp) headers['x-open-client-ip'] = context.openClientIp;
  const authorization = incoming.authorization;
  if (context.passThroughDocuments && typeof authorization === 'string' && /^Basic\s/i.test(authorization)) {
    headers.authorization = authorization;
  }
  return headers;
}

export function toBrowserResponseHeaders(upstream: IncomingHttpHeaders, documents = false): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of documents ? DOCUMENT_HEADERS_TO_BROWSER : RESPONSE_HEADERS_TO_BROWSER) {
    const value = upstream[name];
    if (typeof value === 'string') headers[name] = value;
  }
  return headers;
}
