// resolveRequestTarget on its own (docs/adr/0012-one-resolved-path.md): what is refused, what the rules match,
// and what is forwarded.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { queryChoosesRoute, resolveRequestTarget } from '../../../server/rules/request-target.ts';

describe('resolveRequestTarget', () => {
  it.each([
    ['/api/auth/login', '/api/auth/login', '/api/auth/login', ''],
    ['/', '/', '/', ''],
    ['//api///Auth/LOGIN//?x=1&y=/a', '/api/Auth/LOGIN', '/api/auth/login', '?x=1&y=/a'],
    ['/%61pi/auth/%76erify', '/api/auth/verify', '/api/auth/verify', ''],
    ['/api/auth/verify.html', '/api/auth/verify.html', '/api/auth/verify', ''],
    ['/api/auth/verify.HTML/', '/api/auth/verify.HTML', '/api/auth/verify', ''],
    ['/api/x/.html', '/api/x/.html', '/api/x/.html', ''],
    ['/api/search/%E6%89%B3%e6%89%8b', '/api/search/%E6%89%B3%E6%89%8B', '/api/search/扳手', ''],
    ['/api/a%2Cb%3a@$', '/api/a,b:@$', '/api/a,b:@$', ''],
    ['/api/x|y[1]^{}', '/api/x%7Cy%5B1%5D%5E%7B%7D', '/api/x|y[1]^{}', ''],
    ['/api/a%3Fb%25', '/api/a%3Fb%25', '/api/a?b%', ''],
    ['/api/...', '/api/...', '/api/...', ''],
  ])('%s → path %s, matched as %s, query %j', (raw, path, matchPath, query) => {
    expect(resolveRequestTarget(raw)).toEqual({ ok: true, path, matchPath, query });
  });

  it.each([
    'http://a/api/auth/login',
    'HTTP://a/api/auth/login',
    'a/api',
    '*',
    '',
    '/api/../auth',
    '/api/x/..',
    '/api/./x',
    '/api/%2e%2E/x',
    '/api/%2E/x',
    '/api%2fx',
    '/api%2Fx',
    '/api%5cx',
    '/api\\x',
    '/api/x%00',
    '/api/x%0a',
    '/api/x%7f',
    '/api/x%zz',
    '/api/x%',
    '/api/%E4%B8',
    '/api/%FF',
    '/api/%2561',
    '/api/x#y',
    '/api/x?y#z',
    '/api/a b',
    '/api/\u00e9',
    '/api/version%26s=/api/auth/login',
    '/api/version&s=/api/auth/login',
  ])('refuses %j', (raw) => {
    expect(resolveRequestTarget(raw).ok).toBe(false);
  });

  it('forwards a path that resolves to itself, and matches its lower-case decoded form (property)', () => {
    const segment = fc.stringMatching(/^[A-Za-z0-9_\-~!$'()*+,;=:@]{1,8}$/).filter((text) => text !== '.' && text !== '..');
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 5 }), (segments) => {
        const raw = `/${segments.join('/')}`;
        const resolved = resolveRequestTarget(raw);
        if (!resolved.ok) return false;
        const again = resolveRequestTarget(resolved.path);
        const expectedMatch = raw.toLowerCase().replace(/(?<!\/)\.html$/, '');
        return again.ok && again.path === resolved.path && resolved.path === raw && resolved.matchPath === expectedMatch;
      }),
    );
  });
});

describe('queryChoosesRoute', () => {
  it.each([
    ['?s=/api/auth/login', true],
    ['?page=1&s=x', true],
    ['?%73=x', true],
    ['?+s=x', true],
    ['?%20s=x', true],
    ['?s[]=x', true],
    ['?s', true],
    ['', false],
    ['?ss=1', false],
    ['?S=1', false],
    ['?keyword=s&x=s', false],
    ['?%zz=1', false],
  ])('%j → %s', (query, expected) => {
    expect(queryChoosesRoute(query)).toBe(expected);
  });
});
