// 到货通知 (POST /api/store/product/increase_take): remember who wants to hear about a sold-out SKU; behind
// the module's requireLogin.
import type { FastifyInstance } from 'fastify';
import { fail, okMessage } from '../core/envelope.ts';
import { checkRequest, int, joined, paramsOf } from '../core/param-schemas.ts';
import type { ShoppingRouteDeps } from './route-deps.ts';

const NoticeParams = paramsOf({ product_id: int(0), unique: joined });

export function registerNoticeRoutes(app: FastifyInstance, { gate, notices, catalogue }: ShoppingRouteDeps): void {
  app.post('/api/store/product/increase_take', async (request) => {
    const input = checkRequest(NoticeParams, request);
    if (!input.ok) return input.body;
    const product = catalogue.goods.productById.get(input.value.product_id);
    if (!product) return fail('商品不存在');
    const unique = input.value.unique || (product.skus[0]?.unique ?? '');
    if (!product.skus.some((s) => s.unique === unique)) return fail('商品规格不存在');
    notices.subscribe(gate.principal(request).key, product.product_id, unique);
    return okMessage('订阅成功');
  });
}
