// One log line per request (reqId, method, url, statusCode, responseTime) instead of Fastify's two.
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { redactUrl } from './logger-options.ts';

export class OneLinePerRequestLog extends LogController {
  constructor() {
    super({ requestIdLogLabel: 'reqId' });
  }

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = {
      method: request.method,
      url: redactUrl(request.url),
      statusCode: reply.statusCode,
      responseTime: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
