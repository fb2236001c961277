// One error handler and one not-found handler. /api and /bff always answer the JSON envelope; pages are
// rendered by vike (its own 404 and error page), so only API-ish paths get here as JSON.
import type { FastifyError, FastifyInstance } from 'fastify';
import { sendError } from './error-replies.ts';
import { BODY_TIMEOUT_ERROR, BODY_TIMEOUT_MESSAGE } from './watched-body.ts';

export function registerErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.code === BODY_TIMEOUT_ERROR) return sendError(reply, 408, BODY_TIMEOUT_MESSAGE, 'BODY_TIMEOUT');
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return sendError(reply, 413, '请求数据过大', 'PAYLOAD_TOO_LARGE');
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || error instanceof SyntaxError) {
      return sendError(reply, 400, '请求数据格式错误', 'BAD_JSON');
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return sendError(reply, 415, '不支持的请求数据类型');
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.warn({ err: error.message }, 'request rejected');
    return sendError(reply, status, status >= 500 ? '服务器内部错误，请稍后再试' : '错误的请求', status >= 500 ? 'INTERNAL' : undefined);
  });

  app.setNotFoundHandler((_request, reply) => sendError(reply, 404, '接口不存在', 'NOT_FOUND'));
}
