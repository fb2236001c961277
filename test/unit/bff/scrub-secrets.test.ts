// Log lines lose every secret-named key at any depth (server/config/logger-options.ts), without copying clean ones.
import { describe, expect, it } from 'vitest';
import { scrubSecrets } from '../../../server/config/logger-options.ts';

describe('scrubSecrets', () => {
  it('redacts secret-named keys at any depth and in arrays, whatever their case', () => {
    const line = {
      reqId: 'r1',
      token: 'tk-1',
      err: { message: 'boom', config: { headers: { 'X-Token': 'tk-2', Cookie: 'mall_ut=abc' } } },
      calls: [{ path: '/api/user', Password: 'pw' }, 'plain'],
    };
    const scrubbed = scrubSecrets(line);
    expect(scrubbed).toEqual({
      reqId: 'r1',
      token: '[redacted]',
      err: { message: 'boom', config: { headers: { 'X-Token': '[redacted]', Cookie: '[redacted]' } } },
      calls: [{ path: '/api/user', Password: '[redacted]' }, 'plain'],
    });
    expect(JSON.stringify(scrubbed)).not.toMatch(/tk-1|tk-2|abc|"pw"/);
    // the original is left as it was
    expect(line.token).toBe('tk-1');
  });

  it('answers a clean line itself, not a copy', () => {
    const line = { reqId: 'r2', method: 'GET', url: '/api/user/cart/count', nested: { statusCode: 200, list: [1, 2] } };
    expect(scrubSecrets(line)).toBe(line);
  });
});
