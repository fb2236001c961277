// The shopper's browsing history (GET /api/user/history), behind the module's requireLogin. Views are recorded
// by the catalogue's product detail through ShopperSignals.
import type { FastifyInstance } from 'fastify';
import { fail, ok, okMessage } from '../core/envelope.ts';
import { checkRequest, idOf, intList, paginate, pagingOf, paramsOf } from '../core/param-schemas.ts';
import { readParams } from '../core/params.ts';
import type { ShoppingRouteDeps } from './route-deps.ts';

const BatchDelete = paramsOf({ ids: intList });

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

  // One entry, or several ({ids: [history_id]}); other principals' entries are never touched.
  app.post('/api/user/history/delete/:id', async (request) => {
    const id = idOf(request);
    return id > 0 && history.remove(gate.principal(request).key, [id]) > 0 ? okMessage('删除成功') : fail('数据不存在');
  });

  app.post('/api/user/history/batch/delete', async (request) => {
    const input = checkRequest(BatchDelete, request);
    if (!input.ok) return input.body;
    if (input.value.ids.length === 0) return fail('请选择要删除的记录');
    history.remove(gate.principal(request).key, input.value.ids);
    return okMessage('删除成功');
  });
}
