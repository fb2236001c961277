// The demo mall: a Fastify app of its own that speaks the CRMEB storefront API over HTTP.
// The BFF never imports this folder; only the boot switch (server/boot/) starts it.
import { parse as parseQueryString } from 'node:querystring';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerAccountRoutes } from './auth/account-routes.ts';
import { registerCatalogRoutes } from './catalog/catalog-routes.ts';
import { createDemoMallContext, type DemoMallContext, type DemoMallOptions } from './context.ts';

export async function buildDemoMall(
  options: DemoMallOptions = {},
): Promise<{ app: FastifyInstance; context: DemoMallContext }> {
  const context = createDemoMallContext(options);
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: 12 * 1024 * 1024 });

  // CRMEB merges query and body and accepts form posts as well as JSON (crmeb-api.md §1.4).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, parseQueryString(body as string));
  });

  // CORS preflight answers an empty 200, like AllowOriginMiddleware.
  app.options('/*', async (_request, reply) => reply.code(200).send(''));

  registerAccountRoutes(app, context);
  registerCatalogRoutes(app, context);

  // ThinkPHP's renderer for unknown routes: JSON when the caller asked for JSON, else an HTML page.
  app.setNotFoundHandler((request, reply) => {
    const wantsJson = /json/.test(`${request.headers.accept ?? ''} ${request.headers['content-type'] ?? ''}`);
    if (wantsJson) return reply.code(404).send({ code: 404, message: '页面错误！请稍后再试～' });
    return reply.code(404).type('text/html; charset=utf-8').send('<!DOCTYPE html><html><body><h1>页面错误！请稍后再试～</h1></body></html>');
  });

  return { app, context };
}
