// Asking for a refund (docs/mall-api.md §3.8, docs/screens.md a.8 /refund and /refund_confirm): the products
// still refundable, what the chosen ones give back, an amount preview, and the request. Behind the module's
// requireLogin; an order of someone else answers like a missing one.
import type { FastifyInstance } from 'fastify';
import { formatFen } from '#shared/money.ts';
import { fail, ok } from '../core/envelope.ts';
import type { LoginGate } from '../core/login-gate.ts';
import { PICTURE_NOT_UPLOADED, type PictureOrigin } from '../core/picture-origin.ts';
import { idOf } from '../core/param-schemas.ts';
import { type Params, readParams } from '../core/params.ts';
import { withListParam } from './list-param.ts';
import { REFUND_MESSAGES } from './refund-rules.ts';
import type { RefundPick, RefundRequests } from './refund-requests.ts';
import { refundableProductView } from './refund-views.ts';
import { REFUND_KIND, readRefundApplyParams } from './refund-params.ts';

export interface ApplyRouteDeps {
  gate: LoginGate;
  requests: RefundRequests;
  pictures: PictureOrigin;
}

const positiveInt = (value: unknown): number => {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  return /^\d+$/.test(text) ? Number(text) : 0;
};

/** csv ("3,4"), arrays and single numbers alike; anything that is not a positive id reads as 0 */
function idList(value: unknown): number[] {
  const parts = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : value === undefined ? [] : [value];
  return parts.filter((part) => String(part).trim() !== '').map(positiveInt);
}

/** The preview's pieces: CRMEB's `refund: {order_product_id: num}` (or a list of them), else apply's ids / num. */
function picksOf(params: Params): RefundPick[] {
  const refund = params.refund;
  if (Array.isArray(refund)) {
    return refund.map((item) => {
      const entry = (item ?? {}) as Record<string, unknown>;
      return { orderProductId: positiveInt(entry.order_product_id ?? entry.id), num: positiveInt(entry.num) };
    });
  }
  if (refund && typeof refund === 'object') {
    return Object.entries(refund as Record<string, unknown>).map(([id, num]) => ({
      orderProductId: positiveInt(id),
      num: positiveInt(num),
    }));
  }
  const single = positiveInt(params.type) === REFUND_KIND.single;
  return idList(params.ids).map((id) => ({ orderProductId: id, num: single ? positiveInt(params.num) : 0 }));
}

export function registerApplyRoutes(app: FastifyInstance, deps: ApplyRouteDeps): void {
  const { gate, requests } = deps;

  app.get('/api/refund/batch_product/:id', async (request) => {
    const found = requests.batchProducts(gate.principal(request).key, idOf(request));
    return found.ok ? ok(found.value.map((state) => refundableProductView(state.line, state))) : fail(found.message);
  });

  app.get('/api/refund/product/:id', async (request) => {
    const params = readParams(request);
    const quote = requests.productQuote(gate.principal(request).key, idOf(request), idList(params.ids), positiveInt(params.type));
    if (!quote.ok) return fail(quote.message);
    const { order, states, goodsFen, postageFen } = quote.value;
    return ok({
      activity_type: order.activity_type,
      // numbers here, as CRMEB casts them: the form adds them up
      total_refund_price: Number(formatFen(goodsFen)),
      product: states.map((state) => refundableProductView(state.line, state)),
      postage_price: Number(formatFen(postageFen)),
      status: order.status === 9 ? 0 : order.status,
    });
  });

  app.post('/api/refund/compute', async (request) => {
    const params = readParams(request);
    const orderId = positiveInt(params.order_id ?? params.id);
    if (orderId === 0) return fail(REFUND_MESSAGES.orderStatus);
    const preview = requests.compute(gate.principal(request).key, orderId, picksOf(params));
    if (!preview.ok) return fail(preview.message);
    return ok({ totalRefundPrice: formatFen(preview.value.totalFen), postage_price: formatFen(preview.value.postageFen) });
  });

  app.post('/api/refund/apply/:id', async (request) => {
    const parsed = readRefundApplyParams(withListParam(readParams(request), 'pics'));
    if (!parsed.ok) return fail(parsed.message);
    if (!deps.pictures.allOwn(parsed.value.pics, gate.principal(request))) return fail(PICTURE_NOT_UPLOADED);
    const applied = requests.apply(gate.principal(request).key, idOf(request), parsed.value);
    return applied.ok ? ok({ refund_order_id: applied.value.refundOrderId }, REFUND_MESSAGES.applied) : fail(applied.message);
  });
}
