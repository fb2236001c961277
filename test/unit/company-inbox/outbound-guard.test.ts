// The webhook SSRF guard (docs/adr/0050): internal addresses (loopback, private, link-local, mapped IPv4 in IPv6)
// are refused unless allowed, names are resolved and every answer checked, and a refused send never connects.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { isInternalAddress, resolveTarget, webhookUrlOf } from '../../../demo-mall/company/inbox/outbound-guard.ts';
import { sendWebhook } from '../../../demo-mall/company/inbox/webhook-sender.ts';
import { standardWebhookSignature, webhookSignature } from '../../../demo-mall/company/inbox/webhook-signing.ts';

describe('the outbound guard', () => {
  it('knows internal addresses from public ones', () => {
    for (const address of [
      '127.0.0.1',
      '10.0.0.8',
      '172.20.1.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      'nonsense',
    ])
      expect(isInternalAddress(address), address).toBe(true);
    for (const address of ['8.8.8.8', '114.114.114.114', '2400:3200::1', '172.32.0.1'])
      expect(isInternalAddress(address), address).toBe(false);
  });

  it('takes http(s) URLs without credentials only', () => {
    expect(webhookUrlOf('https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=x')?.hostname).toBe('qyapi.weixin.qq.com');
    for (const text of ['ftp://a/b', 'https://user:pw@a/b', 'not a url', 'file:///etc/passwd']) expect(webhookUrlOf(text), text).toBeNull();
  });

  it('refuses a name that resolves to loopback, and never connects when refused', async () => {
    expect(await resolveTarget(new URL('http://localhost/x'), false)).toMatchObject({ ok: false });
    expect(await resolveTarget(new URL('http://localhost/x'), true)).toMatchObject({ ok: true });
    let hits = 0;
    const server = createServer((_request, response) => {
      hits += 1;
      response.end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`);
    try {
      const refused = await sendWebhook(url, {}, '{}', { allowInternal: false, timeoutMs: 2000, maxAnswerBytes: 64 });
      expect(refused).toEqual({ status: 0, error: '推送地址指向内网或本机地址，已拒绝' });
      expect(hits).toBe(0);
      expect(await sendWebhook(url, {}, '{}', { allowInternal: true, timeoutMs: 2000, maxAnswerBytes: 64 })).toEqual({
        status: 200,
        error: '',
      });
      expect(hits).toBe(1);
    } finally {
      server.close();
    }
  });

  it('gives up on a receiver that does not answer in time', async () => {
    const server = createServer(() => undefined);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}/slow`);
    try {
      const result = await sendWebhook(url, {}, '{}', { allowInternal: true, timeoutMs: 200, maxAnswerBytes: 64 });
      expect(result.status).toBe(0);
      expect(result.error).toContain('超时');
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });

  it('signs timestamp + "." + body with HMAC-SHA256', () => {
    // echo -n '1700000000.{"a":1}' | openssl dgst -sha256 -hmac secret
    expect(webhookSignature('secret', '1700000000', '{"a":1}')).toBe(
      'sha256=49f24e537407743fa4a0242bb63b94b9a47ee99cbbe071ccd8a22550ae411686',
    );
    expect(webhookSignature('secret', '1700000000', '{"a":1}')).not.toBe(webhookSignature('secret', '1700000001', '{"a":1}'));
  });

  it('signs id + "." + timestamp + "." + body in the Standard Webhooks form (docs/adr/0070)', () => {
    // the published example of the Standard Webhooks libraries: a whsec_ secret is the bytes it encodes
    const body = '{"test": 2432232314}';
    expect(standardWebhookSignature('whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', 'msg_p5jXN8AQM9LWM0D4loKWxJek', '1614265330', body)).toBe(
      'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
    );
    // any other secret is its own bytes: the same signature as its whsec_ + base64 form
    const typed = 'whsec-test-0123456789abcdef';
    const encoded = `whsec_${Buffer.from(typed).toString('base64')}`;
    expect(standardWebhookSignature(typed, '42', '1700000000', '{"a":1}')).toBe(
      standardWebhookSignature(encoded, '42', '1700000000', '{"a":1}'),
    );
    // echo -n '42.1700000000.{"a":1}' | openssl dgst -sha256 -hmac whsec-test-0123456789abcdef -binary | base64
    expect(standardWebhookSignature(typed, '42', '1700000000', '{"a":1}')).toBe('v1,2vsTJlKS/RMMC63k6Im4jLmd113egrkxGX3R5FCsYqk=');
    // whsec_ followed by something that is not base64 is a plain secret too
    expect(standardWebhookSignature('whsec_not-base64!', '42', '1700000000', '{"a":1}')).toBe(
      standardWebhookSignature(`whsec_${Buffer.from('whsec_not-base64!').toString('base64')}`, '42', '1700000000', '{"a":1}'),
    );
  });
});
