// Early answers: the mall refuses an upload (413 from its gateway, or its own 400) before reading the body.
// The real process must answer every try promptly, keep the visitor's next request on the same keep-alive
// agent working, never reuse a half-written mall connection, and still shut down gracefully with exit 0.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import http, { type IncomingMessage } from 'node:http';
import { waitForHealthz } from '../../helpers/bff/bff-process.ts';
import { freePort } from '../../helpers/bff/free-port.ts';
import { afterEach, describe, expect, it } from 'vitest';
import { closeAll, setup } from '../bff/bff-kit.ts';
import { headersOf, openSlowUpload, waitUntil } from './slow-client-kit.ts';

interface EarlyMall {
  url: string;
  /** complete bodies the mall did read, by path */
  bodies: Map<string, string[]>;
  close(): Promise<void>;
}

/** A mall that refuses uploads at once, without reading them, the way a gateway's size limit does. */
async function startEarlyAnsweringMall(): Promise<EarlyMall> {
  const bodies = new Map<string, string[]>();
  const server = http.createServer((request, response) => {
    const path = (request.url ?? '').split('?', 1)[0]!;
    if (path === '/api/upload/gateway-limit') {
      response.writeHead(413, { 'content-type': 'text/html', connection: 'close' });
      response.end('<html><body><h1>413 Request Entity Too Large</h1></body></html>');
      return;
    }
    if (path === '/api/upload/refuse-now' || (path === '/api/upload/image/file' && Number(request.headers['content-length']) > 1_000_000)) {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ status: 400, message: '文件大小不能超过5M' }));
      return;
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const list = bodies.get(path) ?? [];
      list.push(Buffer.concat(chunks).toString('utf8'));
      bodies.set(path, list);
      response.writeHead(200, { 'content-type': 'application/json' });
      if (path === '/api/upload/image/file') response.end(JSON.stringify({ status: 200, message: '上传成功', data: { path: '/u/a.png' } }));
      else response.end(JSON.stringify({ status: 200, message: 'success', data: { site_name: '测试工业品商城' } }));
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    bodies,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

interface Answer {
  status: number;
  body: string;
  ms: number;
  reusedSocket: boolean;
}

/** One request on `agent`; settles with the answer, or rejects if none arrives within `deadlineMs`. */
function send(
  agent: http.Agent,
  port: number,
  method: string,
  path: string,
  body: Buffer | undefined,
  deadlineMs: number,
): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = {};
    if (body) {
      headers['content-type'] = 'multipart/form-data; boundary=early';
      headers['content-length'] = body.length;
    }
    const request = http.request({ host: '127.0.0.1', port, method, path, agent, headers });
    const timer = setTimeout(() => reject(new Error(`${method} ${path}: no answer within ${deadlineMs} ms`)), deadlineMs);
    let answered = false;
    request.on('response', (response: IncomingMessage) => {
      answered = true;
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        clearTimeout(timer);
        resolve({
          status: response.statusCode ?? 0,
          body: Buffer.concat(chunks).toString('utf8'),
          ms: performance.now() - started,
          reusedSocket: request.reusedSocket,
        });
      });
    });
    // Writing the rest of a refused body may fail once the BFF closes the connection; the answer is what counts.
    request.on('error', (error) => {
      if (!answered) {
        clearTimeout(timer);
        reject(error);
      }
    });
    request.end(body);
  });
}

function multipart(bytes: number): Buffer {
  const head = Buffer.from('--early\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n');
  const tail = Buffer.from('\r\n--early--\r\n');
  return Buffer.concat([head, Buffer.alloc(bytes - head.length - tail.length, 0x61), tail]);
}

let mall: EarlyMall | undefined;
afterEach(async () => {
  await closeAll();
  await mall?.close();
});

