// How long a visitor may take to send a request (docs/bff-contract.md, "Slow clients"): the header block
// (HEADERS_TIMEOUT_MS) and the whole request (REQUEST_TIMEOUT_MS) on Node's HTTP server, which answers 408
// and closes the connection; and inside a body, the longest pause (REQUEST_BODY_TIMEOUT_MS), watched per body.
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/env.ts';
import { hasRequestBody, watchBody } from './watched-body.ts';

/** Node checks its timeouts on an interval; a fraction of the shortest one keeps the cut close to the limit. */
function checkingIntervalMs(timeouts: Config['clientTimeouts']): number {
  return Math.max(50, Math.min(1000, Math.floor(Math.min(timeouts.headersMs, timeouts.requestMs) / 5)));
}

export function registerClientTimeouts(app: FastifyInstance, timeouts: Config['clientTimeouts']): void {
  const server = app.server;
  server.headersTimeout = timeouts.headersMs;
  server.requestTimeout = timeouts.requestMs;
  // Read by Node when the server starts listening (http.Server option, not in the type as a property).
  (server as unknown as { connectionsCheckingInterval: number }).connectionsCheckingInterval = checkingIntervalMs(timeouts);

  // Fastify reads no body for GET and HEAD; one sent anyway is left to unread-bodies.ts.
  app.addHook('preParsing', async (request, _reply, payload) => {
    if (request.method === 'GET' || request.method === 'HEAD') return payload;
    if (payload !== request.raw || !hasRequestBody(request.raw)) return payload;
    return watchBody(request, timeouts.bodyIdleMs).stream;
  });
}
