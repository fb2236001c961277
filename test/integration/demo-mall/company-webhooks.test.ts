// 消息推送 (docs/company-api.md §14.2–14.3, docs/adr/0050): a 管理员 registers an endpoint; each subscribed event is
// POSTed to a local receiver, signed over timestamp + "." + body (a wrong secret does not verify), in order per
// endpoint; a 500 is tried again after the backoff pause (fake clock), a day of failures gives up, 重新发送 queues
// it again (twice queues it once). Internal addresses are refused unless the setting allows them. Each delivery is
// also signed in the Standard Webhooks form, which the standardwebhooks library verifies (docs/adr/0070).
import { randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { Webhook } from 'standardwebhooks';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDemoMall } from '../../../demo-mall/app.ts';
import { GIVE_UP_AFTER_MS, retryPauseMs } from '../../../demo-mall/company/inbox/delivery-worker.ts';
import { startWebhookReceiver, verifyWebhook } from '../../helpers/webhook-receiver.ts';
import { invite, memberToken, registerUser } from './company-members-helpers.ts';
import { tradeMallPerTest } from '../../helpers/mall/malls.ts';

const SECRET = 'whsec-test-0123456789abcdef';
const mall = tradeMallPerTest();
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
let admin: string;

beforeEach(async () => {
  receiver = await startWebhookReceiver();
  admin = memberToken(mall.context, 1, 2);
});
afterEach(async () => receiver.close());

const worker = () => mall.context.company.webhooks;
const deliveries = async () => (await mall.get('/api/company/webhook/delivery/lst', admin)).data.list as Record<string, unknown>[];
const register = (body: object, token = admin) => mall.post('/api/company/webhook/create', body, token);

/** Node's headers as the library takes them */
const headersOf = (headers: IncomingHttpHeaders): Record<string, string> =>
  Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, String(value)]));

async function inviteSomeone(phone: string) {
  await registerUser(mall.app, phone);
  expect((await invite(mall.app, admin, phone, 'viewer')).message).toBe('邀请成功');
}

describe('registering endpoints', () => {
  it('checks URL, secret and kinds, never answers the secret, and is the 管理员’s alone', async () => {
    expect(await register({ url: 'ftp://x', secret: SECRET, kinds: ['member_invited'] })).toMatchObject({
      status: 400,
      message: '请输入以 https:// 或 http:// 开头的推送地址',
    });
    expect(await register({ url: receiver.url, secret: 'short', kinds: ['member_invited'] })).toMatchObject({ status: 400 });
    expect(await register({ url: receiver.url, secret: SECRET, kinds: [] })).toMatchObject({ message: '请至少选择一种推送的消息类型' });
    expect(await register({ url: receiver.url, secret: SECRET, kinds: ['nope'] })).toMatchObject({ message: '消息类型不存在' });
    const saved = await register({ url: receiver.url, secret: SECRET, kinds: ['member_invited', 'approval_needed'] });
    expect(saved).toMatchObject({ status: 200, message: '推送地址已添加' });
    const list = (await mall.get('/api/company/webhook/lst', admin)).data.list;
    expect(list).toEqual([
      expect.objectContaining({ url: receiver.url, secret_hint: '••••cdef', kinds: ['member_invited', 'approval_needed'] }),
    ]);
    expect(JSON.stringify(list)).not.toContain(SECRET);

    await inviteSomeone('13900000921');
    const finance = memberToken(mall.context, 1, (await registerUser(mall.app, '13900000922')).uid);
    expect((await invite(mall.app, admin, '13900000922', 'finance')).status).toBe(200);
    expect(await mall.get('/api/company/webhook/lst', finance)).toEqual({ status: 400, message: '您的企业角色无权进行此操作' });
  });

  it('refuses loopback and private addresses unless the setting allows them', async () => {
    const strict = createDemoMall({ printSms: false, webhooks: { pollMs: 0 } });
    await strict.app.ready();
    try {
      const token = memberToken(strict.context, 1, 2);
      for (const url of [
        'http://127.0.0.1:9/x',
        'http://localhost/x',
        'http://10.1.2.3/x',
        'http://[::1]/x',
        'http://169.254.169.254/latest',
      ]) {
        const answer = await strict.app.inject({
          method: 'POST',
          url: '/api/company/webhook/create',
          headers: { 'x-token': token },
          payload: { url, secret: SECRET, kinds: ['member_invited'] },
        });
        expect(answer.json(), url).toEqual({ status: 400, message: '推送地址不能是内网或本机地址' });
      }
    } finally {
      await strict.app.close();
    }
  });
});

