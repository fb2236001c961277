// Security headers on every answer. The CSP allows only our own scripts; data: images are the captcha pictures.
import type { FastifyInstance } from 'fastify';

export interface SecurityHeaderOptions {
  dev: boolean;
  /** the real mall backend's origin, whose pictures pages may show (CRMEB answers absolute image URLs) */
  mallOrigin?: string | undefined;
}

export function buildContentSecurityPolicy({ dev, mallOrigin }: SecurityHeaderOptions): string {
  const directives = [
    "default-src 'self'",
    // Vite's dev client needs inline scripts and eval; production does not.
    dev ? "script-src 'self' 'unsafe-inline' 'unsafe-eval'" : "script-src 'self'",
    // React renders style attributes (dimensions, colours) on the server.
    "style-src 'self' 'unsafe-inline'",
    // A CRMEB backend serves pictures from its own host or a CDN (OSS/COS), usually over https; pictures
    // cannot run code, so any https source is allowed, plus the backend itself when it is plain http.
    `img-src 'self' data: blob: https:${mallOrigin?.startsWith('http:') ? ` ${mallOrigin}` : ''}`,
    "font-src 'self' data:",
    dev ? "connect-src 'self' ws: wss:" : "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  return directives.join('; ');
}

export function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions): void {
  const csp = buildContentSecurityPolicy(options);
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'DENY');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html')) reply.header('content-security-policy', csp);
    return payload;
  });
}
