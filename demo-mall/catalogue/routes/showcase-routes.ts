// 分类广场 (GET /api/pc/rec_list): one block per top category with up to 8 products ordered by rating.
import type { FastifyInstance } from 'fastify';
import { ok } from '../../core/envelope.ts';
import { paginate, pagingOf } from '../../core/param-schemas.ts';
import { readParams } from '../../core/params.ts';
import { assetUrl } from '../../core/pictures.ts';
import type { Category } from '../catalogue-types.ts';
import type { CatalogueRouteDeps } from './route-deps.ts';

/** The admin-defined group rows behind the blocks. */
function recommendBlocks(topCategories: readonly Category[]) {
  return topCategories.map((c, i) => ({
    title: c.cate_name,
    cid: c.store_category_id,
    image: assetUrl('category', c.store_category_id),
    group_data_id: 300 + i,
    group_mer_id: 0,
  }));
}

export function registerShowcaseRoutes(app: FastifyInstance, { catalogue, search, views }: CatalogueRouteDeps): void {
  const blocks = recommendBlocks(catalogue.categories.childrenOf.get(0) ?? []);
  app.get('/api/pc/rec_list', async (request) => {
    const { page, limit } = pagingOf(readParams(request), 3);
    const result = paginate(blocks, page, limit);
    return ok({
      count: result.count,
      list: result.list.map((block) => ({
        ...block,
        list: search.top({ ...search.inCategory(block.cid), order: 'rate' }, 8).map(views.spuItem),
      })),
    });
  });
}
