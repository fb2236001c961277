// The shopper's browsing history (GET /api/user/history), behind the module's requireLogin. Views are recorded
// by the catalogue's product detail through ShopperSignals.
import type { FastifyInstance } from 'fastify';
import { ok } from '../core/envelope.ts';
import { paginate, pagingOf } from '../core/param-schemas.ts';
import { readParams } from '../core/params.ts';
import type { ShoppingRouteDeps } from './route-deps.ts';

export function registerHistoryRoutes(app: FastifyInstance, { gate, history, catalogue, views }: ShoppingRouteDeps): void {
  app.get('/api/user/history', async (request) => {
    const { page, limit } = pagingOf(readParams(request), 20);
    const result = paginate(history.list(gate.principal(request).key), page, limit);
    return ok({
      count: result.count,
      list: result.list.map((h) => {
        const product = catalogue.goods.productById.get(h.product_id);
        return {
          history_id: h.history_id,
          res_type: 1,
          product_id: h.product_id,
          spu_id: h.product_id,
          update_time: h.update_time,
          spu: product ? views.spuItem(product) : null,
        };
      }),
    });
  });
}
