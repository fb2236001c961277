// Security headers on every answer through @fastify/helmet (docs/bff-contract.md §7). Helmet sets them when
// the request arrives, so answers sent early (403 CSRF, 429, 404) carry them too. HTML pages get the project's
// own Content-Security-Policy (content-security-policy.ts); Strict-Transport-Security only goes out over https.
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { buildContentSecurityPolicy, type ContentSecurityPolicyOptions } from './content-security-policy.ts';

const HSTS = { maxAge: 365 * 24 * 60 * 60, includeSubDomains: false } as const;

export async function registerSecurityHeaders(app: FastifyInstance, options: ContentSecurityPolicyOptions): Promise<void> {
  await app.register(fastifyHelmet, {
    // Our own policy, on HTML only (below): helmet would rewrite the string it is given.
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    // Pictures and files under /api/* reach the page through our own proxy, so same-origin is enough.
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    // A plain-http answer must not carry HSTS (browsers ignore it there, and a wrong one locks a host out).
    strictTransportSecurity: false,
    // Off would stop the browser resolving link hosts ahead of a click; we keep its default.
    xDnsPrefetchControl: false,
  });

  // request.protocol is https over TLS, or behind TRUST_PROXY when the proxy says X-Forwarded-Proto: https.
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') reply.helmet({ strictTransportSecurity: HSTS });
  });

  const csp = buildContentSecurityPolicy(options);
  app.addHook('onSend', async (_request, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html')) reply.header('content-security-policy', csp);
    return payload;
  });
}
