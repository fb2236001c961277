// buildApp composes the BFF from its plugins in a fixed, readable order. It never listens: server/main.ts
// does, and tests inject requests into an app that is not listening.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { pino, type DestinationStream, type Logger } from 'pino';
import type { Config } from './config/env.ts';
import { createLoggerOptions } from './config/logger-options.ts';
import { OneLinePerRequestLog } from './config/request-log.ts';
import { registerBffRoutes } from './bff/bff-routes.ts';
import { registerClientTimeouts } from './plugins/client-timeouts.ts';
import { registerCsrfGuard } from './plugins/csrf-guard.ts';
import { registerDrainOnClose } from './plugins/drain-on-close.ts';
import { registerErrorHandlers } from './plugins/error-handler.ts';
import { answerFrameworkError } from './plugins/framework-errors.ts';
import { registerHealthRoutes } from './plugins/health-routes.ts';
import { registerRateLimits } from './plugins/rate-limit.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerUnreadBodySettling } from './plugins/unread-bodies.ts';
import { registerUploadLimits } from './plugins/upload-limits.ts';
import { JSON_BODY_LIMIT_BYTES, mallProxyPlugin } from './proxy/mall-proxy-plugin.ts';
import { createPublicDataCache } from './ssr/public-data-cache.ts';
import { ssrPlugin } from './ssr/ssr-plugin.ts';
import { createUpstreamClient } from './upstream/upstream-client.ts';

export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface BuildAppOptions {
  config: Config;
  /** the mall backend to use (config.mallApiUrl, or the embedded demo mall's address) */
  mallUrl: string;
  /** pino destination; stdout when absent (tests pass a capturing stream) */
  logStream?: DestinationStream;
  /** run Vite in middleware mode instead of serving dist/ */
  dev?: boolean;
  /** extra prefixes proxied to the mall as documents, e.g. ['/demo/'] while the demo mall is embedded */
  documentPrefixes?: readonly string[];
  /** skip page rendering (API-only tests that have no build) */
  pages?: boolean;
  /** how long public layout data stays fresh before a background refresh */
  publicDataFreshMs?: number;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const loggerOptions = createLoggerOptions(config.logLevel);
  const app = Fastify({
    loggerInstance: pino(loggerOptions, options.logStream ?? process.stdout) as FastifyBaseLogger,
    genReqId: () => randomUUID(),
    logController: new OneLinePerRequestLog(),
    // A hop count is valid at run time (proxy-addr), though the type omits it.
    trustProxy: config.trustProxy as boolean | string,
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    return503OnClosing: true,
    frameworkErrors: answerFrameworkError,
    routerOptions: { ignoreTrailingSlash: false },
  });

  registerDrainOnClose(app);
  // slow clients: header, request and body timeouts; bodies left unread by an early answer; upload caps
  registerClientTimeouts(app, config.clientTimeouts);
  registerUnreadBodySettling(app);
  registerUploadLimits(app, config.uploadLimits);
  // 1. security: headers, cross-site guard, rate limits
  await registerSecurityHeaders(app, {
    dev: options.dev ?? false,
    mallOrigin: config.mallApiUrl ? new URL(config.mallApiUrl).origin : undefined,
  });
  registerCsrfGuard(app, config.allowedOrigins);
  registerRateLimits(app, config.rateLimits);
  // 2. cookies (signed with COOKIE_SECRET)
  await app.register(fastifyCookie, { secret: config.cookieSecret });
  // 3. errors
  registerErrorHandlers(app);
  // 4. the one upstream client, closed with the app
  const client = createUpstreamClient({
    baseUrl: options.mallUrl,
    timeoutMs: config.upstreamTimeoutMs,
    logger: app.log as unknown as Logger,
    uploadConnections: config.uploadLimits.total,
  });
  app.addHook('onClose', async () => client.close());
  // 5. health
  registerHealthRoutes(app, client, config.upstreamTimeoutMs);
  // 6. /api/* proxy (and the demo mall's pages while embedded)
  await app.register(mallProxyPlugin, { client, documentPrefixes: options.documentPrefixes ?? [] });
  // Public data (configs, category tree...) shared by the pages and the search box's suggestions.
  const cache = createPublicDataCache({
    freshMs: options.publicDataFreshMs ?? 60_000,
    onRefreshError: (key, error) => app.log.warn({ key, err: (error as Error).message }, 'public data refresh failed'),
  });
  // 7. /bff/* endpoints
  await app.register(async (scope) => registerBffRoutes(scope, { client, cache }));
  // 8. pages, always last
  if (options.pages !== false) {
    await app.register(ssrPlugin, {
      client,
      cache,
      root: PROJECT_ROOT,
      distDir: config.distDir,
      dev: options.dev ?? false,
      demoTestHooks: config.demoMallTestHooks,
    });
  }
  return app;
}
