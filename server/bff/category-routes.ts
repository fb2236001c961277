// GET /bff/category-tree: the category menu's second and third levels, fetched by the browser when the menu first
// opens instead of riding in every page's HTML (docs/bff-contract.md §4). Public and the same for everyone, so a
// browser and any shared cache may keep it for a minute.
import type { FastifyInstance } from 'fastify';
import { trimCategoryTree } from '#shared/api/layout-view.ts';
import { GUEST_AUTH } from '../services/session-service.ts';
import { loadCategoryTree } from '../ssr/layout-data.ts';
import type { PublicDataCache } from '../ssr/public-data-cache.ts';
import { createMallReader } from '../upstream/mall-reader.ts';
import type { UpstreamClient } from '../upstream/upstream-client.ts';

const KEEP_SECONDS = 60;

export function registerCategoryRoutes(app: FastifyInstance, deps: { client: UpstreamClient; cache: PublicDataCache }): void {
  app.get('/bff/category-tree', async (request, reply) => {
    const tree = await loadCategoryTree(createMallReader(deps.client, request, GUEST_AUTH), deps.cache);
    // an empty tree is the mall failing (loadCategoryTree falls back to []): not worth keeping
    reply.header('cache-control', tree.length ? `public, max-age=${KEEP_SECONDS}` : 'no-store');
    return { status: 200, message: 'success', data: trimCategoryTree(tree) };
  });
}
