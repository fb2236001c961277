// The slow-client keys of the configuration: defaults, overrides and the checks between them.
import { describe, expect, it } from 'vitest';
import { ConfigError, parseEnv } from '../../../server/config/env.ts';
import { createUploadSlots } from '../../../server/plugins/upload-limits.ts';

describe('slow-client configuration', () => {
  it('defaults: headers 20 s, whole request 300 s, body pauses 30 s, 4 uploads per client and 32 in all', () => {
    const config = parseEnv({});
    expect(config.clientTimeouts).toEqual({ headersMs: 20_000, requestMs: 300_000, bodyIdleMs: 30_000 });
    expect(config.uploadLimits).toEqual({ perClient: 4, total: 32 });
  });

  it('reads overrides', () => {
    const config = parseEnv({
      HEADERS_TIMEOUT_MS: '500',
      REQUEST_TIMEOUT_MS: '1500',
      REQUEST_BODY_TIMEOUT_MS: '800',
      MAX_UPLOADS_PER_CLIENT: '2',
      MAX_UPLOADS: '6',
    });
    expect(config.clientTimeouts).toEqual({ headersMs: 500, requestMs: 1500, bodyIdleMs: 800 });
    expect(config.uploadLimits).toEqual({ perClient: 2, total: 6 });
  });

  it('refuses zero, words, a header limit above the request limit and a per-client cap above the total', () => {
    expect(() => parseEnv({ REQUEST_BODY_TIMEOUT_MS: '0' })).toThrow(/REQUEST_BODY_TIMEOUT_MS: must be a positive integer/);
    expect(() => parseEnv({ MAX_UPLOADS: 'many' })).toThrow(/MAX_UPLOADS: must be a positive integer/);
    expect(() => parseEnv({ HEADERS_TIMEOUT_MS: '5000', REQUEST_TIMEOUT_MS: '4000' })).toThrow(ConfigError);
    expect(() => parseEnv({ HEADERS_TIMEOUT_MS: '5000', REQUEST_TIMEOUT_MS: '4000' })).toThrow(
      /HEADERS_TIMEOUT_MS: must not exceed REQUEST_TIMEOUT_MS/,
    );
    expect(() => parseEnv({ MAX_UPLOADS_PER_CLIENT: '9', MAX_UPLOADS: '8' })).toThrow(
      /MAX_UPLOADS_PER_CLIENT: must not exceed MAX_UPLOADS/,
    );
  });
});

describe('upload slots', () => {
  it('counts per client and in all, and a slot released twice is given back once', () => {
    const slots = createUploadSlots({ perClient: 2, total: 3 });
    const a1 = slots.acquire('a');
    const a2 = slots.acquire('a');
    expect(slots.acquire('a')).toEqual({ ok: false, refusal: 'client' });
    const b1 = slots.acquire('b');
    expect(slots.acquire('c')).toEqual({ ok: false, refusal: 'total' });
    expect(slots.inUse()).toBe(3);
    if (!a1.ok || !a2.ok || !b1.ok) throw new Error('slots refused too early');
    a1.release();
    a1.release();
    expect(slots.inUse()).toBe(2);
    expect(slots.acquire('c').ok).toBe(true);
    expect(slots.acquire('a')).toEqual({ ok: false, refusal: 'total' });
  });
});
