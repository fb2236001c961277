// /healthz: the process is up (liveness; nothing else is checked). /readyz: this instance can serve pages and
// calls now: its main connection pool to the mall is not exhausted, and the mall answers (any HTTP answer
// below 500 to /api/version counts) within UPSTREAM_TIMEOUT_MS. docs/bff-contract.md, "Slow clients".
import type { FastifyInstance } from 'fastify';
import { sharedStateReadiness } from '../shared-state/readiness-report.ts';
import type { SharedStateHealth } from '../shared-state/types.ts';
import type { PoolLoad, PooledUpstreamClient } from '../upstream/upstream-client.ts';

const NOT_READY = {
  UPSTREAM_POOL_EXHAUSTED: '商城连接已全部占用，请稍后再试',
  UPSTREAM_UNAVAILABLE: '商城服务暂时无法连接',
} as const;

/** Every connection busy and calls waiting for one: a probe would only join the queue. */
export function isExhausted(load: PoolLoad): boolean {
  return load.running >= load.connections && load.queued > 0;
}

export function registerHealthRoutes(
  app: FastifyInstance,
  client: PooledUpstreamClient,
  probeTimeoutMs: number,
  sharedState?: { health(): SharedStateHealth },
): void {
  const sharedStateReport = sharedStateReadiness(sharedState, app.log);
  app.get('/healthz', async () => ({ status: 'ok' }));

  app.get('/readyz', async (request, reply) => {
    const load = client.mainPoolLoad();
    if (isExhausted(load)) {
      request.log.warn({ pool: load }, 'mall connection pool exhausted');
      const reason = 'UPSTREAM_POOL_EXHAUSTED';
      return reply.code(503).send({ status: 'unavailable', reason, message: NOT_READY[reason], pool: load, ...sharedStateReport() });
    }
    try {
      const response = await client.request({
        method: 'GET',
        path: '/api/version',
        headers: { 'form-type': 'pc', accept: 'application/json', 'x-request-id': request.id },
        reqId: request.id,
        signal: AbortSignal.timeout(probeTimeoutMs),
      });
      await response.body.dump();
      if (response.statusCode >= 500) throw new Error(`mall answered HTTP ${response.statusCode}`);
      return { status: 'ready', ...sharedStateReport() };
    } catch (error) {
      request.log.warn({ err: (error as Error).message }, 'mall backend not ready');
      const reason = 'UPSTREAM_UNAVAILABLE';
      return reply.code(503).send({ status: 'unavailable', reason, message: NOT_READY[reason], ...sharedStateReport() });
    }
  });
}
