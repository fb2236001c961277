// Error answers from /api and /bff are always the JSON envelope, never HTML or a stack trace.
import type { FastifyReply } from 'fastify';
import type { BffErrorCode } from '#shared/api/envelope.ts';

export function sendError(reply: FastifyReply, httpStatus: number, message: string, code?: BffErrorCode) {
  return reply
    .code(httpStatus)
    .type('application/json; charset=utf-8')
    .send(code ? { status: httpStatus, message, code } : { status: httpStatus, message });
}
