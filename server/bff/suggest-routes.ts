// GET /bff/suggest?q=: type-ahead for the search box — products and stores matching the text (read as a
// guest, so nothing depends on the visitor) and categories from a briefly cached category tree.
import type { FastifyInstance } from 'fastify';
import type { CategoryNode } from '#shared/api/layout-view.ts';
import { GUEST_AUTH } from '../services/session-service.ts';
import { loadCategoryTree } from '../ssr/layout-data.ts';
import { createMallReader } from '../upstream/mall-reader.ts';
import type { PublicDataCache } from '../ssr/public-data-cache.ts';
import type { UpstreamClient } from '../upstream/upstream-client.ts';

export interface SuggestItem {
  kind: 'product' | 'category' | 'store';
  label: string;
  href: string;
}

const MAX_QUERY = 40;
const PRODUCTS = 6;
const STORES = 2;
const CATEGORIES = 3;

function flatten(nodes: CategoryNode[], trail: string[] = []): { id: number; name: string; path: string[] }[] {
  return nodes.flatMap((node) => [
    { id: node.store_category_id, name: node.cate_name, path: [...trail, node.cate_name] },
    ...flatten(node.children ?? [], [...trail, node.cate_name]),
  ]);
}

export function registerSuggestRoutes(app: FastifyInstance, deps: { client: UpstreamClient; cache: PublicDataCache }): void {
  app.get<{ Querystring: { q?: string } }>('/bff/suggest', async (request, reply) => {
    const q = String(request.query.q ?? '')
      .trim()
      .slice(0, MAX_QUERY);
    reply.header('cache-control', 'no-store');
    if (!q) return { status: 200, message: 'success', data: { q, items: [] } };
    const reader = createMallReader(deps.client, request, GUEST_AUTH);
    const [products, stores, tree] = await Promise.all([
      reader.getOr<{ list?: { product_id: number; store_name: string }[] }>(
        '/api/product/spu/lst',
        {},
        { keyword: q, page: 1, limit: PRODUCTS, common: 1 },
      ),
      reader.getOr<{ list?: { mer_id: number; mer_name: string }[] }>(
        '/api/store/merchant/lst',
        {},
        { keyword: q, page: 1, limit: STORES },
      ),
      loadCategoryTree(reader, deps.cache),
    ]);
    const lower = q.toLowerCase();
    const items: SuggestItem[] = [
      ...flatten(tree)
        .filter((c) => c.name.toLowerCase().includes(lower))
        .slice(0, CATEGORIES)
        .map((c) => ({
          kind: 'category' as const,
          label: c.path.join(' > '),
          href: `/goods_cate?sid=${c.id}&name=${encodeURIComponent(c.name)}`,
        })),
      ...(products.list ?? []).map((p) => ({ kind: 'product' as const, label: p.store_name, href: `/goods_detail/${p.product_id}` })),
      ...(stores.list ?? []).map((s) => ({ kind: 'store' as const, label: s.mer_name, href: `/store?id=${s.mer_id}` })),
    ];
    return { status: 200, message: 'success', data: { q, items } };
  });
}