describe('delivering events', () => {
  it('signs each event (a wrong secret does not verify), retries a 500 after its pause, keeps order per endpoint', async () => {
    expect((await register({ url: receiver.url, secret: SECRET, kinds: ['member_invited'] })).status).toBe(200);
    receiver.answerWith(500);
    await inviteSomeone('13900000931');
    await inviteSomeone('13900000932');
    await worker().drain();
    // the first failed: the second waits behind it (order per endpoint)
    expect(receiver.received).toHaveLength(1);
    expect(receiver.received[0]?.answered).toBe(500);
    const failed = (await deliveries()).at(-1);
    expect(failed).toMatchObject({ state: 'pending', state_name: '待推送', attempts: 1, last_status: 500, last_error: 'HTTP 500' });

    mall.advance(retryPauseMs(1) - 1_000);
    await worker().drain();
    expect(receiver.received).toHaveLength(1);
    mall.advance(2_000);
    await worker().drain();
    expect(receiver.received.map((hit) => hit.answered)).toEqual([500, 200, 200]);

    const [retried, second] = receiver.received.slice(1);
    const first = JSON.parse(retried?.body ?? '{}');
    expect(first).toMatchObject({ kind: 'member_invited', label: '加入企业', company_id: 1, link: '/user/company' });
    expect(JSON.parse(second?.body ?? '{}').id).toBeGreaterThan(first.id);
    expect(retried?.headers['x-mall-event']).toBe('member_invited');
    expect(retried?.headers['x-mall-event-id']).toBe(String(first.id));
    expect(retried?.headers['content-type']).toBe('application/json; charset=utf-8');
    // the fake clock runs a few seconds ahead of the receiver's: a generous age limit here
    expect(verifyWebhook(SECRET, retried?.headers ?? {}, retried?.body ?? '', 3600)).toBe(true);
    expect(verifyWebhook('another-secret-0123456789', retried?.headers ?? {}, retried?.body ?? '', 3600)).toBe(false);
    expect(verifyWebhook(SECRET, retried?.headers ?? {}, `${retried?.body} `, 3600)).toBe(false);
    expect((await deliveries()).map((row) => row.state)).toEqual(['delivered', 'delivered']);
  });

  it('also signs in the Standard Webhooks form, which its library verifies with the secret in whsec_ form', async () => {
    const generated = `whsec_${randomBytes(24).toString('base64')}`;
    const other = await startWebhookReceiver();
    try {
      expect((await register({ url: receiver.url, secret: SECRET, kinds: ['member_invited'] })).status).toBe(200);
      expect((await register({ url: other.url, secret: generated, kinds: ['member_invited'] })).status).toBe(200);
      await inviteSomeone('13900000961');
      await worker().drain();
      const [hit] = receiver.received;
      const [otherHit] = other.received;
      if (!hit || !otherHit) throw new Error('not delivered');
      const plain = new Webhook(`whsec_${Buffer.from(SECRET).toString('base64')}`);
      expect(plain.verify(hit.body, headersOf(hit.headers))).toMatchObject({ kind: 'member_invited', company_id: 1 });
      expect(hit.headers['webhook-id']).toBe(hit.headers['x-mall-event-id']);
      expect(hit.headers['webhook-timestamp']).toBe(hit.headers['x-mall-timestamp']);
      // today's headers stay, for the receivers that check them
      expect(verifyWebhook(SECRET, hit.headers, hit.body, 3600)).toBe(true);
      // a secret typed in whsec_ form (as the libraries generate them) is used as such
      expect(new Webhook(generated).verify(otherHit.body, headersOf(otherHit.headers))).toMatchObject({ kind: 'member_invited' });
      expect(verifyWebhook(generated, otherHit.headers, otherHit.body, 3600)).toBe(true);

      const wrong = new Webhook(`whsec_${Buffer.from('another-secret-0123456789').toString('base64')}`);
      expect(() => wrong.verify(hit.body, headersOf(hit.headers))).toThrow('No matching signature found');
      expect(() => plain.verify(`${hit.body} `, headersOf(hit.headers))).toThrow('No matching signature found');
      expect(() => plain.verify(hit.body, { ...headersOf(hit.headers), 'webhook-id': '999999' })).toThrow('No matching signature found');
    } finally {
      await other.close();
    }
  });

  it('gives up after a day of failures; 重新发送 (twice) queues it once more and it is delivered', async () => {
    expect((await register({ url: receiver.url, secret: SECRET, kinds: ['member_invited'] })).status).toBe(200);
    receiver.answerOtherwise(503);
    await inviteSomeone('13900000941');
    await worker().drain();
    for (let spent = 0; spent <= GIVE_UP_AFTER_MS; spent += 3_600_000) {
      mall.advance(3_600_000);
      await worker().drain();
    }
    const [gaveUp] = await deliveries();
    expect(gaveUp).toMatchObject({ state: 'failed', state_name: '推送失败', last_status: 503 });
    // 1 min, 5 min, 15 min, 1 h, 3 h, then every 6 h: about ten tries in a day, not one an hour
    expect(receiver.received.length).toBeGreaterThan(4);
    expect(receiver.received.length).toBeLessThan(12);
    expect(gaveUp?.attempts).toBe(receiver.received.length);

    receiver.received.length = 0;
    receiver.answerOtherwise(200);
    const resent = await mall.post(`/api/company/webhook/delivery/resend/${gaveUp?.id}`, {}, admin);
    expect(resent).toMatchObject({ status: 200, message: '已加入重新发送', data: { state: 'pending' } });
    expect((await mall.post(`/api/company/webhook/delivery/resend/${gaveUp?.id}`, {}, admin)).data.state).toBe('pending');
    await worker().drain();
    expect(receiver.received).toHaveLength(1);
    expect((await deliveries())[0]).toMatchObject({ state: 'delivered', last_status: 200, last_error: '' });
    expect(await mall.post('/api/company/webhook/delivery/resend/99999', {}, admin)).toEqual({ status: 400, message: '推送记录不存在' });
  });

  it('a deleted endpoint gets nothing more', async () => {
    const saved = await register({ url: receiver.url, secret: SECRET, kinds: ['member_invited'] });
    expect((await mall.post(`/api/company/webhook/delete/${saved.data.id}`, {}, admin)).message).toBe('推送地址已删除');
    await inviteSomeone('13900000951');
    await worker().drain();
    expect(receiver.received).toEqual([]);
  });
});
