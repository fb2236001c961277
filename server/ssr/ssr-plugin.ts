// Page rendering through vike, registered last so it never swallows an /api or /bff route.
// Production serves the built client assets; development runs Vite inside Fastify with HMR on our server.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { renderPage } from 'vike/server';
import { clearAuthCookies } from '../auth/token-cookies.ts';
import { countLoginExpired } from '../metrics/bff-metrics.ts';
import type { UpstreamClient } from '../upstream/upstream-client.ts';
import { buildPageContextInit } from './page-context.ts';
import type { PublicDataCache } from './public-data-cache.ts';
import { renderFallbackErrorPage } from './fallback-error-page.ts';

export interface SsrOptions {
  client: UpstreamClient;
  cache: PublicDataCache;
  /** project root (holds vite.config.ts) */
  root: string;
  /** production build folder, relative to root */
  distDir: string;
  dev: boolean;
  /** DEMO_MALL_TEST_HOOKS, handed to pages as pageContext.demoTestHooks */
  demoTestHooks?: boolean;
}

async function registerAssets(app: FastifyInstance, options: SsrOptions): Promise<void> {
  if (options.dev) {
    const { default: middie } = await import('@fastify/middie');
    const { createDevMiddleware } = await import('vike/server');
    await app.register(middie);
    const { devMiddleware, viteServer } = await createDevMiddleware({
      root: options.root,
      // One port: Vite's HMR websocket shares the Fastify server (a second dev server would clash on 24678).
      viteConfig: { server: { hmr: { server: app.server } } },
    });
    app.use(devMiddleware);
    app.addHook('onClose', async () => viteServer.close());
    return;
  }
  const buildDir = path.resolve(options.root, options.distDir);
  const clientDir = path.join(buildDir, 'client');
  const serverEntry = path.join(buildDir, 'server', 'entry.mjs');
  if (!existsSync(serverEntry)) throw new Error(`No production build in ${buildDir}: run "npm run build" first.`);
  // Loading the build's entry registers its pages with vike, whichever folder the build went to.
  await import(pathToFileURL(serverEntry).href);
  await app.register(fastifyStatic, {
    root: path.join(clientDir, 'assets'),
    prefix: '/assets/',
    immutable: true,
    maxAge: '365d',
    index: false,
    wildcard: true,
  });
}

async function sendPage(request: FastifyRequest, reply: FastifyReply, options: SsrOptions) {
  const init = await buildPageContextInit(request, options.client, options.cache, options.demoTestHooks ?? false);
  const pageContext = await renderPage(init);
  if (init.mall.loginExpired) clearAuthCookies(request, reply);
  if (init.mall.loginExpired) countLoginExpired();
  const response = pageContext.httpResponse;
  if (!response) return reply.callNotFound();
  reply.code(response.statusCode);
  for (const [name, value] of response.headers) reply.header(name, value);
  reply.header('cache-control', 'no-store');
  return reply.send(response.body);
}

export async function ssrPlugin(app: FastifyInstance, options: SsrOptions): Promise<void> {
  await registerAssets(app, options);
  app.get('/*', async (request, reply) => {
    try {
      return await sendPage(request, reply, options);
    } catch (error) {
      request.log.error({ err: error }, 'page render failed');
      return reply.code(500).type('text/html; charset=utf-8').send(renderFallbackErrorPage(500));
    }
  });
}
