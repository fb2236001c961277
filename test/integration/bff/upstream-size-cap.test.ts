// A mall answering far more JSON than any page needs (UPSTREAM_MAX_JSON_BYTES, default 8 MB): the BFF answers
// 502 UPSTREAM_TOO_LARGE without holding the answer in memory, whether or not the mall declared its length.
// The memory is the BFF's own: it runs in a child process (bff-process.ts) whose peak resident size is read.
import { Readable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { startFakeMall } from '../../helpers/bff/fake-mall.ts';
import { closeAll, setup } from './bff-kit.ts';
import { spawnBff } from '../../helpers/bff/bff-memory-child.ts';

afterEach(closeAll);

const MB = 1024 * 1024;
const TOO_LARGE = { status: 502, message: '商城服务返回的数据过大', code: 'UPSTREAM_TOO_LARGE' };

/** 50 MB of valid JSON, produced 64 KB at a time so the fake mall itself holds almost nothing. */
function fiftyMegabytes(): { stream: Readable; length: number } {
  const head = Buffer.from('{"status":200,"message":"success","data":"');
  const tail = Buffer.from('"}');
  const chunk = Buffer.alloc(64 * 1024, 0x61);
  const chunks = Math.ceil((50 * MB - head.length - tail.length) / chunk.length);
  let sent = -1;
  const stream = new Readable({
    read() {
      sent += 1;
      if (sent === 0) this.push(head);
      else if (sent <= chunks) this.push(chunk);
      else if (sent === chunks + 1) this.push(tail);
      else this.push(null);
    },
  });
  return { stream, length: head.length + chunks * chunk.length + tail.length };
}

describe.each([
  ['with a content-length', true],
  ['chunked, without a content-length', false],
])('a 50 MB JSON answer %s', (_label, declared) => {
  it("becomes 502 UPSTREAM_TOO_LARGE, and the BFF process's peak resident memory grows by less than twice the 8 MB cap", async () => {
    const mall = await startFakeMall({
      // an endpoint outside the public-read cache: this measures the forwarding path alone
      'GET /api/store/product/good_list': (request, reply) => {
        if ((request.query as { warm?: string }).warm) return { status: 200, message: 'success', data: { list: [] } };
        const { stream, length } = fiftyMegabytes();
        reply.type('application/json');
        if (declared) reply.header('content-length', String(length));
        return reply.send(stream);
      },
    });
    const bff = await spawnBff(mall.url);
    try {
      // Warm the same route once with a small answer so loading its code does not count as growth.
      expect((await fetch(`${bff.origin}/api/store/product/good_list?warm=1`)).status).toBe(200);
      await bff.collectGarbage();
      const before = bff.rss();
      bff.resetPeak();
      const answer = await fetch(`${bff.origin}/api/store/product/good_list`);
      const body: unknown = await answer.json();
      const growth = bff.peakRss() - before;
      expect(answer.status).toBe(502);
      expect(body).toEqual(TOO_LARGE);
      expect(growth, `peak RSS grew by ${(growth / MB).toFixed(1)} MB`).toBeLessThan(2 * 8 * MB);
    } finally {
      await bff.stop();
      await mall.close();
    }
  });
});

describe('the upstream log line', () => {
  it('names the refusal', async () => {
    const kit = await setup({
      env: { UPSTREAM_MAX_JSON_BYTES: '1500' },
      answers: { 'GET /api/big': { status: 200, message: 'x'.repeat(2000) } },
    });
    await kit.api().get('/api/big');
    const failed = kit.logs.lines().find((line) => line.msg === 'upstream call failed');
    expect(failed?.err).toMatch(/larger than the cap/);
  });
});

describe('UPSTREAM_MAX_JSON_BYTES', () => {
  it('sets the cap: an answer over it is refused, one under it passes', async () => {
    const data = 'x'.repeat(2000);
    const kit = await setup({
      env: { UPSTREAM_MAX_JSON_BYTES: '1500' },
      answers: { 'GET /api/big': { status: 200, message: 'success', data } },
    });
    kit.mall.on('GET /api/small', { status: 200, message: 'success', data: 'ok' });
    expect((await kit.api().get('/api/big')).body).toEqual(TOO_LARGE);
    expect((await kit.api().get('/api/small')).body).toEqual({ status: 200, message: 'success', data: 'ok' });
  });

  it('leaves files alone: a picture larger than the cap streams through', async () => {
    const picture = Buffer.alloc(4000, 7);
    const kit = await setup({
      env: { UPSTREAM_MAX_JSON_BYTES: '1500' },
      answers: { 'GET /api/image/big.png': (_request, reply) => reply.type('image/png').send(picture) },
    });
    const response = await kit.api().get('/api/image/big.png').buffer(true);
    expect(response.status).toBe(200);
    expect(Number(response.headers['content-length'] ?? (response.body as Buffer).length)).toBe(4000);
  });
});
