// The security headers every answer carries (docs/bff-contract.md §7), set once here: the hook in
// security-headers.ts, the plain error page of framework-errors.ts and the guest fast lane all send these.
export const BASE_SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'cross-origin-opener-policy': 'same-origin',
  // Pictures and files under /api/* reach the page through our own proxy, so same-origin is enough.
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  // the old XSS auditor did more harm than good; 0 switches it off where it still exists
  'x-xss-protection': '0',
});

/** Strict-Transport-Security, over https only: a plain-http answer must not carry it (a wrong one locks a host out). */
export const HSTS_HEADER_VALUE = `max-age=${365 * 24 * 60 * 60}`;
