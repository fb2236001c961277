// Sends a rendered answer compressed as the browser accepts (br, else gzip), with `Vary: Accept-Encoding` so no
// shared cache hands a compressed copy to a client that did not ask for one. A kept page passes its own memoised
// compressor, so its bytes are compressed once and not on every hit.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type ContentEncoding, chooseEncoding, compress, MIN_COMPRESS_BYTES } from './content-encoding.ts';

function addVary(reply: FastifyReply): void {
  const current = String(reply.getHeader('vary') ?? '');
  if (/(^|,)\s*(\*|accept-encoding)\s*(,|$)/i.test(current)) return;
  reply.header('vary', current ? `${current}, Accept-Encoding` : 'Accept-Encoding');
}

export async function sendCompressed(
  request: FastifyRequest,
  reply: FastifyReply,
  body: string | Buffer,
  compressed?: (encoding: ContentEncoding) => Promise<Buffer>,
): Promise<FastifyReply> {
  const bytes = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
  addVary(reply);
  const encoding = bytes.length >= MIN_COMPRESS_BYTES ? chooseEncoding(request.headers['accept-encoding']) : undefined;
  if (!encoding) return reply.send(bytes);
  const out = compressed ? await compressed(encoding) : await compress(bytes, encoding);
  reply.header('content-encoding', encoding);
  return reply.send(out);
}
