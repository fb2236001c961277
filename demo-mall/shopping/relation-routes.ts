// Favourite products and followed stores (type 10), behind the module's requireLogin.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fail, formatDateTime, ok, okMessage } from '../core/envelope.ts';
import { checkRequest, int, intList, paginate, pagingOf, paramsOf } from '../core/param-schemas.ts';
import { uidOf } from '../core/login-gate.ts';
import { readParams } from '../core/params.ts';
import { MERCHANT_RELATION } from './relation-store.ts';
import type { ShoppingRouteDeps } from './route-deps.ts';

const PRODUCT_TYPES = new Set([0, 1, 2, 3, 4]);

const OneRelation = paramsOf({ type: int(1), type_id: int(0) });
const OneRelationToDrop = paramsOf({ type: int(1), type_id: int(0).refine((id) => id !== 0, '参数错误') });
const ManyRelations = paramsOf({ type: int(1), type_id: intList.refine((ids) => ids.length > 0, '参数错误') });

export function registerRelationRoutes(app: FastifyInstance, deps: ShoppingRouteDeps): void {
  const { gate, relations, catalogue, views } = deps;
  const { goods, merchants } = catalogue;
  const isMerchant = (type: number) => type === MERCHANT_RELATION;
  const targetExists = (type: number, id: number) => (isMerchant(type) ? merchants.merchantById.has(id) : goods.productById.has(id));

  /** null when followed, else the refusal message */
  const follow = (key: string, type: number, id: number): string | null => {
    if (!PRODUCT_TYPES.has(type) && !isMerchant(type)) return '参数错误';
    if (!targetExists(type, id)) return '数据不存在';
    return relations.add(key, type, id, formatDateTime(new Date())) ? null : '您已经关注过了';
  };

  app.post('/api/user/relation/create', async (request) => {
    const input = checkRequest(OneRelation, request);
    if (!input.ok) return input.body;
    const error = follow(gate.principal(request).key, input.value.type, input.value.type_id);
    return error ? fail(error) : okMessage('关注成功');
  });

  app.post('/api/user/relation/delete', async (request) => {
    const input = checkRequest(OneRelationToDrop, request);
    if (!input.ok) return input.body;
    relations.removeAll(gate.principal(request).key, input.value.type, [input.value.type_id]);
    return okMessage('已取消关注');
  });

  app.post('/api/user/relation/batch/create', async (request) => {
    const input = checkRequest(ManyRelations, request);
    if (!input.ok) return input.body;
    const key = gate.principal(request).key;
    for (const id of input.value.type_id) follow(key, input.value.type, id);
    return okMessage('收藏成功');
  });

  app.post('/api/user/relation/batch/delete', async (request) => {
    const input = checkRequest(ManyRelations, request);
    if (!input.ok) return input.body;
    relations.removeAll(gate.principal(request).key, input.value.type, input.value.type_id);
    return okMessage('已取消关注');
  });

  /** One page of a shopper's favourites of one relation type; `shown` adds what the followed thing is. */
  const relationPage = (request: FastifyRequest, type: number, shown: (typeId: number) => object) => {
    const key = gate.principal(request).key;
    const { page, limit } = pagingOf(readParams(request), 12);
    const result = paginate(relations.list(key, type), page, limit);
    return ok({
      count: result.count,
      list: result.list.map((r) => ({
        uid: uidOf(key),
        type_id: r.type_id,
        type: r.type,
        create_time: r.create_time,
        ...shown(r.type_id),
      })),
    });
  };

  app.get('/api/user/relation/product/lst', async (request) =>
    relationPage(request, 0, (typeId) => {
      const product = goods.productById.get(typeId);
      return { spu: product ? views.spuItem(product) : null };
    }),
  );

  app.get('/api/user/relation/merchant/lst', async (request) =>
    relationPage(request, MERCHANT_RELATION, (typeId) => {
      const m = merchants.merchantById.get(typeId);
      return {
        merchant: m
          ? {
              mer_id: m.mer_id,
              type_id: m.type_id,
              type_name: views.merchant.typeName(m),
              mer_name: m.mer_name,
              mer_avatar: m.mer_avatar,
              is_trader: m.is_trader,
              sales: m.sales,
              mer_info: m.mer_info,
              care_count: views.merchant.careCount(m),
              status: 1,
              is_del: 0,
              mer_state: 1,
              showProduct: goods.bestSellersOf(m.mer_id, 3).map(views.productBrief),
            }
          : null,
      };
    }),
  );
}
