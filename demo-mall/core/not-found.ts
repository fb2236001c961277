// ThinkPHP's renderer for unknown routes: JSON when the caller asked for JSON, else an HTML page. Shut demo
// doors answer it too, so they look exactly like paths that never existed.
import type { FastifyReply, FastifyRequest } from 'fastify';

export function answerNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const wantsJson = /json/.test(`${request.headers.accept ?? ''} ${request.headers['content-type'] ?? ''}`);
  if (wantsJson) return reply.code(404).send({ code: 404, message: '页面错误！请稍后再试～' });
  return reply.code(404).type('text/html; charset=utf-8').send('<!DOCTYPE html><html><body><h1>页面错误！请稍后再试～</h1></body></html>');
}
