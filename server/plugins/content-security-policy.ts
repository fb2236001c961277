// The project's own Content-Security-Policy for HTML pages. It allows only our own scripts; data: images are
// the captcha pictures.

export interface ContentSecurityPolicyOptions {
  dev: boolean;
  /** the real mall backend's origin, whose pictures pages may show (CRMEB answers absolute image URLs) */
  mallOrigin?: string | undefined;
}

export function buildContentSecurityPolicy({ dev, mallOrigin }: ContentSecurityPolicyOptions): string {
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
