// A mall that misbehaves on demand: in front of the in-process demo mall, it passes calls through while
// healthy and, once a fault is chosen, answers every call with that fault. Loopback only, port 0.
import { once } from 'node:events';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { request as undiciRequest } from 'undici';
import { startDemoMall, type StartedDemoMall } from '../../../demo-mall/start.ts';

export const FAULTS = ['slow', 'reset mid-body', 'bad JSON', 'HTML error page', '5xx', 'down', 'huge answer', 'login expired'] as const;
export type Fault = (typeof FAULTS)[number];

export interface FaultMall {
  url: string;
  /** undefined: healthy (everything passes through to the demo mall) */
  fault: Fault | undefined;
  close(): Promise<void>;
}

const HUGE_BYTES = 4 * 1024 * 1024;

async function passThrough(demo: StartedDemoMall, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const headers = Object.fromEntries(
    Object.entries(request.headers).filter(([name]) => !['host', 'connection', 'content-length'].includes(name)),
  );
  const upstream = await undiciRequest(`${demo.url}${request.url}`, {
    method: request.method as 'GET',
    headers: headers as Record<string, string>,
    body: chunks.length ? Buffer.concat(chunks) : null,
  });
  const body = Buffer.from(await upstream.body.arrayBuffer());
  const type = upstream.headers['content-type'];
  response.writeHead(upstream.statusCode, { 'content-type': String(type ?? 'application/json'), 'content-length': body.length });
  response.end(body);
}

/** A runaway list, cut off: four megabytes (a thousand times a normal answer) that never become valid JSON. */
function sendHuge(response: ServerResponse): void {
  response.writeHead(200, { 'content-type': 'application/json' });
  response.write('{"status":200,"message":"success","data":{"list":[');
  const row = Buffer.from(`{"id":1,"store_name":"${'扳手'.repeat(40)}"},`);
  let sent = 0;
  const pump = () => {
    while (sent < HUGE_BYTES) {
      sent += row.length;
      if (!response.write(row)) return void response.once('drain', pump);
    }
    response.end();
  };
  pump();
}

function answerWithFault(fault: Fault, timeoutMs: number, request: IncomingMessage, response: ServerResponse, demo: StartedDemoMall): void {
  switch (fault) {
    case 'slow':
      setTimeout(() => void passThrough(demo, request, response).catch(() => response.destroy()), timeoutMs + 700);
      return;
    case 'reset mid-body':
      response.writeHead(200, { 'content-type': 'application/json', 'content-length': '2000' });
      response.write('{"status":200,"message":"success","data":{"list":[');
      setTimeout(() => response.socket?.destroy(), 20);
      return;
    case 'bad JSON':
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{"status":200,"message":"succ');
      return;
    case 'HTML error page':
      response.writeHead(500, { 'content-type': 'text/html; charset=utf-8' });
      response.end('<!DOCTYPE html><html><body><h1>系统发生错误</h1><p>Fatal error: Uncaught Exception</p></body></html>');
      return;
    case '5xx':
      response.writeHead(503, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ code: 503, msg: 'Service Unavailable' }));
      return;
    case 'huge answer':
      sendHuge(response);
      return;
    case 'login expired':
      // As the mall does: calls that need a login refuse the expired token; public reads ignore it.
      if (request.headers['x-token'] && /^\/api\/user(\/|\?|$)/.test(request.url ?? '')) {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ status: 410000, message: '登录已过期，请重新登录' }));
        return;
      }
      void passThrough(demo, request, response).catch(() => response.destroy());
      return;
    case 'down':
      // The server itself is closed for this fault; a call that still arrives is cut.
      response.socket?.destroy();
      return;
  }
}

export async function startFaultMall(timeoutMs: number): Promise<FaultMall> {
  const demo = await startDemoMall({ printSms: false });
  let fault: Fault | undefined;
  const server = http.createServer((request, response) => {
    if (fault === undefined) {
      void passThrough(demo, request, response).catch(() => response.destroy());
      return;
    }
    answerWithFault(fault, timeoutMs, request, response, demo);
  });
  server.keepAliveTimeout = 60_000;
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  let closed = false;
  const stop = async () => {
    if (closed) return;
    closed = true;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return {
    url: `http://127.0.0.1:${port}`,
    get fault() {
      return fault;
    },
    set fault(value: Fault | undefined) {
      fault = value;
      // Down: nothing listens on the port any more (connection refused).
      if (value === 'down') void stop();
    },
    async close() {
      await stop();
      await demo.close();
    },
  };
}
