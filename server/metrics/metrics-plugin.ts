// Records every answer for Prometheus and exposes GET /metrics, never publicly by default:
// - METRICS_PORT set: served on that port only, bound to METRICS_HOST (127.0.0.1 unless told otherwise);
// - METRICS_TOKEN set: also served on the main port, to `Authorization: Bearer <token>` only;
// - neither: not served at all (figures are still recorded). docs/adr/0011-shared-state-in-redis.md.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/env.ts';
import { sendError } from '../plugins/error-replies.ts';
import { METRICS_CONTENT_TYPE, metricsText, observeHttpRequest } from './bff-metrics.ts';
import { startMetricsListener, type MetricsListener } from './metrics-listener.ts';

export const METRICS_TOKEN_MISSING_MESSAGE = '访问监控数据需要有效的令牌';

export function registerMetrics(app: FastifyInstance, options: Config['metrics']): void {
  app.addHook('onResponse', (request, reply, done) => {
    observeHttpRequest({
      route: request.routeOptions.url,
      method: request.method,
      statusCode: reply.statusCode,
      seconds: reply.elapsedTime / 1000,
    });
    done();
  });

  if (options.token !== undefined) {
    const expected = digest(options.token);
    app.get('/metrics', async (request, reply) => {
      const header = request.headers.authorization ?? '';
      const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
      // Comparing digests keeps the comparison constant-time whatever the lengths.
      if (!given || !timingSafeEqual(digest(given), expected)) {
        reply.header('www-authenticate', 'Bearer');
        return sendError(reply, 401, METRICS_TOKEN_MISSING_MESSAGE);
      }
      reply.header('cache-control', 'no-store').type(METRICS_CONTENT_TYPE);
      return metricsText();
    });
  }

  if (options.port !== undefined) {
    const { host, port } = options;
    let listener: MetricsListener | undefined;
    // Started with the main listener (buildApp itself never listens). A busy port is logged, not fatal:
    // the shop keeps selling without its metrics.
    app.addHook('onListen', async () => {
      try {
        listener = await startMetricsListener(host, port);
        app.log.info({ url: `http://${host}:${listener.port}/metrics` }, 'metrics listening');
      } catch (error) {
        app.log.error({ err: (error as Error).message, host, port }, 'metrics listener failed to start');
      }
    });
    app.addHook('onClose', async () => listener?.close());
  }
}

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}
