// Cart endpoints (behind the module's requireLogin), keyed by the principal so company and personal carts differ.
import type { FastifyInstance } from 'fastify';
import { fail, ok, okMessage } from '../core/envelope.ts';
import { checkRequest, idOf, intList, paramsOf } from '../core/param-schemas.ts';
import { CartAgainParams, CartChangeParams, CartCreateParams } from './cart-rules.ts';
import type { ShoppingRouteDeps } from './route-deps.ts';

const CartDeleteParams = paramsOf({ cart_id: intList }).refine((p) => p.cart_id.length > 0, '参数错误');

export function registerCartRoutes(app: FastifyInstance, { gate, carts, cartRules, cartViews }: ShoppingRouteDeps): void {
  // `[{"count":"5"}]`: SUM() comes back as a string, an empty cart as the int 0.
  app.get('/api/user/cart/count', async (request) => {
    const count = carts.pieces(gate.principal(request).key);
    return ok([{ count: count > 0 ? String(count) : 0 }]);
  });

  app.get('/api/user/cart/lst', async (request) => ok(cartViews.list(carts.lines(gate.principal(request).key))));

  app.post('/api/user/cart/create', async (request) => {
    const input = checkRequest(CartCreateParams, request);
    if (!input.ok) return input.body;
    const result = cartRules.add(gate.principal(request).key, input.value);
    return result.ok ? ok(result.value) : fail(result.message);
  });

  app.post('/api/user/cart/again', async (request) => {
    const input = checkRequest(CartAgainParams, request);
    if (!input.ok) return input.body;
    const result = cartRules.again(gate.principal(request).key, input.value.data);
    return result.ok ? ok(result.value) : fail(result.message);
  });

  app.post('/api/user/cart/change/:id', async (request) => {
    const input = checkRequest(CartChangeParams, request);
    if (!input.ok) return input.body;
    const result = cartRules.change(gate.principal(request).key, idOf(request), input.value.cart_num, input.value.product_attr_unique);
    return result.ok ? okMessage('修改成功') : fail(result.message);
  });

  app.post('/api/user/cart/delete', async (request) => {
    const input = checkRequest(CartDeleteParams, request);
    if (!input.ok) return input.body;
    carts.remove(gate.principal(request).key, input.value.cart_id);
    return okMessage('删除成功');
  });
}
