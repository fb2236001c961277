// While shutting down, answers to requests still in flight carry `Connection: close`, so their keep-alive
// sockets end with the response instead of holding server.close() open until the keep-alive timeout. Connections
// with no request being answered are closed at once: idle keep-alive ones, and those whose request never arrived
// whole (a header block left unfinished would otherwise hold the shutdown until the headers timeout).
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

export function registerDrainOnClose(app: FastifyInstance): void {
  let closing = false;
  const open = new Set<Socket>();
  /** sockets with a request being answered, and how many (pipelined requests share one) */
  const answering = new Map<Socket, number>();

  app.server.on('connection', (socket: Socket) => {
    open.add(socket);
    socket.once('close', () => {
      open.delete(socket);
      answering.delete(socket);
    });
  });
  app.server.on('request', (request, response) => {
    const socket = request.socket;
    answering.set(socket, (answering.get(socket) ?? 0) + 1);
    response.once('close', () => {
      const left = (answering.get(socket) ?? 1) - 1;
      if (left > 0) answering.set(socket, left);
      else answering.delete(socket);
      if (closing && left <= 0) socket.destroySoon();
    });
  });

  app.addHook('preClose', async () => {
    closing = true;
    app.server.closeIdleConnections?.();
    for (const socket of open) if (!answering.has(socket)) socket.destroy();
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('connection', 'close');
    return payload;
  });
}