describe('early answers from the mall', () => {
  it('10 refused uploads in a row each answer promptly; the next request on the same agent works; shutdown exits 0', async () => {
    mall = await startEarlyAnsweringMall();
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        MALL_API_URL: mall.url,
        LOG_LEVEL: 'info',
        UPSTREAM_TIMEOUT_MS: '3000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = once(child, 'exit') as Promise<[number | null, string | null]>;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const base = `http://127.0.0.1:${port}`;
      await waitForHealthz(base, 20_000);

      const big = multipart(3 * 1024 * 1024);
      for (let i = 0; i < 10; i += 1) {
        const path = i % 2 === 0 ? '/api/upload/image/file' : '/api/upload/gateway-limit';
        const answer = await send(agent, port, 'POST', path, big, 3000);
        expect(answer.ms).toBeLessThan(2000);
        if (path === '/api/upload/image/file') {
          expect([answer.status, JSON.parse(answer.body)]).toEqual([400, { status: 400, message: '文件大小不能超过5M' }]);
        } else {
          // The gateway closes at once, so the BFF sees either its 413 page (a client error, kept as 413: the
          // mall refused the request) or the reset (502).
          const body = JSON.parse(answer.body) as { status: number; code?: string };
          if (answer.status === 413) expect(body.status).toBe(413);
          else {
            expect(answer.status).toBe(502);
            expect(body).toMatchObject({ status: 502, code: expect.stringMatching(/^UPSTREAM_(BAD_RESPONSE|UNAVAILABLE)$/) });
          }
        }
      }

      // The visitor's next calls on the same agent work, and the mall gets whole, uncorrupted requests.
      const small = multipart(4096);
      const upload = await send(agent, port, 'POST', '/api/upload/image/file', small, 3000);
      expect([upload.status, JSON.parse(upload.body).message]).toEqual([200, '上传成功']);
      expect(mall.bodies.get('/api/upload/image/file')).toEqual([small.toString('utf8')]);
      const config = await send(agent, port, 'GET', '/api/pc/config', undefined, 3000);
      expect(config.status).toBe(200);
      const again = await send(agent, port, 'GET', '/api/pc/config', undefined, 3000);
      expect(again.status).toBe(200);
      expect(again.reusedSocket).toBe(true);

      const signalledAt = Date.now();
      child.kill('SIGTERM');
      const [code] = await exited;
      expect(code).toBe(0);
      expect(Date.now() - signalledAt).toBeLessThan(5000);
      expect(output).toContain('shutdown complete');
    } finally {
      agent.destroy();
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  }, 60_000);
});

describe('the rest of a refused body', () => {
  const answers = (text: string) => text.match(/HTTP\/1\.1 \d{3}/g) ?? [];
  /** An upload the mall refuses at once, declaring `declaredBytes` and sending only its first KiB. */
  async function refusedUpload(declaredBytes: number) {
    mall = await startEarlyAnsweringMall();
    const kit = await setup({ mallUrl: mall.url });
    return openSlowUpload(Number(new URL(kit.origin).port), {
      path: '/api/upload/refuse-now',
      declaredBytes,
      initialBytes: 1024,
      intervalMs: 0,
    });
  }

  it('a small rest is read and dropped, and the same connection carries the next request', async () => {
    const upload = await refusedUpload(30_000);
    try {
      expect(await waitUntil(() => upload.status() !== undefined, 3000)).toBe(true);
      expect(upload.status()).toBe(400);
      expect(headersOf(upload.received()).connection).toBe('keep-alive');
      upload.socket.write(Buffer.alloc(30_000 - 1024, 0x62));
      upload.socket.write('GET /api/pc/config HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
      expect(await waitUntil(() => answers(upload.received()).length === 2, 3000)).toBe(true);
      expect(answers(upload.received())[1]).toBe('HTTP/1.1 200');
    } finally {
      upload.stop();
    }
  });

  /** How long after the refusal the BFF keeps the connection of an upload declaring `declaredBytes`. */
  async function closeAfterRefusal(declaredBytes: number) {
    const upload = await refusedUpload(declaredBytes);
    try {
      const started = Date.now();
      await upload.closed;
      return { ms: Date.now() - started, status: upload.status(), headers: headersOf(upload.received()) };
    } finally {
      upload.stop();
    }
  }

  it('a large rest ends the connection after the answer (Connection: close)', async () => {
    const closed = await closeAfterRefusal(5_000_000);
    expect(closed.ms).toBeLessThan(1500);
    expect(closed.status).toBe(400);
    expect(closed.headers.connection).toBe('close');
  });

  it('a small rest that never comes costs the connection after a bounded wait', async () => {
    const closed = await closeAfterRefusal(30_000);
    expect(closed.status).toBe(400);
    expect(closed.ms).toBeGreaterThanOrEqual(1900);
    expect(closed.ms).toBeLessThan(3500);
  });
});
