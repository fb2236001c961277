// The endpoint table and ruleFor (server/rules): canonical spellings, overlapping rows, defaults, and the
// table's own hygiene (canonical paths, no clashing rows, every row changes something).
import { describe, expect, it } from 'vitest';
import * as authSchemas from '../../../shared/schemas/auth-schemas.ts';
import { canonicalPathname } from '../../../server/rules/canonical-path.ts';
import { ENDPOINT_TABLE, type EndpointRow } from '../../../server/rules/endpoint-table.ts';
import { createRuleLookup, DEFAULT_RULE, mallRoutePatterns, ruleFor } from '../../../server/rules/rule-for.ts';
import { SCHEMA_MODULES } from './endpoint-doc.ts';

const ruleOf = (method: string, url: string) => ruleFor(method, canonicalPathname(url));
const isTradingPath = (url: string) => ruleOf('GET', url).token === 'trading';

/** A path the row matches: the exact path, or one under the prefix. */
function samplePath(row: EndpointRow): string {
  if (row.match === 'exact') return row.path;
  return row.path.endsWith('/') ? `${row.path}sample` : row.path;
}

function sampleMethod(row: EndpointRow): string {
  return row.methods === '*' ? 'PUT' : (row.methods[0] ?? 'GET');
}

describe('ruleFor over the spellings the mall treats alike', () => {
  const spellings = (path: string) => {
    const last = path.lastIndexOf('/') + 1;
    const escaped = `${path.slice(0, last)}%${path.charCodeAt(last).toString(16)}${path.slice(last + 1)}`;
    return [
      path,
      path.toUpperCase(),
      `${path}/`,
      `${path}//`,
      path.replace(/\//g, '//'),
      escaped,
      `${path}?x=1&y=/api`,
      `${path}/?token=a`,
    ];
  };

  it.each([
    ['POST', '/api/auth/login', { schema: authSchemas.LoginInputSchema, bucket: 'login', capture: 'login' }],
    ['POST', '/api/auth/smslogin', { schema: authSchemas.SmsLoginInputSchema, bucket: 'login', capture: 'login' }],
    ['POST', '/api/auth/register', { schema: authSchemas.RegisterInputSchema, bucket: 'login', capture: 'login' }],
    ['POST', '/api/auth/verify', { schema: authSchemas.SendCodeInputSchema, bucket: 'sms' }],
    ['POST', '/api/user/change_pwd', { schema: authSchemas.ChangePasswordInputSchema, personal: true }],
    ['GET', '/api/pc/login/scan', { bucket: 'login' }],
    ['POST', '/api/pc/login/scan/check', { capture: 'qr-check' }],
    ['GET', '/api/company/token', { token: 'user', capture: 'company-token', personal: true }],
    ['POST', '/api/logout', { logout: true }],
    ['GET', '/bff/captcha', { bucket: 'captcha', area: 'bff' }],
    ['GET', '/api/ajcaptcha', { bucket: 'captcha', token: 'none', keepTokens: true }],
    ['POST', '/api/ajcheck', { token: 'none', keepTokens: true }],
    ['GET', '/api/user/cart/count', { token: 'trading', personal: true }],
  ] as const)('%s %s in every spelling', (method, path, expected) => {
    for (const spelling of spellings(path)) {
      expect(ruleOf(method, spelling), spelling).toEqual({ ...DEFAULT_RULE, area: 'mall', ...expected });
    }
  });

  it('applies a rule to its own methods only', () => {
    expect(ruleOf('GET', '/api/auth/login')).toEqual({ ...DEFAULT_RULE, area: 'mall' });
    expect(ruleOf('PUT', '/api/auth/verify')).toEqual({ ...DEFAULT_RULE, area: 'mall' });
    expect(ruleOf('POST', '/api/pc/login/scan').bucket).toBeUndefined();
    expect(ruleOf('GET', '/api/logout').logout).toBe(false);
    expect(ruleOf('post', '/api/logout').logout).toBe(true);
  });

  it('gives pages, assets and unknown areas the default rule (no area, user token)', () => {
    for (const url of ['/', '/goods_detail/1', '/assets/entry.js', '/healthz', '/apis/x', '/ajcaptchas', '/demo/sms', '/bffx']) {
      expect(ruleOf('POST', url), url).toEqual(DEFAULT_RULE);
    }
  });

  it('puts /api/* and /bff/* in their areas; the root /ajcaptcha and /ajcheck are no area (no backend needs them)', () => {
    expect(ruleOf('DELETE', '/api/anything/at/all').area).toBe('mall');
    expect(ruleOf('POST', '/api').area).toBe('mall');
    expect(ruleOf('POST', '/ajcaptcha')).toEqual(DEFAULT_RULE);
    expect(ruleOf('POST', '/ajcheck')).toEqual(DEFAULT_RULE);
    expect(ruleOf('POST', '/bff/entity').area).toBe('bff');
    expect(ruleOf('POST', '/BFF//captcha/check/').area).toBe('bff');
  });

  it("matches a prefix ending in '/' below it and without the slash, and one without '/' by its start", () => {
    const trading = { '/api/order': true, '/api/order/detail/1': true, '/api/orders': false, '/api/user/bills': true };
    const company = { '/api/company': true, '/api/company/token/x': true, '/api/company/token': false, '/api/companyx': false };
    for (const [path, expected] of Object.entries({ ...trading, ...company })) expect(isTradingPath(path), path).toBe(expected);
    expect(ruleOf('POST', '/api/logout/now').logout).toBe(false);
  });
});

describe('createRuleLookup', () => {
  const rows: EndpointRow[] = [
    { methods: ['POST'], match: 'exact', path: '/api/a/b', what: 'b for POST', bucket: 'sms' },
    { methods: '*', match: 'exact', path: '/api/a/b', what: 'b', token: 'user', csrfExempt: true },
    { methods: '*', match: 'prefix', path: '/api/a/', what: 'a', token: 'trading', keepTokens: true },
    { methods: '*', match: 'prefix', path: '/api/', what: 'area', area: 'mall', token: 'none' },
  ];
  const lookup = createRuleLookup(rows);

  it('merges every matching row, the more specific one winning a field, whatever the order of the rows', () => {
    const expected = { ...DEFAULT_RULE, area: 'mall', token: 'user', keepTokens: true, csrfExempt: true, bucket: 'sms' };
    expect(lookup('POST', '/api/a/b')).toEqual(expected);
    expect(createRuleLookup([...rows].reverse())('POST', '/api/a/b')).toEqual(expected);
    expect(lookup('GET', '/api/a/b')).toEqual({ ...expected, bucket: undefined });
    expect(lookup('GET', '/api/a/c')).toEqual({ ...DEFAULT_RULE, area: 'mall', token: 'trading', keepTokens: true });
    expect(lookup('GET', '/api/z')).toEqual({ ...DEFAULT_RULE, area: 'mall', token: 'none' });
    expect(lookup('GET', '/elsewhere')).toEqual(DEFAULT_RULE);
  });

  it('derives the forwarded routes from the mall area rows', () => {
    expect(mallRoutePatterns(rows)).toEqual(['/api/*']);
    expect(mallRoutePatterns()).toEqual(['/api/*']);
  });
});

describe('the table itself', () => {
  it('writes every path in its canonical spelling', () => {
    for (const row of ENDPOINT_TABLE) {
      const canonical = canonicalPathname(row.path);
      expect(row.match === 'prefix' && row.path.endsWith('/') ? `${canonical}/` : canonical, row.path).toBe(row.path);
    }
  });

  it('has no two rows for the same path and method', () => {
    const seen = new Set<string>();
    for (const row of ENDPOINT_TABLE) {
      for (const method of row.methods === '*' ? ['*'] : row.methods) {
        const key = `${row.match} ${row.path} ${method}`;
        expect(seen.has(key), key).toBe(false);
        seen.add(key);
      }
    }
    // A '*' row and a named-method row of the same path must not set the same field differently.
    for (const row of ENDPOINT_TABLE.filter((candidate) => candidate.methods !== '*')) {
      const any = ENDPOINT_TABLE.find((other) => other.methods === '*' && other.match === row.match && other.path === row.path);
      if (!any) continue;
      for (const field of [
        'area',
        'schema',
        'bucket',
        'token',
        'capture',
        'keepTokens',
        'logout',
        'csrfExempt',
        'serverRead',
        'personal',
      ] as const) {
        if (row[field] !== undefined && any[field] !== undefined) expect(row[field], `${row.path} ${field}`).toBe(any[field]);
      }
    }
  });

  it('gives every row an effect: without it, ruleFor answers differently for a path and method it covers', () => {
    ENDPOINT_TABLE.forEach((row, index) => {
      const without = createRuleLookup(ENDPOINT_TABLE.filter((_, other) => other !== index));
      const method = sampleMethod(row);
      const path = samplePath(row);
      expect(ruleFor(method, path), `${method} ${path}`).not.toEqual(without(method, path));
    });
  });

  it('takes every body schema from shared/schemas', () => {
    const shared = new Set<unknown>(SCHEMA_MODULES.flatMap((module) => Object.values(module)));
    for (const row of ENDPOINT_TABLE.filter((candidate) => candidate.schema)) expect(shared.has(row.schema), row.path).toBe(true);
  });

  it('has the trading prefixes the next features need (any method), the company area included', () => {
    const tradingPrefixes = ENDPOINT_TABLE.filter((row) => row.token === 'trading').map((row) => row.path);
    expect(ENDPOINT_TABLE.filter((row) => row.token === 'trading').every((row) => row.match === 'prefix' && row.methods === '*')).toBe(
      true,
    );
    for (const area of [
      '/api/order/',
      '/api/refund/',
      '/api/user/address/',
      '/api/user/receipt/',
      '/api/user/bill',
      '/api/user/statement',
      '/api/user/remittance',
      '/api/company/',
    ]) {
      expect(tradingPrefixes, area).toContain(area);
    }
    for (const prefix of tradingPrefixes) expect(isTradingPath(prefix.endsWith('/') ? `${prefix}lst` : prefix), prefix).toBe(true);
  });
});
