// The project's own Content-Security-Policy for HTML pages. It allows only our own scripts; data: images are
// the captcha pictures.

export interface ContentSecurityPolicyOptions {
  dev: boolean;
  /** the real mall backend's origin, whose pictures pages may show (CRMEB answers absolute image URLs) */
  mallOrigin?: string | undefined;
  /** further picture origins a shop uses (MALL_IMAGE_HOSTS), e.g. an http: bucket */
  imageHosts?: readonly string[];
}

export function buildContentSecurityPolicy({ dev, mallOrigin, imageHosts = [] }: ContentSecurityPolicyOptions): string {
  // https: covers every https host already; what needs naming is the plain-http ones
  const httpHosts = [...new Set([mallOrigin, ...imageHosts].filter((origin) => origin?.startsWith('http:')))];
  const directives = [
    "default-src 'self'",
    // Vite's dev client needs inline scripts and eval; production does not.
    dev ? "script-src 'self' 'unsafe-inline' 'unsafe-eval'" : "script-src 'self'",
    // React renders style attributes (dimensions, colours) on the server.
    "style-src 'self' 'unsafe-inline'",
    // A CRMEB backend serves pictures from its own host or a CDN (OSS/COS), usually over https; pictures
    // cannot run code, so any https source is allowed, plus the backend and MALL_IMAGE_HOSTS when plain http.
    ['img-src', "'self'", 'data:', 'blob:', 'https:', ...httpHosts].join(' '),
    "font-src 'self' data:",
    dev ? "connect-src 'self' ws: wss:" : "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  return directives.join('; ');
}
