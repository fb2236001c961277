// The yardstick: a Fastify + undici proxy with no logic at all (no rules, cookies, validation or logging),
// forwarding every request to UPSTREAM and its answer back. Run as its own process by the side-by-side bench.
//   UPSTREAM=http://127.0.0.1:8081 PORT=8082 node --import tsx test/bench/side-by-side/bare-proxy.ts
import Fastify from 'fastify';
import { Pool } from 'undici';
import { acceptRawBodies, relay, sendRelayed } from './relay.ts';

const upstream = process.env.UPSTREAM ?? 'http://127.0.0.1:8081';
const port = Number(process.env.PORT ?? 8082);
const pool = new Pool(upstream, { connections: 128, pipelining: 1 });
const app = Fastify({ logger: false });

acceptRawBodies(app);
app.all('/*', async (request, reply) => sendRelayed(reply, await relay(pool, request)));

app.listen({ host: '127.0.0.1', port }).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => void app.close().then(() => process.exit(0)));
