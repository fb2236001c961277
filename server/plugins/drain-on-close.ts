// While shutting down, answers to requests still in flight carry `Connection: close`, so their keep-alive
// sockets end with the response instead of holding server.close() open until the keep-alive timeout.
import type { FastifyInstance } from 'fastify';

export function registerDrainOnClose(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
    app.server.closeIdleConnections?.();
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('connection', 'close');
    return payload;
  });
}
