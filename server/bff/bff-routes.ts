// BFF-owned endpoints (same JSON envelope as the mall): session, purchasing entity, captcha, search suggestions,
// the category menu's tree.
import type { FastifyInstance } from 'fastify';
import type { PublicDataCache } from '../ssr/public-data-cache.ts';
import type { UpstreamClient } from '../upstream/upstream-client.ts';
import { registerCaptchaRoutes } from './captcha-routes.ts';
import { registerCategoryRoutes } from './category-routes.ts';
import { registerSessionRoutes } from './session-routes.ts';
import { registerSuggestRoutes } from './suggest-routes.ts';

export function registerBffRoutes(app: FastifyInstance, deps: { client: UpstreamClient; cache: PublicDataCache }): void {
  registerSessionRoutes(app, deps);
  registerCaptchaRoutes(app, deps);
  registerSuggestRoutes(app, deps);
  registerCategoryRoutes(app, deps);
}
