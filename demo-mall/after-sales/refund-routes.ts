// The buyer's refund orders (docs/mall-api.md §3.8, docs/screens.md a.8 and a.11 售后/退款): the list by tab,
// one request, sending the goods back and following them, cancelling and removing. Behind the module's
// requireLogin; a request of someone else answers 退款单不存在 like a missing one.
import type { CompanyOrderAccess } from '../trade/company-order-access.ts';
import type { FastifyInstance } from 'fastify';
import { fail, ok, okMessage } from '../core/envelope.ts';
import type { LoginGate } from '../core/login-gate.ts';
import { PICTURE_NOT_UPLOADED, type PictureOrigin } from '../core/picture-origin.ts';
import { idOf, paginate, pagingOf } from '../core/param-schemas.ts';
import { readParams } from '../core/params.ts';
import { withListParam } from './list-param.ts';
import type { RefundFlow } from './refund-flow.ts';
import { FINISHED_STATUSES, OPEN_STATUSES, REFUND_MESSAGES } from './refund-rules.ts';
import type { RefundStore } from './refund-store.ts';
import type { RefundViews } from './refund-views.ts';
import { returnSteps } from './return-tracking.ts';
import { readBackGoodsParams } from './refund-params.ts';

export interface RefundRouteDeps {
  gate: LoginGate;
  store: RefundStore;
  flow: RefundFlow;
  views: RefundViews;
  now: () => number;
  pictures: PictureOrigin;
  /** a 采购员 sees only the refunds of their own company orders (docs/company-api.md §1.3) */
  companyOrders: CompanyOrderAccess;
}

/** `type` 1 处理中, 2 已处理, anything else every request. */
function statusesOf(type: unknown): readonly number[] | null {
  const text = typeof type === 'number' ? String(type) : typeof type === 'string' ? type.trim() : '';
  if (text === '1') return OPEN_STATUSES;
  if (text === '2') return FINISHED_STATUSES;
  return null;
}

export function registerRefundRoutes(app: FastifyInstance, deps: RefundRouteDeps): void {
  const { gate, store, flow, views, now, companyOrders } = deps;

  app.get('/api/refund/list', async (request) => {
    const params = readParams(request);
    const { page, limit } = pagingOf(params, 10);
    const statuses = statusesOf(params.type);
    const rows = store
      .ofPrincipal(gate.principal(request).key)
      .filter(companyOrders.visible(request))
      .filter((row) => statuses === null || statuses.includes(row.status));
    const { count, list } = paginate(rows, page, limit);
    return ok({ list: list.map(views.listItem), count });
  });

  app.get('/api/refund/detail/:id', async (request) => {
    const row = flow.ownRefund(gate.principal(request).key, idOf(request));
    return row ? ok(views.detail(row)) : fail(REFUND_MESSAGES.refundMissing);
  });

  app.post('/api/refund/back_goods/:id', async (request) => {
    const parsed = readBackGoodsParams(withListParam(readParams(request), 'delivery_pics'));
    if (!parsed.ok) return fail(parsed.message);
    if (!deps.pictures.allOwn(parsed.value.delivery_pics, gate.principal(request))) return fail(PICTURE_NOT_UPLOADED);
    const shipped = flow.backGoods(gate.principal(request).key, idOf(request), parsed.value);
    return shipped.ok ? okMessage(REFUND_MESSAGES.submitted) : fail(shipped.message);
  });

  app.get('/api/refund/express/:id', async (request) => {
    const row = flow.ownRefund(gate.principal(request).key, idOf(request));
    if (!row?.delivery_time) return fail(REFUND_MESSAGES.refundMissing);
    return ok({ refund: views.detail(row), express: returnSteps(row, now()) });
  });

  app.post('/api/refund/cancel/:id', async (request) => {
    const cancelled = flow.cancel(gate.principal(request).key, idOf(request));
    return cancelled.ok ? okMessage(REFUND_MESSAGES.cancelled) : fail(cancelled.message);
  });

  app.post('/api/refund/del/:id', async (request) => {
    const removed = flow.remove(gate.principal(request).key, idOf(request));
    return removed.ok ? okMessage(REFUND_MESSAGES.deleted) : fail(removed.message);
  });
}
