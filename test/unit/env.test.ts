import { describe, expect, it } from 'vitest';
import { parseEnv } from '../../server/config/env.ts';
import { problemsOf } from '../helpers/bff/env-problems.ts';

describe('parseEnv', () => {
  it('applies the documented defaults', () => {
    const config = parseEnv({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.mallApiUrl).toBeUndefined();
    expect(config.upstreamTimeoutMs).toBe(10_000);
    expect(config.cookieSecretGenerated).toBe(true);
    expect(config.cookieSecret.length).toBeGreaterThanOrEqual(32);
    expect(config.trustProxy).toBe(false);
    expect(config.allowedOrigins).toEqual([]);
    expect(config.logLevel).toBe('info');
    expect(config.rateLimits).toEqual({ smsPerMinute: 5, loginPerMinute: 20, captchaPerMinute: 30 });
  });

  it('decides 微信支付 by MALL_WEIXIN_PAY: on for the demo mall, off for a real backend unless set', () => {
    expect(parseEnv({}).weixinPay).toBe(true);
    expect(parseEnv({ MALL_API_URL: 'https://mall.example.com' }).weixinPay).toBe(false);
    expect(parseEnv({ MALL_API_URL: 'https://mall.example.com', MALL_WEIXIN_PAY: '1' }).weixinPay).toBe(true);
    expect(parseEnv({ MALL_WEIXIN_PAY: '0' }).weixinPay).toBe(false);
    expect(problemsOf({ MALL_WEIXIN_PAY: 'yes' })).toEqual(['MALL_WEIXIN_PAY: must be 0 or 1']);
  });

  it('reads MALL_IMAGE_HOSTS as origins and names a bad one', () => {
    expect(parseEnv({ MALL_IMAGE_HOSTS: 'http://IMG.shop.cn, https://cdn.shop.cn' }).imageHosts).toEqual([
      'http://img.shop.cn',
      'https://cdn.shop.cn',
    ]);
    expect(problemsOf({ MALL_IMAGE_HOSTS: 'img.shop.cn' })).toEqual([
      'MALL_IMAGE_HOSTS: "img.shop.cn" is not an origin like http://img.example.com',
    ]);
  });

  it('returns a frozen object', () => {
    const config = parseEnv({ PORT: '4100' });
    expect(Object.isFrozen(config)).toBe(true);
    expect(() => {
      (config as { port: number }).port = 1;
    }).toThrow();
  });

  it('reads every variable', () => {
    const config = parseEnv({
      PORT: '8080',
      HOST: '0.0.0.0',
      MALL_API_URL: 'https://mall.example.com/',
      UPSTREAM_TIMEOUT_MS: '2500',
      COOKIE_SECRET: 'x'.repeat(40),
      TRUST_PROXY: 'true',
      ALLOWED_ORIGINS: 'https://a.example.com, https://B.example.com',
      LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      mallApiUrl: 'https://mall.example.com',
      upstreamTimeoutMs: 2500,
      cookieSecret: 'x'.repeat(40),
      cookieSecretGenerated: false,
      trustProxy: true,
      allowedOrigins: ['https://a.example.com', 'https://b.example.com'],
      logLevel: 'warn',
    });
  });

  it('names every bad key at once', () => {
    const problems = problemsOf({
      PORT: 'eighty',
      MALL_API_URL: 'not a url',
      UPSTREAM_TIMEOUT_MS: '-5',
      COOKIE_SECRET: 'short',
      TRUST_PROXY: 'maybe?',
      ALLOWED_ORIGINS: 'example.com',
      LOG_LEVEL: 'loud',
    });
    const keys = problems.map((problem) => problem.split(':')[0]);
    expect(keys.sort()).toEqual(
      ['ALLOWED_ORIGINS', 'COOKIE_SECRET', 'LOG_LEVEL', 'MALL_API_URL', 'PORT', 'TRUST_PROXY', 'UPSTREAM_TIMEOUT_MS'].sort(),
    );
  });

  it('requires COOKIE_SECRET in production with a real backend', () => {
    expect(problemsOf({ NODE_ENV: 'production', MALL_API_URL: 'https://mall.example.com' })).toEqual([
      expect.stringMatching(/^COOKIE_SECRET: required in production/),
    ]);
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual([]);
  });

  it('the error message lists each problem on its own line', () => {
    expect(() => parseEnv({ PORT: '70000', LOG_LEVEL: 'x' })).toThrow(/PORT: .*\n.*LOG_LEVEL/s);
  });
});
