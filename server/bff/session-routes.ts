// GET /bff/session and POST /bff/entity.
import type { FastifyInstance } from 'fastify';
import { MallReadError } from '#shared/api/mall-reader.ts';
import { toAccountEntity } from '#shared/constants.ts';
import { clearAuthCookies, readAuthState, setEntity } from '../auth/token-cookies.ts';
import { countLoginExpired } from '../metrics/bff-metrics.ts';
import { sendError } from '../plugins/error-replies.ts';
import { getSession } from '../services/session-service.ts';
import { createMallReader } from '../upstream/mall-reader.ts';
import type { UpstreamClient } from '../upstream/upstream-client.ts';

export function registerSessionRoutes(app: FastifyInstance, deps: { client: UpstreamClient }): void {
  app.get('/bff/session', async (request, reply) => {
    const auth = readAuthState(request);
    const reader = createMallReader(deps.client, request, auth);
    try {
      const session = await getSession(reader, auth);
      if (reader.loginExpired) clearAuthCookies(request, reply);
      if (reader.loginExpired) countLoginExpired();
      return { status: 200, message: 'success', data: session };
    } catch (error) {
      if (error instanceof MallReadError) return sendError(reply, error.httpStatus, error.message, error.code);
      throw error;
    }
  });

  app.post<{ Body: { entity?: unknown } | undefined }>('/bff/entity', async (request, reply) => {
    const entity = toAccountEntity(request.body?.entity);
    setEntity(request, reply, entity);
    return { status: 200, message: 'success', data: { entity } };
  });
}
