// The page yardstick on Node itself: a plain node:http server with no logic sending one HTML file from memory,
// with the headers a kept guest page carries. It shows what Node's own socket writing costs for a page-sized
// answer, beside nginx's static file and the BFF's guest fast lane. Run as its own process by the bench.
//   FILE=home.html PORT=8083 node --import tsx test/bench/side-by-side/plain-node-page.ts
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const body = readFileSync(process.env.FILE ?? 'home.html');
const port = Number(process.env.PORT ?? 8083);
const headers = ['content-type', 'text/html;charset=utf-8', 'cache-control', 'no-store', 'content-length', String(body.length)];

const server = createServer((request, response) => {
  if (request.url === '/healthz') {
    response.writeHead(200, { 'content-type': 'text/plain' });
    response.end('ok');
    return;
  }
  response.writeHead(200, headers);
  response.end(body);
});
server.listen(port, '127.0.0.1');
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => server.close(() => process.exit(0)));
