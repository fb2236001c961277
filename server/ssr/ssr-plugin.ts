// Page rendering through vike, registered last so it never swallows an /api or /bff route.
// Production serves the built client assets; development runs Vite inside Fastify with HMR on our server.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { renderPage } from 'vike/server';
import { reresolveCompany } from '../auth/company-reresolve.ts';
import { clearAuthCookies, readAuthState } from '../auth/token-cookies.ts';
import type { AnswerCache, KeepableAnswer } from '../cache/answer-cache.ts';
import { sendCompressed } from '../compression/send-compressed.ts';
import { countLoginExpired } from '../metrics/bff-metrics.ts';
import type { UpstreamClient } from '../upstream/upstream-client.ts';
import { buildPageContextInit } from './page-context.ts';
import type { PublicDataCache } from './public-data-cache.ts';
import { linkBuildToPackages } from './build-packages-link.ts';
import { renderFallbackErrorPage } from './fallback-error-page.ts';
import { guestPageKey } from './guest-page-key.ts';

export interface SsrOptions {
  client: UpstreamClient;
  cache: PublicDataCache;
  /** guests' browse pages kept for a short time (pages whose +config sets guestCacheSeconds); absent: never */
  guestPages?: AnswerCache;
  /** project root (holds vite.config.ts) */
  root: string;
  /** production build folder, relative to root */
  distDir: string;
  dev: boolean;
  /** DEMO_MALL_TEST_HOOKS, handed to pages as pageContext.demoTestHooks */
  demoTestHooks?: boolean;
  /** whether 微信支付 is offered when /api/config says nothing of it (Config.weixinPay) */
  weixinPay?: boolean;
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
  linkBuildToPackages(buildDir, options.root);
  await import(pathToFileURL(serverEntry).href);
  // Every file under assets/ has a content hash in its name: a year, immutable. The build wrote .br and .gz
  // copies beside each (vite.config.ts, server/compression/precompress-assets.ts), sent by Accept-Encoding.
  await app.register(fastifyStatic, {
    root: path.join(clientDir, 'assets'),
    prefix: '/assets/',
    immutable: true,
    maxAge: '365d',
    index: false,
    wildcard: true,
    preCompressed: true,
  });
}

interface RenderedPage {
  statusCode: number;
  headers: [string, string][];
  body: string;
  /** what the page's +config allows a guest's copy to be kept (0: never) */
  guestSeconds: number;
}

/** Renders a page; null when no page answers the URL. */
async function render(request: FastifyRequest, reply: FastifyReply, options: SsrOptions): Promise<RenderedPage | null> {
  const init = await buildPageContextInit(request, options.client, options.cache, {
    demoTestHooks: options.demoTestHooks ?? false,
    weixinPay: options.weixinPay ?? false,
  });
  const pageContext = await renderPage(init);
  if (init.mall.loginExpired) clearAuthCookies(request, reply);
  if (init.mall.loginExpired) countLoginExpired();
  else if (init.mall.membershipLost) await reresolveCompany(options.client, request, reply);
  const response = pageContext.httpResponse;
  if (!response) return null;
  const seconds = Number((pageContext as { config?: { guestCacheSeconds?: unknown } }).config?.guestCacheSeconds ?? 0);
  return { statusCode: response.statusCode, headers: response.headers, body: response.body, guestSeconds: seconds };
}

function sendRendered(request: FastifyRequest, reply: FastifyReply, page: RenderedPage) {
  reply.code(page.statusCode);
  for (const [name, value] of page.headers) reply.header(name, value);
  reply.header('cache-control', 'no-store');
  return sendCompressed(request, reply, page.body);
}

/** A guest's page may be kept when it rendered fine, allows it, and sets no cookie. */
function keepablePage(page: RenderedPage | null, reply: FastifyReply): KeepableAnswer {
  const type = page?.headers.find(([name]) => name.toLowerCase() === 'content-type')?.[1];
  if (page?.statusCode !== 200 || page.guestSeconds <= 0 || !type || reply.hasHeader('set-cookie')) {
    return { kept: undefined, seconds: 0 };
  }
  return { kept: { body: page.body, type }, seconds: page.guestSeconds };
}

/**
 * A visitor without a login gets a kept copy of a browse page when there is one (docs/bff-contract.md §10); a
 * miss renders once for every guest asking the same page at the same time. Everyone else gets a fresh render.
 */
async function sendPage(request: FastifyRequest, reply: FastifyReply, options: SsrOptions) {
  const guestPages = options.guestPages;
  if (!guestPages || request.method !== 'GET' || readAuthState(request).userToken) {
    const page = await render(request, reply, options);
    return page ? sendRendered(request, reply, page) : reply.callNotFound();
  }
  const found = await guestPages.lookup(guestPageKey(request), async () => keepablePage(await render(request, reply, options), reply));
  reply.header('x-bff-cache', found.outcome);
  if (found.kept) {
    reply.code(200).type(found.kept.type).header('cache-control', 'no-store');
    return found.outcome === 'miss'
      ? sendCompressed(request, reply, found.kept.body)
      : sendCompressed(request, reply, found.bytes, found.compressed);
  }
  let page: RenderedPage | null = null;
  try {
    page = await render(request, reply, options);
  } finally {
    // always reported, so guests waiting on this render never wait forever
    if (found.outcome === 'miss') found.settle?.(keepablePage(page, reply));
  }
  return page ? sendRendered(request, reply, page) : reply.callNotFound();
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
