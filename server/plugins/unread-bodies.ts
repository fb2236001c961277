// Bodies left unread by an early answer: the mall refused an upload before reading it, an upload cap or a
// timeout answered first. Until the rest of the body is read, the visitor's keep-alive connection cannot
// carry its next request, so every answer settles it: a small rest is read and dropped (the connection
// stays), anything else gets `Connection: close` and the connection ends after the answer.
// docs/bff-contract.md, "Slow clients".
import { Socket } from 'node:net';
import type { FastifyInstance, FastifyRequest, FastifyReply } from 'fastify';
import { hasRequestBody, watchedBodyOf } from './watched-body.ts';

/** The most the BFF still reads after answering, and for how long, to keep a connection. */
export const DRAIN_MAX_BYTES = 64 * 1024;
export const DRAIN_MAX_MS = 2000;

export function registerUnreadBodySettling(app: FastifyInstance): void {
  const draining = new Set<Socket>();

  app.addHook('onSend', async (request, reply, payload) => {
    settleUnreadBody(request, reply, draining);
    return payload;
  });
  // Shutting down: a connection that is only dropping the rest of an answered body holds nothing of value.
  app.addHook('preClose', async () => {
    for (const socket of draining) socket.destroy();
    draining.clear();
  });
}

function settleUnreadBody(request: FastifyRequest, reply: FastifyReply, draining: Set<Socket>): void {
  const raw = request.raw;
  if (!hasRequestBody(raw) || raw.readableEnded || raw.destroyed) return;
  const watched = watchedBodyOf(request);
  watched?.detach();
  // Every byte has arrived already: reading the buffered rest costs nothing and frees the connection.
  // (Injected requests in tests have no connection to keep or end.)
  if (raw.complete || !(raw.socket instanceof Socket)) {
    raw.resume();
    return;
  }
  const remaining = Number(raw.headers['content-length']) - (watched?.received ?? 0);
  if (!watched?.timedOut && remaining <= DRAIN_MAX_BYTES) {
    drainThenKeep(raw, draining);
    return;
  }
  reply.header('connection', 'close');
  // Node ends the connection once the answer is out; until then the rest is read and dropped.
  raw.resume();
  const socket = raw.socket;
  reply.raw.once('finish', () => {
    const cut = setTimeout(() => socket.destroy(), DRAIN_MAX_MS);
    cut.unref();
    socket.once('close', () => clearTimeout(cut));
  });
}

/** Reads and drops the rest; a visitor too slow to finish within DRAIN_MAX_MS loses the connection. */
function drainThenKeep(raw: FastifyRequest['raw'], draining: Set<Socket>): void {
  const socket = raw.socket;
  draining.add(socket);
  const cut = setTimeout(() => socket.destroy(), DRAIN_MAX_MS);
  cut.unref();
  // The connection outlives this request: whichever ends first takes the other listener with it, so many
  // refusals on one kept-alive connection leave nothing behind on its socket.
  const done = () => {
    clearTimeout(cut);
    draining.delete(socket);
    raw.off('end', done);
    socket.off('close', done);
  };
  raw.once('end', done);
  socket.once('close', done);
  raw.resume();
}
