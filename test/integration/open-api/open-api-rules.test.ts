// The open API's own rules against a fake mall (docs/open-api.md): the token endpoint, bearer tokens, the one
// error shape, Idempotency-Key (one order for two identical submits, refusal of another body under the same
// key), per-client rate limits, body limits, and every spelling of the path reaching the same rules with no
// cookie and no cross-site guard.
import { afterEach, describe, expect, it } from 'vitest';
import { closeAll, setup, type Kit } from '../bff/bff-kit.ts';
import { rawRequest } from '../bff/raw-http.ts';

afterEach(closeAll);

const TOKEN = 'open-token-0123456789abcdef';
const ok = (data: unknown, message = 'success') => ({ status: 200, message, data });

function mallAnswers(): Record<string, unknown> {
  return {
    'POST /api/open/token': (_request: unknown, _reply: unknown, body: string) => {
      const sent = JSON.parse(body) as { client_id: string; client_secret: string };
      if (sent.client_secret !== 'right-secret') return { status: 400, message: '客户端凭据无效' };
      return ok({
        access_token: TOKEN,
        token_type: 'Bearer',
        expires_in: 1800,
        scope: 'catalogue prices orders',
        company_id: 2,
        client_id: sent.client_id,
      });
    },
    'POST /api/quick_order/check': (_request: unknown, _reply: unknown, body: string) => {
      const rows = (JSON.parse(body) as { rows: { code: string; quantity: number }[] }).rows;
      return ok({
        count: rows.length,
        list: rows.map((row, at) => ({
          line: at + 1,
          code: row.code,
          quantity: row.quantity,
          state: 'ok',
          state_name: '可加入',
          reason: '',
          product_id: 7,
          store_name: '扳手',
          unit_name: '把',
          sku: '10mm',
          unique: `u-${row.code}`,
          part_number: row.code,
          bar_code: row.code,
          price: '12.50',
          stock: 40,
        })),
      });
    },
    'POST /api/user/cart/create': ok({ cart_id: 31 }),
    'POST /api/v2/order/check': ok({
      key: 'checkout-key',
      status: 'finish',
      order: [{ mer_id: 1 }],
      order_total_postage: '0.00',
      order_price: '25.00',
    }),
    'POST /api/v2/order/create': ok({ status: 'approval', result: { order_id: 501, approval_id: 9 } }, '订单金额超出采购限额，已提交审批'),
  };
}

async function tokenOf(kit: Kit): Promise<string> {
  const answer = await kit
    .api()
    .post('/open/v1/token')
    .type('form')
    .send({ grant_type: 'client_credentials', client_id: 'oc_1', client_secret: 'right-secret' });
  expect(answer.status).toBe(200);
  return answer.body.access_token as string;
}

const ORDER = { lines: [{ code: 'DL00007-01', quantity: 2 }], address_id: 3, po_number: 'PO-2026-001' };
const creates = (kit: Kit) => kit.mall.requests.filter((sent) => sent.url === '/api/v2/order/create');

describe('the token endpoint', () => {
  it('issues the mall token for client credentials by HTTP Basic, form or JSON, never setting a cookie', async () => {
    const kit = await setup({ answers: mallAnswers() as never });
    const basic = Buffer.from('oc_1:right-secret').toString('base64');
    const byBasic = await kit
      .api()
      .post('/open/v1/token')
      .set('authorization', `Basic ${basic}`)
      .type('form')
      .send({ grant_type: 'client_credentials' });
    expect(byBasic.status).toBe(200);
    expect(byBasic.body).toEqual({ access_token: TOKEN, token_type: 'Bearer', expires_in: 1800, scope: 'catalogue prices orders' });
    expect(byBasic.headers['set-cookie']).toBeUndefined();
    expect(byBasic.headers['cache-control']).toBe('no-store');
    const byJson = await kit
      .api()
      .post('/open/v1/token')
      .send({ grant_type: 'client_credentials', client_id: 'oc_1', client_secret: 'right-secret' });
    expect(byJson.status).toBe(200);
    const sent = kit.mall.requests.find((request) => request.url === '/api/open/token');
    expect(JSON.parse(sent?.body ?? '{}')).toMatchObject({ client_id: 'oc_1', client_secret: 'right-secret', ip: '127.0.0.1' });
  });

  it('answers bad credentials and a wrong grant in the one error shape, and keeps secrets out of the log', async () => {
    const kit = await setup({ answers: mallAnswers() as never });
    const wrong = await kit
      .api()
      .post('/open/v1/token')
      .type('form')
      .send({ grant_type: 'client_credentials', client_id: 'oc_1', client_secret: 'guess' });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ error: { code: 'invalid_client', message: '客户端凭据无效' } });
    const grant = await kit.api().post('/open/v1/token').type('form').send({ grant_type: 'password' });
    expect(grant.status).toBe(400);
    expect(grant.body).toEqual({ error: { code: 'invalid_request', message: 'grant_type 须为 client_credentials' } });
    await tokenOf(kit);
    expect(kit.logs.text()).not.toContain('right-secret');
    expect(kit.logs.text()).not.toContain(TOKEN);
  });
});

