// /healthz: the process is up. /readyz: the mall backend answers (any HTTP answer to /api/version counts).
import type { FastifyInstance } from 'fastify';
import { sharedStateReadiness } from '../shared-state/readiness-report.ts';
import type { SharedStateHealth } from '../shared-state/types.ts';
import type { UpstreamClient } from '../upstream/upstream-client.ts';

export function registerHealthRoutes(app: FastifyInstance, client: UpstreamClient, sharedState?: { health(): SharedStateHealth }): void {
  const sharedStateReport = sharedStateReadiness(sharedState, app.log);
  app.get('/healthz', async () => ({ status: 'ok' }));

  app.get('/readyz', async (request, reply) => {
    try {
      const response = await client.request({
        method: 'GET',
        path: '/api/version',
        headers: { 'form-type': 'pc', accept: 'application/json', 'x-request-id': request.id },
        reqId: request.id,
      });
      await response.body.dump();
      if (response.statusCode >= 500) throw new Error(`mall answered HTTP ${response.statusCode}`);
      return { status: 'ready', ...sharedStateReport() };
    } catch (error) {
      request.log.warn({ err: (error as Error).message }, 'mall backend not ready');
      return reply.code(503).send({ status: 'unavailable', message: '商城服务暂时无法连接', ...sharedStateReport() });
    }
  });
}
