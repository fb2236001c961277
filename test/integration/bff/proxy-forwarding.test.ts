// Rule 1: every /api/* call (any method, query kept, body bytes unchanged) and the root /ajcaptcha and
// /ajcheck go to the mall with exactly the allowed headers; answers come back decoded and without Set-Cookie.
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { closeAll, setup } from './bff-kit.ts';
import { rawBytes } from '../../helpers/bff/raw-bytes.ts';

afterEach(closeAll);

const PNG_BYTES = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4c40000000049454e44ae426082',
  'hex',
);

describe('proxy: what goes upstream', () => {
  it('keeps path and query and sends Form-type pc, forwarded headers and the request id of our log line', async () => {
    const kit = await setup({ answers: { 'GET /api/product/spu/lst': { status: 200, message: 'success', data: { count: 0, list: [] } } } });
    const response = await kit
      .api()
      .get('/api/product/spu/lst?page=2&limit=20&keyword=%E6%89%B3%E6%89%8B&cate_pid=3')
      .set('accept', 'application/json')
      .set('accept-language', 'zh-CN,zh;q=0.9')
      .set('user-agent', 'TestBrowser/1.0')
      .set('x-forwarded-for', '203.0.113.9')
      .set('x-forwarded-proto', 'https')
      .set('x-forwarded-host', 'evil.example');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 200, message: 'success', data: { count: 0, list: [] } });

    expect(kit.mall.requests).toHaveLength(1);
    const sent = kit.mall.requests[0]!;
    expect(sent.method).toBe('GET');
    expect(sent.url).toBe('/api/product/spu/lst?page=2&limit=20&keyword=%E6%89%B3%E6%89%8B&cate_pid=3');
    expect(sent.headers['form-type']).toBe('pc');
    expect(sent.headers.accept).toBe('application/json');
    expect(sent.headers['accept-language']).toBe('zh-CN,zh;q=0.9');
    expect(sent.headers['user-agent']).toBe('TestBrowser/1.0');
    // TRUST_PROXY is off: the browser's own X-Forwarded-* are replaced by what the BFF saw.
    expect(sent.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(sent.headers['x-forwarded-proto']).toBe('http');
    expect(sent.headers['x-forwarded-host']).toBe(kit.origin.replace('http://', ''));
    expect(sent.headers['x-token']).toBeUndefined();

    const requestLine = kit.logs.lines().find((line) => line.msg === 'request completed' && line.url === sent.url);
    expect(requestLine?.reqId).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent.headers['x-request-id']).toBe(requestLine?.reqId);
  });

  it('forwards X-Forwarded-* from a trusted proxy', async () => {
    const kit = await setup({ env: { TRUST_PROXY: 'true' } });
    await kit
      .api()
      .get('/api/version')
      .set('x-forwarded-for', '203.0.113.9')
      .set('x-forwarded-proto', 'https')
      .set('x-forwarded-host', 'shop.example.com');
    const sent = kit.mall.requests[0]!;
    expect(sent.headers['x-forwarded-for']).toBe('203.0.113.9');
    expect(sent.headers['x-forwarded-proto']).toBe('https');
    expect(sent.headers['x-forwarded-host']).toBe('shop.example.com');
  });

  it("never forwards the browser's Cookie, X-Token, Authorization or hop-by-hop headers", async () => {
    const kit = await setup();
    await kit
      .api()
      .get('/api/version')
      .set('cookie', 'PHPSESSID=abc; other=1')
      .set('x-token', 'browser-token')
      .set('authorization', 'Bearer browser-token')
      .set('proxy-authorization', 'Basic Zm9vOmJhcg==')
      .set('te', 'trailers')
      .set('upgrade', 'h2c')
      .set('x-custom', 'dropped');
    const headers = kit.mall.requests[0]!.headers;
    for (const name of ['cookie', 'x-token', 'authorization', 'proxy-authorization', 'te', 'upgrade', 'x-custom']) {
      expect(headers[name], name).toBeUndefined();
    }
    expect(headers.connection).not.toMatch(/upgrade/i);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)('forwards %s with the body bytes unchanged', async (method) => {
    const kit = await setup({ answers: { [`${method} /api/user/address/update/7`]: { status: 200, message: '修改成功' } } });
    const raw = '{ "real_name" :"王 五",  "phone":"13800000009","detail":"上海市\\u6d66东新区 1 号" }';
    const call = kit.api()[method.toLowerCase() as 'post' | 'put' | 'patch' | 'delete']('/api/user/address/update/7?from=pc');
    const response = await call.set('content-type', 'application/json').send(raw);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 200, message: '修改成功' });
    const sent = kit.mall.requests[0]!;
    expect(sent.method).toBe(method);
    expect(sent.url).toBe('/api/user/address/update/7?from=pc');
    expect(sent.body).toBe(raw);
    expect(sent.headers['content-type']).toBe('application/json');
    expect(sent.headers['content-length']).toBe(String(Buffer.byteLength(raw)));
  });

  it('forwards form and multipart bodies byte for byte', async () => {
    const kit = await setup({
      answers: {
        'POST /api/upload/image/file': { status: 200, message: 'success', data: { path: '/uploads/a.png' } },
        'POST /api/auth/login': { status: 400, message: '账号或密码错误' },
      },
    });
    const form = 'account=13800000001&password=Demo%402026&user_type=pc';
    await kit.api().post('/api/auth/login').set('content-type', 'application/x-www-form-urlencoded').send(form);
    expect(kit.mall.requests[0]!.body).toBe(form);

    const boundary = '----bffboundary42';
    const multipart = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\n你好 world\r\n--${boundary}--\r\n`;
    const uploaded = await kit
      .api()
      .post('/api/upload/image/file')
      .set('content-type', `multipart/form-data; boundary=${boundary}`)
      .send(multipart);
    expect(uploaded.status).toBe(200);
    const sent = kit.mall.requests[1]!;
    expect(sent.headers['content-type']).toBe(`multipart/form-data; boundary=${boundary}`);
    expect(sent.body).toBe(multipart);
  });

  it('forwards no root /ajcaptcha or /ajcheck: click-words live under /api/ on CRMEB-MER v2.3.1', async () => {
    const kit = await setup();
    expect((await kit.api().get('/ajcaptcha?captchaType=clickWord')).status).toBe(404);
    expect(kit.mall.requests).toEqual([]);
  });

  it('reuses one keep-alive connection for consecutive calls', async () => {
    const ports: number[] = [];
    const kit = await setup({
      answers: {
        // an endpoint the public-read cache leaves alone, so every call reaches the mall
        'GET /api/store/product/good_list': (request) => {
          ports.push(request.socket.remotePort ?? -1);
          return { status: 200, message: 'success' };
        },
      },
    });
    await kit.api().get('/api/store/product/good_list');
    await kit.api().get('/api/store/product/good_list');
    await kit.api().get('/api/store/product/good_list');
    expect(ports).toHaveLength(3);
    expect(new Set(ports).size).toBe(1);
  });
});

describe('proxy: what comes back', () => {
  it('does not pass upstream Set-Cookie or hop-by-hop headers back to the browser', async () => {
    const kit = await setup({
      answers: {
        'GET /api/version': (_request, reply) =>
          reply
            .header('set-cookie', ['PHPSESSID=upstream; Path=/', 'other=1'])
            .header('proxy-authenticate', 'Basic')
            .header('x-powered-by', 'PHP/8.1')
            .send({ status: 200, message: 'success' }),
      },
    });
    const response = await kit.api().get('/api/version');
    expect(response.status).toBe(200);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.headers['proxy-authenticate']).toBeUndefined();
    expect(response.headers['x-powered-by']).toBeUndefined();
    expect(response.body).toEqual({ status: 200, message: 'success' });
  });

  it.each([
    ['gzip', gzipSync],
    ['br', brotliCompressSync],
  ] as const)('decodes %s-compressed JSON (and still strips its tokens)', async (encoding, compress) => {
    const json = JSON.stringify({ status: 200, message: 'success', data: { name: '扳手套装', token: 'secret-in-compressed' } });
    const kit = await setup({
      answers: {
        'GET /api/product/detail/1': (_request, reply) =>
          reply
            .header('content-type', 'application/json; charset=utf-8')
            .header('content-encoding', encoding)
            .send(compress(Buffer.from(json))),
      },
    });
    const response = await kit.api().get('/api/product/detail/1');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toEqual({ status: 200, message: 'success', data: { name: '扳手套装' } });
  });

  it('streams non-JSON answers (images) through with their content type', async () => {
    const kit = await setup({
      answers: {
        'GET /api/image/logo.png': (_request, reply) =>
          reply.header('content-type', 'image/png').header('cache-control', 'max-age=60').send(PNG_BYTES),
      },
    });
    const response = await kit.api().get('/api/image/logo.png').buffer(true).parse(rawBytes);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('max-age=60');
    expect(Buffer.compare(response.body as Buffer, PNG_BYTES)).toBe(0);
  });

  it('decodes a gzip-compressed file before streaming it', async () => {
    const kit = await setup({
      answers: {
        'GET /api/export/list.csv': (_request, reply) =>
          reply
            .header('content-type', 'text/csv; charset=utf-8')
            .header('content-encoding', 'gzip')
            .send(gzipSync(Buffer.from('编号,名称\n1,扳手\n'))),
      },
    });
    const response = await kit.api().get('/api/export/list.csv');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.text).toBe('编号,名称\n1,扳手\n');
  });

  it("passes a successful JSON answer on as the mall's own bytes, and still strips one that carries a token", async () => {
    // spacing and key order a re-serialisation would change
    const plain = '{"status":200, "msg":"success","data":{"b":1,"a":[1,2]}}';
    const carrying = '{"status":200,"data":{"nickname":"李经理","token":"leaked-token"}}';
    const escaped = '{"status":200,"data":{"\\u0074oken":"leaked-token"}}';
    const sendText = (text: string) => (_request: unknown, reply: { type: (t: string) => { send: (b: string) => unknown } }) =>
      reply.type('application/json').send(text);
    const kit = await setup({
      answers: {
        'GET /api/plain': sendText(plain) as never,
        'GET /api/carrying': sendText(carrying) as never,
        'GET /api/escaped': sendText(escaped) as never,
      },
    });
    expect((await kit.api().get('/api/plain')).text).toBe(plain);
    const stripped = await kit.api().get('/api/carrying');
    expect(stripped.body).toEqual({ status: 200, data: { nickname: '李经理' } });
    expect((await kit.api().get('/api/escaped')).text).not.toContain('leaked-token');
  });
});

describe('proxy: what never goes upstream', () => {
  it("refuses the mall's open API token exchange from a browser, whatever the spelling", async () => {
    const kit = await setup({ answers: { 'POST /api/open/token': { status: 200, message: 'success', data: {} } } });
    for (const path of ['/api/open/token', '/API/Open/token', '//api//open/token/', '/api/%6Fpen/token']) {
      const answer = await kit.api().post(path).send({ client_id: 'c', client_secret: 's', ip: '203.0.113.9' });
      expect(answer.status, path).toBe(404);
    }
    expect(kit.mall.requests).toHaveLength(0);
  });
});