describe('calls', () => {
  it('need a bearer token, sent to the mall as X-Token with the caller address', async () => {
    const kit = await setup({ answers: mallAnswers() as never });
    const none = await kit
      .api()
      .post('/open/v1/prices')
      .send({ skus: [{ code: 'A1' }] });
    expect(none.status).toBe(401);
    expect(none.body.error.code).toBe('invalid_token');
    const token = await tokenOf(kit);
    const priced = await kit
      .api()
      .post('/open/v1/prices')
      .set('authorization', `Bearer ${token}`)
      .send({ skus: [{ code: 'A1' }, { code: 'B2', quantity: 3 }] });
    expect(priced.status).toBe(200);
    expect(priced.body.list.map((row: { code: string; price: string }) => [row.code, row.price])).toEqual([
      ['A1', '12.50'],
      ['B2', '12.50'],
    ]);
    const sent = kit.mall.requests.find((request) => request.url === '/api/quick_order/check');
    expect(sent?.headers['x-token']).toBe(token);
    expect(sent?.headers['x-open-client-ip']).toBe('127.0.0.1');
    expect(JSON.parse(sent?.body ?? '{}')).toEqual({
      rows: [
        { code: 'A1', quantity: 1 },
        { code: 'B2', quantity: 3 },
      ],
    });
  });

  it('refuse more than 100 SKUs, unknown fields and a scope the token lacks before the mall is asked', async () => {
    const kit = await setup({ answers: mallAnswers() as never });
    const token = await tokenOf(kit);
    const before = kit.mall.requests.length;
    const many = await kit
      .api()
      .post('/open/v1/prices')
      .set('authorization', `Bearer ${token}`)
      .send({ skus: Array.from({ length: 101 }, (_, at) => ({ code: `C${at}` })) });
    expect(many.status).toBe(400);
    expect(many.body).toEqual({ error: { code: 'invalid_request', message: '一次最多查询 100 个 SKU' } });
    const extra = await kit
      .api()
      .post('/open/v1/prices')
      .set('authorization', `Bearer ${token}`)
      .send({ skus: [{ code: 'A1' }], price: '0.01' });
    expect(extra.body).toEqual({ error: { code: 'invalid_request', message: '不支持的字段：price' } });
    const scope = await kit.api().get('/open/v1/messages').set('authorization', `Bearer ${token}`);
    expect(scope.status).toBe(403);
    expect(scope.body).toEqual({ error: { code: 'insufficient_scope', message: '该接口不在客户端授权范围内' } });
    expect(kit.mall.requests.length).toBe(before);
  });

  it('answer an unknown path 404 and a wrong method 405 in the one shape', async () => {
    const kit = await setup({ answers: mallAnswers() as never });
    const token = await tokenOf(kit);
    const unknown = await kit.api().get('/open/v1/nothing').set('authorization', `Bearer ${token}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('not_found');
    const method = await kit.api().get('/open/v1/prices').set('authorization', `Bearer ${token}`);
    expect(method.status).toBe(405);
    expect(method.headers.allow).toBe('POST');
  });
});

describe('the document', () => {
  it('is served without a token at /open/v1/openapi.json as OpenAPI 3.1', async () => {
    const kit = await setup({ answers: mallAnswers() as never });
    const answer = await kit.api().get('/open/v1/openapi.json');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toContain('application/json');
    expect(answer.body.openapi).toBe('3.1.0');
    expect(Object.keys(answer.body.paths)).toContain('/open/v1/orders');
  });
});

describe('Idempotency-Key', () => {
  it('is required on writes', async () => {
    const kit = await setup({ answers: mallAnswers() as never });
    const token = await tokenOf(kit);
    const answer = await kit.api().post('/open/v1/orders').set('authorization', `Bearer ${token}`).send(ORDER);
    expect(answer.status).toBe(428);
    expect(answer.body.error.code).toBe('idempotency_key_required');
    expect(creates(kit)).toEqual([]);
  });

  it('answers a repeat with the first answer and one order, also when both arrive together', async () => {
    const kit = await setup({ answers: mallAnswers() as never });
    const token = await tokenOf(kit);
    const submit = () =>
      kit.api().post('/open/v1/orders').set('authorization', `Bearer ${token}`).set('idempotency-key', 'po-2026-001-a').send(ORDER);
    const [first, second] = await Promise.all([submit(), submit()]);
    const third = await submit();
    for (const answer of [first, second, third]) {
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ order_id: 501, status: 'held', message: '订单金额超出采购限额，已提交审批', approval_id: 9 });
    }
    expect(third.headers['idempotent-replayed']).toBe('true');
    expect(creates(kit)).toHaveLength(1);
  });

  it('refuses the same key with another body', async () => {
    const kit = await setup({ answers: mallAnswers() as never });
    const token = await tokenOf(kit);
    const send = (body: object) =>
      kit.api().post('/open/v1/orders').set('authorization', `Bearer ${token}`).set('idempotency-key', 'po-2026-001-b').send(body);
    expect((await send(ORDER)).status).toBe(200);
    const other = await send({ ...ORDER, po_number: 'PO-2026-002' });
    expect(other.status).toBe(422);
    expect(other.body.error.code).toBe('idempotency_key_reused');
    expect(creates(kit)).toHaveLength(1);
  });

  it('lets a retry run again after a failed attempt', async () => {
    const kit = await setup({ answers: { ...mallAnswers(), 'POST /api/v2/order/create': { status: 400, message: '库存不足' } } as never });
    const token = await tokenOf(kit);
    const send = () =>
      kit.api().post('/open/v1/orders').set('authorization', `Bearer ${token}`).set('idempotency-key', 'po-2026-001-c').send(ORDER);
    const refused = await send();
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({ error: { code: 'refused', message: '库存不足' } });
    kit.mall.on('POST /api/v2/order/create', { status: 200, message: '支付成功', data: { status: 'success', result: { order_id: 502 } } });
    const retried = await send();
    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({ order_id: 502, status: 'paid' });
    expect(creates(kit)).toHaveLength(2);
  });
});

describe('limits', () => {
  it('counts calls per client and answers 429 with Retry-After over the limit', async () => {
    const kit = await setup({ answers: mallAnswers() as never, env: { OPEN_API_CALLS_PER_MINUTE: '2' } });
    const token = await tokenOf(kit);
    const call = () =>
      kit
        .api()
        .post('/open/v1/prices')
        .set('authorization', `Bearer ${token}`)
        .send({ skus: [{ code: 'A1' }] });
    expect((await call()).status).toBe(200);
    expect((await call()).status).toBe(200);
    const limited = await call();
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe('rate_limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('counts tokens it never issued by address, so made-up tokens share one allowance', async () => {
    const kit = await setup({ answers: mallAnswers() as never, env: { OPEN_API_CALLS_PER_MINUTE: '2' } });
    const statuses: number[] = [];
    for (const guess of ['guessed-token-0001', 'guessed-token-0002', 'guessed-token-0003']) {
      const answer = await kit
        .api()
        .post('/open/v1/prices')
        .set('authorization', `Bearer ${guess}`)
        .send({ skus: [{ code: 'A1' }] });
      statuses.push(answer.status);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(kit.mall.requests.filter((sent) => sent.url === '/api/quick_order/check')).toHaveLength(2);
  });

  it('counts token requests per address', async () => {
    const kit = await setup({ answers: mallAnswers() as never, env: { OPEN_API_TOKENS_PER_MINUTE: '1' } });
    await tokenOf(kit);
    const again = await kit
      .api()
      .post('/open/v1/token')
      .type('form')
      .send({ grant_type: 'client_credentials', client_id: 'oc_1', client_secret: 'right-secret' });
    expect(again.status).toBe(429);
  });

  it('refuses a body over 64 KB with 413 and a body that is not JSON with 415', async () => {
    const kit = await setup({ answers: mallAnswers() as never });
    const token = await tokenOf(kit);
    const big = await kit
      .api()
      .post('/open/v1/prices')
      .set('authorization', `Bearer ${token}`)
      .send({ skus: [{ code: 'x'.repeat(70_000) }] });
    expect(big.status).toBe(413);
    expect(big.body.error.code).toBe('payload_too_large');
    const xml = await kit
      .api()
      .post('/open/v1/prices')
      .set('authorization', `Bearer ${token}`)
      .set('content-type', 'application/xml')
      .send('<a/>');
    expect(xml.status).toBe(415);
    expect(xml.body.error.code).toBe('unsupported_media_type');
  });
});

describe('every spelling of the path', () => {
  it.each(['/open/v1/orders', '//open/v1/orders', '/OPEN/V1/Orders', '/%6Fpen/v1/orders', '/open//v1/orders/', '/open/v1/orders.html'])(
    '%s: a foreign origin is no obstacle, the key and the limit still hold, no cookie is set',
    async (target) => {
      const kit = await setup({ answers: mallAnswers() as never });
      const token = await tokenOf(kit);
      const headers = {
        authorization: `Bearer ${token}`,
        origin: 'https://erp.example.com',
        'sec-fetch-site': 'cross-site',
        'content-type': 'application/json',
      };
      const keyless = await rawRequest(kit.origin, { method: 'POST', target, headers, body: JSON.stringify(ORDER) });
      expect(keyless.status).toBe(428);
      const placed = await rawRequest(kit.origin, {
        method: 'POST',
        target,
        headers: { ...headers, 'idempotency-key': 'spelling-key-1' },
        body: JSON.stringify(ORDER),
      });
      expect(placed.status).toBe(200);
      expect(placed.json).toMatchObject({ order_id: 501, status: 'held' });
      expect(placed.headers['set-cookie']).toBeUndefined();
      const again = await rawRequest(kit.origin, {
        method: 'POST',
        target: '/open/v1/orders',
        headers: { ...headers, 'idempotency-key': 'spelling-key-1' },
        body: JSON.stringify(ORDER),
      });
      expect(again.status).toBe(200);
      expect(creates(kit)).toHaveLength(1);
    },
  );
});
