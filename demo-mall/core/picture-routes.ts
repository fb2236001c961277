// GET /api/demo-assets/<kind>/<id>.svg: locally drawn pictures, cached for a year by the browser. Each module
// registers the kinds it draws (goods and shops in the catalogue, banners and news on the platform).
import type { FastifyInstance } from 'fastify';
import { ASSET_PREFIX, type AssetKind } from './pictures.ts';

const FILE = /^([A-Za-z0-9-]{1,40})\.svg$/;
const CACHE_LIMIT = 5000;

export type PictureResolver = (kind: AssetKind, id: string) => string | null;

export function registerPictureRoutes(app: FastifyInstance, kinds: readonly AssetKind[], resolve: PictureResolver): void {
  const cache = new Map<string, string>();
  for (const kind of kinds) {
    app.get(`${ASSET_PREFIX}/${kind}/:file`, async (request, reply) => {
      const match = FILE.exec((request.params as { file: string }).file);
      const id = match?.[1];
      const cacheKey = `${kind}/${id ?? ''}`;
      let svg = id ? cache.get(cacheKey) : undefined;
      if (id && svg === undefined) {
        svg = resolve(kind, id) ?? undefined;
        if (svg !== undefined && cache.size < CACHE_LIMIT) cache.set(cacheKey, svg);
      }
      if (svg === undefined) return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
      return reply.header('cache-control', 'public, max-age=31536000, immutable').type('image/svg+xml; charset=utf-8').send(svg);
    });
  }
}
