// Log lines lose every secret-named key at any depth (server/config/logger-options.ts), without copying clean ones.
import { describe, expect, it } from 'vitest';
import { redactUrl, scrubSecrets } from '../../../server/config/logger-options.ts';

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

  it('redacts an API client’s secret and token, in a line and in a URL', () => {
    const line = { body: { client_id: 'oc_1', client_secret: 'ocs_s3cret' }, answer: { access_token: 'eyJ.a.b', expires_in: 1800 } };
    expect(JSON.stringify(scrubSecrets(line))).not.toMatch(/ocs_s3cret|eyJ\.a\.b/);
    expect(scrubSecrets(line).body.client_id).toBe('oc_1');
    expect(redactUrl('/open/v1/token?client_id=oc_1&client_secret=ocs_s3cret')).toBe(
      '/open/v1/token?client_id=oc_1&client_secret=[redacted]',
    );
  });

  it('answers a clean line itself, not a copy', () => {
    const line = { reqId: 'r2', method: 'GET', url: '/api/user/cart/count', nested: { statusCode: 200, list: [1, 2] } };
    expect(scrubSecrets(line)).toBe(line);
  });
});
