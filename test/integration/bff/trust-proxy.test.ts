// TRUST_PROXY (docs/bff-contract.md §7): a hop count or the proxies' addresses. The client is the right-most
// X-Forwarded-For entry the trusted proxies did not add, so a client cannot choose its own address by putting
// entries in front, and clients behind the proxy are not all counted as the proxy.
import { afterEach, describe, expect, it } from 'vitest';
import { closeAll, setup } from './bff-kit.ts';
import { rawRequest } from './raw-http.ts';

afterEach(closeAll);

const VERIFY = JSON.stringify({ phone: '13800000001', type: 'login', captchaType: 'blockPuzzle', captchaVerification: 't---{"x":1}' });
const SMS_SENT = { 'POST /api/auth/verify': { status: 200, message: '短信发送成功' } };

async function sendCode(origin: string, forwardedFor: string) {
  return rawRequest(origin, { method: 'POST', target: '/api/auth/verify', body: VERIFY, headers: { 'x-forwarded-for': forwardedFor } });
}

describe.each([
  ['a hop count', '1'],
  ['the proxy address', '127.0.0.1'],
  ['a CIDR list', '10.0.0.0/8, 127.0.0.0/8'],
])('TRUST_PROXY as %s (%s)', (_label, trustProxy) => {
  it('a rotating left-most X-Forwarded-For cannot pass the SMS limit (5, then 429)', async () => {
    const kit = await setup({ env: { TRUST_PROXY: trustProxy }, answers: SMS_SENT });
    const statuses: number[] = [];
    for (let i = 1; i <= 7; i += 1) statuses.push((await sendCode(kit.origin, `198.51.100.${i}, 203.0.113.7`)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    expect(kit.mall.requests.map((sent) => sent.headers['x-forwarded-for'])).toEqual(Array(5).fill('203.0.113.7'));
  });

  it('counts two clients behind the proxy separately', async () => {
    const kit = await setup({ env: { TRUST_PROXY: trustProxy, RATE_LIMIT_SMS_PER_MINUTE: '1' }, answers: SMS_SENT });
    expect((await sendCode(kit.origin, '203.0.113.7')).status).toBe(200);
    expect((await sendCode(kit.origin, '203.0.113.7')).status).toBe(429);
    expect((await sendCode(kit.origin, '203.0.113.8')).status).toBe(200);
  });
});

describe('without TRUST_PROXY', () => {
  it('believes no X-Forwarded-For at all', async () => {
    const kit = await setup({ env: { RATE_LIMIT_SMS_PER_MINUTE: '1' }, answers: SMS_SENT });
    expect((await sendCode(kit.origin, '203.0.113.7')).status).toBe(200);
    expect((await sendCode(kit.origin, '203.0.113.8')).status).toBe(429);
    expect(kit.mall.requests[0]?.headers['x-forwarded-for']).toBe('127.0.0.1');
  });
});
