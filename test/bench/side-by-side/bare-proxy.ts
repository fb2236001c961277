// The yardstick: a Fastify + undici proxy with no logic at all (no rules, cookies, validation or logging),
// forwarding every request to UPSTREAM and its answer back. Run as its own process by the side-by-side bench.
//   UPSTREAM=http://127.0.0.1:8081 PORT=8082 node --import tsx test/bench/side-by-side/bare-proxy.ts
import Fastify from 'fastify';
import { Pool } from 'undici';

const upstream = process.env.UPSTREAM ?? 'http://127.0.0.1:8081';
const port = Number(process.env.PORT ?? 8082);
const pool = new Pool(upstream, { connections: 128, pipelining: 1 });
const app = Fastify({ logger: false });

app.removeAllContentTypeParsers();
app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

app.all('/*', async (request, reply) => {
  const headers: Record<string, string> = {};
  for (const name of ['content-type', 'accept', 'x-token']) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  const body = request.body as Buffer | undefined;
  const answer = await pool.request({
    method: request.method as 'GET',
    path: request.url,
    headers,
    body: body && body.length > 0 ? body : undefined,
  });
  reply.code(answer.statusCode);
  const type = answer.headers['content-type'];
  if (typeof type === 'string') reply.header('content-type', type);
  return reply.send(Buffer.from(await answer.body.arrayBuffer()));
});

app.listen({ host: '127.0.0.1', port }).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => void app.close().then(() => process.exit(0)));
