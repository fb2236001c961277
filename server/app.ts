// buildApp composes the BFF from its plugins in a fixed, readable order. It never listens: server/main.ts
// does, and tests inject requests into an app that is not listening.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { pino, type DestinationStream, type Logger } from 'pino';
import { trustProxyOption, type Config } from './config/env.ts';
import { createLoggerOptions } from './config/logger-options.ts';
import { OneLinePerRequestLog } from './config/request-log.ts';
import { registerBffRoutes } from './bff/bff-routes.ts';
import { countCacheLookup, watchAnswerCaches, watchSharedState } from './metrics/bff-metrics.ts';
import { openAnswerCache } from './cache/answer-cache.ts';
import { GuestFastLane, serverWithFastLane } from './cache/guest-fast-lane.ts';
import { LaneAnswerLog } from './cache/lane-answer-log.ts';
import { httpsDecider } from './config/trusted-proxy.ts';
import { registerMetrics } from './metrics/metrics-plugin.ts';
import { openApiPlugin } from './open-api/open-api-plugin.ts';
import { registerClientTimeouts } from './plugins/client-timeouts.ts';
import { registerCsrfGuard } from './plugins/csrf-guard.ts';
import { registerDrainOnClose } from './plugins/drain-on-close.ts';
import { registerErrorHandlers } from './plugins/error-handler.ts';
import { answerFrameworkError } from './plugins/framework-errors.ts';
import { registerHealthRoutes } from './plugins/health-routes.ts';
import { registerRateLimits } from './plugins/rate-limit.ts';
import { buildContentSecurityPolicy } from './plugins/content-security-policy.ts';
import { registerMallMedia } from './plugins/mall-media.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerUnreadBodySettling } from './plugins/unread-bodies.ts';
import { registerUploadLimits } from './plugins/upload-limits.ts';
import { JSON_BODY_LIMIT_BYTES, mallProxyPlugin } from './proxy/mall-proxy-plugin.ts';
import { createSharedState } from './shared-state/shared-state.ts';
import { rewriteToResolvedTarget } from './rules/resolved-target.ts';
import { registerRequestTargetGuard } from './rules/target-guard.ts';
import { openPublicDataCache } from './ssr/public-data-cache.ts';
import { registerPunchoutRoutes } from './punchout/punchout-routes.ts';
import { ssrPlugin } from './ssr/ssr-plugin.ts';
import { capJsonAnswers } from './upstream/answer-size-cap.ts';
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
  // Guests' kept public reads are answered in front of Fastify once the caches exist (below; ADR 0026).
  const fastLane = new GuestFastLane();
  const app = Fastify({
    serverFactory: serverWithFastLane(fastLane),
    loggerInstance: pino(loggerOptions, options.logStream ?? process.stdout) as FastifyBaseLogger,
    genReqId: () => randomUUID(),
    logController: new OneLinePerRequestLog(),
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    return503OnClosing: true,
    frameworkErrors: answerFrameworkError,
    routerOptions: { ignoreTrailingSlash: false },
    // The target is resolved once, before routing; everything after reads the resolved path (ADR 0012).
    rewriteUrl: rewriteToResolvedTarget,
  });

  registerDrainOnClose(app);
  registerMetrics(app, config.metrics);
  // 0. what every instance shares (rate counters, cached public data): Redis with REDIS_URL, else memory.
  // docs/adr/0011-shared-state-in-redis.md
  const sharedState = await createSharedState({
    ...config.sharedState,
    logger: app.log.child({ component: 'shared-state' }),
    onCacheLookup: countCacheLookup,
  });
  const unwatchSharedState = watchSharedState(sharedState);
  app.addHook('onClose', async () => {
    unwatchSharedState();
    await sharedState.close();
  });
  // slow clients: header, request and body timeouts; bodies left unread by an early answer; upload caps
  registerClientTimeouts(app, config.clientTimeouts);
  registerUnreadBodySettling(app);
  registerUploadLimits(app, config.uploadLimits);
  // 1. security: headers, cross-site guard, rate limits
  const policyOptions = {
    dev: options.dev ?? false,
    mallOrigin: config.mallApiUrl ? new URL(config.mallApiUrl).origin : undefined,
    imageHosts: config.imageHosts,
  };
  await registerSecurityHeaders(app, policyOptions);
  registerRequestTargetGuard(app);
  registerCsrfGuard(app, config.allowedOrigins);
  // The shared state closes its counter itself (above).
  registerRateLimits(app, config.rateLimits, {
    hit: (key, windowMs) => sharedState.counter.hit(key, windowMs),
    close: async () => undefined,
  });
  // 2. cookies (signed over name and value with COOKIE_SECRET's secrets: the first signs, all verify)
  await app.register(fastifyCookie, { secret: [...config.cookieSecrets] });
  // 3. errors
  registerErrorHandlers(app);
  // 4. the one upstream client, closed with the app
  const client = createUpstreamClient({
    baseUrl: options.mallUrl,
    timeoutMs: config.upstreamTimeoutMs,
    logger: app.log as unknown as Logger,
    uploadConnections: config.uploadLimits.total,
  });
  capJsonAnswers(client, config.upstreamMaxJsonBytes);
  app.addHook('onClose', async () => client.close());
  // 5. health
  registerHealthRoutes(app, client, config.upstreamTimeoutMs, sharedState);
  // 6. /api/* proxy (and the demo mall's pages while embedded)
  // Guests' public GETs come from a short-lived shared cache (docs/bff-contract.md §1.1).
  const publicReads = openAnswerCache(sharedState, 'public-read', {
    onLookup: (outcome) => countCacheLookup('public-read', outcome === 'hit' ? 'fresh' : outcome),
    onRefreshError: (key, error) => app.log.warn({ key, err: (error as Error).message }, 'public read refresh failed'),
  });
  await app.register(mallProxyPlugin, { client, publicReads, documentPrefixes: options.documentPrefixes ?? [] });
  registerMallMedia(app, policyOptions.mallOrigin);

  // Public data (configs, category tree...) shared by the pages and the search box's suggestions.
  const cache = openPublicDataCache(sharedState, {
    freshMs: options.publicDataFreshMs ?? 60_000,
    onRefreshError: (key, error) => app.log.warn({ key, err: (error as Error).message }, 'public data refresh failed'),
  });
  // 7. /bff/* endpoints
  await app.register(async (scope) => registerBffRoutes(scope, { client, cache }));
  // 7a. /open/v1: the open API for procurement systems (docs/open-api.md)
  await app.register(openApiPlugin, {
    client,
    sharedState,
    callsPerMinute: config.openApi.callsPerMinute,
    tokensPerMinute: config.openApi.tokensPerMinute,
  });
  // 7b. PunchOut for buyers' procurement systems: cXML and SAP OCI (docs/punchout.md)
  await app.register(async (scope) => registerPunchoutRoutes(scope, { client, sharedState }));
  // 8. pages, always last
  // Guests' browse pages come from a short-lived shared cache (docs/bff-contract.md §10).
  const guestPages =
    options.pages === false
      ? undefined
      : openAnswerCache(sharedState, 'guest-page', {
          onLookup: (outcome) => countCacheLookup('guest-page', outcome === 'hit' ? 'fresh' : outcome),
          onRefreshError: (key, error) => app.log.warn({ key, err: (error as Error).message }, 'guest page refresh failed'),
        });
  // Guests' kept reads and pages are answered in front of Fastify from here on (ADR 0026); not while closing.
  fastLane.open({
    publicReads,
    ...(guestPages ? { guestPages } : {}),
    pagePolicy: buildContentSecurityPolicy(policyOptions),
    isHttps: httpsDecider(trustProxyOption(config.trustProxy)),
    answers: new LaneAnswerLog(app.log),
  });
  app.addHook('preClose', async () => fastLane.close());
  const unwatchAnswerCaches = watchAnswerCaches({ 'public-read': publicReads, ...(guestPages ? { 'guest-page': guestPages } : {}) });
  app.addHook('onClose', async () => unwatchAnswerCaches());
  if (guestPages) {
    await app.register(ssrPlugin, {
      client,
      cache,
      guestPages,
      root: PROJECT_ROOT,
      distDir: config.distDir,
      dev: options.dev ?? false,
      demoTestHooks: config.demoMallTestHooks,
      weixinPay: config.weixinPay,
    });
  }
  return app;
}
