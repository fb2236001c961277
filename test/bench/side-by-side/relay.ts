// The bench's plain relay: a Fastify handler that sends a request on to an undici pool (the few headers a mall
// reads, the body bytes) and hands its answer back. The bare proxy is only this; the recorder adds its recording.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Pool } from 'undici';

export interface Relayed {
  statusCode: number;
  type: string;
  bytes: Buffer;
}

/** Takes every body as bytes, untouched. */
export function acceptRawBodies(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
}

export async function relay(pool: Pool, request: FastifyRequest): Promise<Relayed> {
  const headers: Record<string, string> = {};
  for (const name of ['content-type', 'accept', 'x-token']) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  const body = request.body as Buffer | undefined;
  const answer = await pool.request({ method: request.method as 'GET', path: request.url, headers, body: body?.length ? body : undefined });
  return {
    statusCode: answer.statusCode,
    type: String(answer.headers['content-type'] ?? ''),
    bytes: Buffer.from(await answer.body.arrayBuffer()),
  };
}

export function sendRelayed(reply: FastifyReply, relayed: Relayed) {
  reply.code(relayed.statusCode);
  if (relayed.type) reply.header('content-type', relayed.type);
  return reply.send(relayed.bytes);
}
