// GET /bff/suggest?q=: type-ahead for the search box — products and stores matching the text (read as a
// guest, so nothing depends on the visitor) and categories from a briefly cached category tree.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { callMall } from '../proxy/call-mall.ts';
import { mallCallFrom } from '../proxy/mall-call-from-request.ts';
import { createPublicDataCache } from '../ssr/public-data-cache.ts';
import type { UpstreamClient } from '../upstream/upstream-client.ts';

export interface SuggestItem {
  kind: 'product' | 'category' | 'store';
  label: string;
  href: string;
}

interface CategoryNode {
  store_category_id: number;
  cate_name: string;
  children?: CategoryNode[];
}

const MAX_QUERY = 40;
const PRODUCTS = 6;
const STORES = 2;
const CATEGORIES = 3;

async function readMall<T>(client: UpstreamClient, request: FastifyRequest, url: string, fallback: T): Promise<T> {
  const answer = await callMall(client, mallCallFrom(request, { method: 'GET', url, token: undefined, headers: { accept: 'application/json' }, body: undefined }));
  if (answer.kind === 'file') {
    answer.stream.resume();
    return fallback;
  }
  if (answer.kind !== 'json' || answer.mapped.httpStatus !== 200) return fallback;
  return ((answer.mapped.body as { data?: T }).data ?? fallback) as T;
}

function flatten(nodes: CategoryNode[], trail: string[] = []): { id: number; name: string; path: string[] }[] {
  return nodes.flatMap((node) => [{ id: node.store_category_id, name: node.cate_name, path: [...trail, node.cate_name] }, ...flatten(node.children ?? [], [...trail, node.cate_name])]);
}

export function registerSuggestRoutes(app: FastifyInstance, deps: { client: UpstreamClient }): void {
  const cache = createPublicDataCache({ freshMs: 60_000 });

  app.get<{ Querystring: { q?: string } }>('/bff/suggest', async (request, reply) => {
    const q = String(request.query.q ?? '').trim().slice(0, MAX_QUERY);
    reply.header('cache-control', 'no-store');
    if (!q) return { status: 200, message: 'success', data: { q, items: [] } };
    const keyword = encodeURIComponent(q);
    const [products, stores, tree] = await Promise.all([
      readMall<{ list?: { product_id: number; store_name: string }[] }>(deps.client, request, `/api/product/spu/lst?keyword=${keyword}&page=1&limit=${PRODUCTS}&common=1`, {}),
      readMall<{ list?: { mer_id: number; mer_name: string }[] }>(deps.client, request, `/api/store/merchant/lst?keyword=${keyword}&page=1&limit=${STORES}`, {}),
      cache
        .get('categories', async () => {
          const data = await readMall<{ list?: CategoryNode[] }>(deps.client, request, '/api/store/product/category/lst', {});
          if (!Array.isArray(data.list)) throw new Error('no category tree');
          return flatten(data.list);
        })
        .catch(() => [] as ReturnType<typeof flatten>),
    ]);
    const lower = q.toLowerCase();
    const items: SuggestItem[] = [
      ...tree
        .filter((c) => c.name.toLowerCase().includes(lower))
        .slice(0, CATEGORIES)
        .map((c) => ({ kind: 'category' as const, label: c.path.join(' > '), href: `/goods_cate?sid=${c.id}&name=${encodeURIComponent(c.name)}` })),
      ...(products.list ?? []).map((p) => ({ kind: 'product' as const, label: p.store_name, href: `/goods_detail/${p.product_id}` })),
      ...(stores.list ?? []).map((s) => ({ kind: 'store' as const, label: s.mer_name, href: `/store?id=${s.mer_id}` })),
    ];
    return { status: 200, message: 'success', data: { q, items } };
  });
}
