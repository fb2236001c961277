import { describe, expect, it } from 'vitest';
import { buildContentSecurityPolicy } from '../../server/plugins/content-security-policy.ts';

function directive(csp: string, name: string): string | undefined {
  return csp
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));
}

describe('content security policy', () => {
  it('runs only our own scripts in production', () => {
    const csp = buildContentSecurityPolicy({ dev: false });
    expect(directive(csp, 'script-src')).toBe("script-src 'self'");
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self'");
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'none'");
  });

  it("shows a real backend's absolute image URLs (CDN over https, or the backend itself over http)", () => {
    expect(directive(buildContentSecurityPolicy({ dev: false }), 'img-src')).toBe("img-src 'self' data: blob: https:");
    expect(directive(buildContentSecurityPolicy({ dev: false, mallOrigin: 'http://mall.lan:8080' }), 'img-src')).toBe(
      "img-src 'self' data: blob: https: http://mall.lan:8080",
    );
    expect(directive(buildContentSecurityPolicy({ dev: false, mallOrigin: 'https://mall.example.com' }), 'img-src')).toBe(
      "img-src 'self' data: blob: https:",
    );
  });

  it('allows the plain-http picture hosts a shop names in MALL_IMAGE_HOSTS, once each', () => {
    const policy = buildContentSecurityPolicy({
      dev: false,
      mallOrigin: 'http://mall.lan:8080',
      imageHosts: ['http://img.shop.cn', 'https://cdn.shop.cn', 'http://mall.lan:8080'],
    });
    expect(directive(policy, 'img-src')).toBe("img-src 'self' data: blob: https: http://mall.lan:8080 http://img.shop.cn");
  });

  it('lets the Vite dev client run in development only', () => {
    expect(directive(buildContentSecurityPolicy({ dev: true }), 'script-src')).toContain("'unsafe-eval'");
  });
});
