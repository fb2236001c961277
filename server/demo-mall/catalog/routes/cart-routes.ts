// Cart endpoints (all forced login), keyed by the principal so company and personal carts differ.
import type { FastifyInstance } from 'fastify';
import type { DemoMallContext } from '../../context.ts';
import { fail, ok, okMessage } from '../../envelope.ts';
import { addToCart, cartCount, cartList, changeCart, deleteCarts } from '../cart-service.ts';
import { intList, pathId, readParams, str } from '../../params.ts';

export function registerCartRoutes(app: FastifyInstance, context: DemoMallContext): void {
  const store = context.catalog;

  // `[{"count":"5"}]`: SUM() comes back as a string, an empty cart as the int 0.
  app.get('/api/user/cart/count', async (request) => {
    const auth = context.guard.require(request);
    if (!auth.ok) return auth.body;
    const count = cartCount(store, auth.principal.key);
    return ok([{ count: count > 0 ? String(count) : 0 }]);
  });

  app.get('/api/user/cart/lst', async (request) => {
    const auth = context.guard.require(request);
    if (!auth.ok) return auth.body;
    return ok(cartList(store, auth.principal.key));
  });

  app.post('/api/user/cart/create', async (request) => {
    const auth = context.guard.require(request);
    if (!auth.ok) return auth.body;
    const params = readParams(request);
    const result = addToCart(store, auth.principal.key, {
      product_id: str(params, 'product_id'),
      product_attr_unique: str(params, 'product_attr_unique'),
      cart_num: str(params, 'cart_num'),
      is_new: str(params, 'is_new'),
      product_type: str(params, 'product_type'),
    });
    return result.ok ? ok(result.value) : fail(result.message);
  });

  app.post('/api/user/cart/change/:id', async (request) => {
    const auth = context.guard.require(request);
    if (!auth.ok) return auth.body;
    const params = readParams(request);
    const result = changeCart(store, auth.principal.key, pathId(request), str(params, 'cart_num'), str(params, 'product_attr_unique'));
    return result.ok ? okMessage('修改成功') : fail(result.message);
  });

  app.post('/api/user/cart/delete', async (request) => {
    const auth = context.guard.require(request);
    if (!auth.ok) return auth.body;
    const result = deleteCarts(store, auth.principal.key, intList(readParams(request), 'cart_id'));
    return result.ok ? okMessage('删除成功') : fail(result.message);
  });
}
