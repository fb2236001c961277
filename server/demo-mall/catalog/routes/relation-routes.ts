// Favourite products, followed stores (type 10) and browsing history; all forced login.
import type { FastifyInstance } from 'fastify';
import type { DemoMallContext } from '../../context.ts';
import { fail, formatDateTime, money, ok, okMessage, paginate, readPaging } from '../../envelope.ts';
import { int, intList, readParams } from '../../params.ts';
import { sortProducts } from '../query/product-query.ts';
import { uidOf, type Relation } from '../user-state.ts';
import { typeName } from '../views/merchant-views.ts';
import { toSpuItem } from '../views/product-views.ts';

const PRODUCT_TYPES = new Set([0, 1, 2, 3, 4]);
const MERCHANT_TYPE = 10;

export function registerRelationRoutes(app: FastifyInstance, context: DemoMallContext): void {
  const store = context.catalog;
  const isMerchant = (type: number) => type === MERCHANT_TYPE;
  const targetExists = (type: number, id: number) => (isMerchant(type) ? store.merchantById.has(id) : store.productById.has(id));
  const sameKind = (r: Relation, type: number) => isMerchant(r.type) === isMerchant(type);

  const follow = (key: string, type: number, id: number): string | null => {
    if (!PRODUCT_TYPES.has(type) && !isMerchant(type)) return '参数错误';
    if (!targetExists(type, id)) return '数据不存在';
    const list = store.state.bucket(store.state.relations, key);
    if (list.some((r) => r.type_id === id && sameKind(r, type))) return '您已经关注过了';
    list.push({ type_id: id, type, create_time: formatDateTime(new Date()) });
    if (isMerchant(type)) {
      const m = store.merchantById.get(id);
      if (m) m.care_count += 1;
    }
    return null;
  };
  const unfollow = (key: string, type: number, ids: number[]): void => {
    const list = store.state.relations.get(key) ?? [];
    const kept = list.filter((r) => !(ids.includes(r.type_id) && sameKind(r, type)));
    if (isMerchant(type)) {
      for (const r of list) {
        if (kept.includes(r)) continue;
        const m = store.merchantById.get(r.type_id);
        if (m && m.care_count > 0) m.care_count -= 1;
      }
    }
    store.state.relations.set(key, kept);
  };

  app.post('/api/user/relation/create', async (request) => {
    const auth = context.guard.require(request);
    if (!auth.ok) return auth.body;
    const params = readParams(request);
    const error = follow(auth.principal.key, int(params, 'type', 1), int(params, 'type_id', 0));
    return error ? fail(error) : okMessage('关注成功');
  });

  app.post('/api/user/relation/delete', async (request) => {
    const auth = context.guard.require(request);
    if (!auth.ok) return auth.body;
    const params = readParams(request);
    const id = int(params, 'type_id', 0);
    if (!id) return fail('参数错误');
    unfollow(auth.principal.key, int(params, 'type', 1), [id]);
    return okMessage('已取消关注');
  });

  app.post('/api/user/relation/batch/create', async (request) => {
    const auth = context.guard.require(request);
    if (!auth.ok) return auth.body;
    const params = readParams(request);
    const ids = intList(params, 'type_id');
    if (ids.length === 0) return fail('参数错误');
    const type = int(params, 'type', 1);
    for (const id of ids) follow(auth.principal.key, type, id);
    return okMessage('收藏成功');
  });

  app.post('/api/user/relation/batch/delete', async (request) => {
    const auth = context.guard.require(request);
    if (!auth.ok) return auth.body;
    const params = readParams(request);
    const ids = intList(params, 'type_id');
    if (ids.length === 0) return fail('参数错误');
    unfollow(auth.principal.key, int(params, 'type', 1), ids);
    return okMessage('已取消关注');
  });

  app.get('/api/user/relation/product/lst', async (request) => {
    const auth = context.guard.require(request);
    if (!auth.ok) return auth.body;
    const key = auth.principal.key;
    const rows = [...(store.state.relations.get(key) ?? [])].filter((r) => !isMerchant(r.type)).reverse();
    const { page, limit } = readPaging(readParams(request), 12);
    const result = paginate(rows, page, limit);
    return ok({
      count: result.count,
      list: result.list.map((r) => {
        const product = store.productById.get(r.type_id);
        return { uid: uidOf(key), type_id: r.type_id, type: r.type, create_time: r.create_time, spu: product ? toSpuItem(store, product) : null };
      }),
    });
  });

  app.get('/api/user/relation/merchant/lst', async (request) => {
    const auth = context.guard.require(request);
    if (!auth.ok) return auth.body;
    const key = auth.principal.key;
    const rows = [...(store.state.relations.get(key) ?? [])].filter((r) => isMerchant(r.type)).reverse();
    const { page, limit } = readPaging(readParams(request), 12);
    const result = paginate(rows, page, limit);
    return ok({
      count: result.count,
      list: result.list.map((r) => {
        const m = store.merchantById.get(r.type_id);
        return {
          uid: uidOf(key),
          type_id: r.type_id,
          type: r.type,
          create_time: r.create_time,
          merchant: m
            ? {
                mer_id: m.mer_id,
                type_id: m.type_id,
                type_name: typeName(store, m),
                mer_name: m.mer_name,
                mer_avatar: m.mer_avatar,
                is_trader: m.is_trader,
                sales: m.sales,
                mer_info: m.mer_info,
                care_count: m.care_count,
                status: 1,
                is_del: 0,
                mer_state: 1,
                showProduct: sortProducts(store.productsByMerchant.get(m.mer_id) ?? [], 'sales')
                  .slice(0, 3)
                  .map((p) => ({ product_id: p.product_id, store_name: p.store_name, image: p.image, price: money(p.price) })),
              }
            : null,
        };
      }),
    });
  });

  app.get('/api/user/history', async (request) => {
    const auth = context.guard.require(request);
    if (!auth.ok) return auth.body;
    const rows = store.state.history.get(auth.principal.key) ?? [];
    const { page, limit } = readPaging(readParams(request), 20);
    const result = paginate(rows, page, limit);
    return ok({
      count: result.count,
      list: result.list.map((h) => {
        const product = store.productById.get(h.product_id);
        return { history_id: h.history_id, res_type: 1, product_id: h.product_id, spu_id: h.product_id, update_time: h.update_time, spu: product ? toSpuItem(store, product) : null };
      }),
    });
  });
}
