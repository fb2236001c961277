// The configuration the hardening added to server/config/env.ts: TRUST_PROXY as a hop count or an address list
// (never `true` in production), several cookie secrets, and the cap on JSON answers from the mall.
import { describe, expect, it } from 'vitest';
import { parseEnv, trustProxyOption } from '../../../server/config/env.ts';
import { problemsOf } from '../../helpers/bff/env-problems.ts';

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, false],
    ['false', false],
    ['0', false],
    ['1', 1],
    ['2', 2],
    ['127.0.0.1', ['127.0.0.1']],
    ['10.0.0.0/8, 192.168.1.7 ,::1', ['10.0.0.0/8', '192.168.1.7', '::1']],
    ['loopback,uniquelocal', ['loopback', 'uniquelocal']],
    ['fd00::/8', ['fd00::/8']],
  ])('%s → %j', (value, expected) => {
    expect(parseEnv(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it.each(['maybe', '10.0.0.0/33', '999.1.1.1', 'proxy.example.com', '1.2.3.4/x', '-1', '1.5', '::1/129'])('refuses %j', (value) => {
    expect(problemsOf({ TRUST_PROXY: value })).toEqual([expect.stringMatching(/^TRUST_PROXY: /)]);
  });

  it('refuses `true` in production (it believes the left-most, client-written X-Forwarded-For entry)', () => {
    expect(problemsOf({ NODE_ENV: 'production', TRUST_PROXY: 'true' })).toEqual([expect.stringMatching(/^TRUST_PROXY: .*hop count/)]);
    expect(parseEnv({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
  });

  it('hands Fastify a hop count as a function trusting exactly that many hops, whatever their address', () => {
    const trust = trustProxyOption(2);
    expect(typeof trust).toBe('function');
    const byHop = trust as (address: string, hop: number) => boolean;
    expect([0, 1, 2, 3].map((hop) => byHop('203.0.113.9', hop))).toEqual([true, true, false, false]);
    expect(trustProxyOption(['10.0.0.0/8'])).toEqual(['10.0.0.0/8']);
    expect(trustProxyOption(false)).toBe(false);
    expect(trustProxyOption(true)).toBe(true);
  });
});

describe('COOKIE_SECRET', () => {
  const A = 'a'.repeat(32);
  const B = 'b'.repeat(40);

  it('holds one secret or several, comma-separated: the first signs, all verify', () => {
    expect(parseEnv({ COOKIE_SECRET: A })).toMatchObject({ cookieSecret: A, cookieSecrets: [A], cookieSecretGenerated: false });
    expect(parseEnv({ COOKIE_SECRET: ` ${B} , ${A} ` })).toMatchObject({ cookieSecret: B, cookieSecrets: [B, A] });
  });

  it('refuses a list with a short secret, an empty entry or a repeated secret', () => {
    for (const value of [`${A},short`, `${A},,${B}`, `${A},${A}`]) {
      expect(problemsOf({ COOKIE_SECRET: value }), value).toEqual([expect.stringMatching(/^COOKIE_SECRET: /)]);
    }
  });

  it('generates one random secret when none is given', () => {
    const config = parseEnv({});
    expect(config.cookieSecrets).toEqual([config.cookieSecret]);
    expect(config.cookieSecretGenerated).toBe(true);
  });
});

describe('UPSTREAM_MAX_JSON_BYTES', () => {
  it('defaults to 8 MB and takes a positive byte count', () => {
    expect(parseEnv({}).upstreamMaxJsonBytes).toBe(8 * 1024 * 1024);
    expect(parseEnv({ UPSTREAM_MAX_JSON_BYTES: '1048576' }).upstreamMaxJsonBytes).toBe(1_048_576);
    expect(problemsOf({ UPSTREAM_MAX_JSON_BYTES: '0' })).toEqual([expect.stringMatching(/^UPSTREAM_MAX_JSON_BYTES: /)]);
    expect(problemsOf({ UPSTREAM_MAX_JSON_BYTES: '8MB' })).toEqual([expect.stringMatching(/^UPSTREAM_MAX_JSON_BYTES: /)]);
  });
});
