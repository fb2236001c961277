// Security headers on every answer (docs/bff-contract.md §7), from one frozen set (security-header-values.ts)
// written when the request arrives, so answers sent early (403 CSRF, 429, 404) carry them too. HTML pages get
// the project's own Content-Security-Policy (content-security-policy.ts); Strict-Transport-Security only goes
// out over https. One assignment of a fixed set per request (helmet's middleware chain cost more; ADR 0026).
import type { FastifyInstance } from 'fastify';
import { buildContentSecurityPolicy, type ContentSecurityPolicyOptions } from './content-security-policy.ts';
import { BASE_SECURITY_HEADERS, HSTS_HEADER_VALUE } from './security-header-values.ts';

export async function registerSecurityHeaders(app: FastifyInstance, options: ContentSecurityPolicyOptions): Promise<void> {
  // request.protocol is https over TLS, or behind TRUST_PROXY when the proxy says X-Forwarded-Proto: https.
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(BASE_SECURITY_HEADERS);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS_HEADER_VALUE);
    done();
  });

  const csp = buildContentSecurityPolicy(options);
  app.addHook('onSend', (_request, reply, payload, done) => {
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html')) reply.header('content-security-policy', csp);
    done(null, payload);
  });
}
