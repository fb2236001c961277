// Addresses the router cannot decode (found by the fuzz suite): the API areas answer the JSON envelope,
// pages the plain error page, both with the usual security headers, and nothing is forwarded.
import { afterEach, describe, expect, it } from 'vitest';
import { BAD_PATH_MESSAGE } from '../../../server/rules/target-guard.ts';
import { closeAll, setup } from '../bff/bff-kit.ts';

afterEach(closeAll);

describe('undecodable addresses', () => {
  it.each(['/api/order/%zz', '/%61pi/order/%zz', '/bff/%E4%B8'])('%s answers 400 with the JSON envelope', async (url) => {
    const kit = await setup();
    const response = await fetch(`${kit.origin}${url}`);
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    // The target guard refuses it before the router decodes it (docs/adr/0012-one-resolved-path.md).
    expect(await response.json()).toEqual({ status: 400, message: BAD_PATH_MESSAGE, code: 'BAD_PATH' });
    expect(kit.mall.requests.filter((request) => request.url.includes('%zz'))).toEqual([]);
  });

  it('a page address the router cannot decode is refused before the router with the envelope, for every method', async () => {
    const kit = await setup();
    for (const method of ['GET', 'POST']) {
      const page = await fetch(`${kit.origin}/goods_detail/%zz`, { method });
      expect(page.status).toBe(400);
      expect(page.headers.get('x-content-type-options')).toBe('nosniff');
      expect(await page.json()).toEqual({ status: 400, message: BAD_PATH_MESSAGE, code: 'BAD_PATH' });
    }
  });
});
