// The buyer's paid orders (docs/mall-api.md §3.7, docs/screens.md a.8): the list by tab, one order, the tab
// counts, confirming receipt and deleting a finished order. Behind the module's requireLogin; an order of
// someone else answers 订单不存在 like a missing one.
import type { FastifyInstance } from 'fastify';
import { fail, ok, okMessage } from '../core/envelope.ts';
import { idOf, paginate, pagingOf } from '../core/param-schemas.ts';
import { readParams } from '../core/params.ts';
import { poNumberFilter } from './order-purchase-ref.ts';
import type { OrderProgress } from './order-progress.ts';
import { ORDER_MESSAGES } from './order-service.ts';
import type { OrderProductRow } from './order-store.ts';
import { matchesStatus, orderNumbers } from './order-tabs.ts';
import type { OrderViews } from './order-views.ts';
import type { TradeRouteDeps } from './route-deps.ts';

/** `status` as the list reads it: absent or not a number means every paid order. */
function statusParam(value: unknown): number | null {
  const raw = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  return /^-?\d+$/.test(raw) ? Number(raw) : null;
}

function productName(row: OrderProductRow): string {
  const info = JSON.parse(row.cart_info) as { product?: { store_name?: string } };
  return info.product?.store_name ?? '';
}

export function registerOrderReadRoutes(app: FastifyInstance, deps: TradeRouteDeps & { views: OrderViews; progress: OrderProgress }): void {
  const { gate, orders, fulfilment, views, progress, catalogue, companyOrders } = deps;

  app.get('/api/order/list', async (request) => {
    const params = readParams(request);
    const { page, limit } = pagingOf(params, 10);
    const status = statusParam(params.status);
    const keyword = typeof params.store_name === 'string' ? params.store_name : '';
    const rows = fulfilment
      .paidOrdersOf(gate.principal(request).key)
      .filter(companyOrders.visible(request))
      .filter((row) => matchesStatus(row, status))
      .filter(poNumberFilter(params.po_number))
      .filter((row) => keyword === '' || orders.productsOf(row.order_id).some((p) => productName(p).includes(keyword)));
    const { count, list } = paginate(rows, page, limit);
    return ok({ count, list: list.map(views.orderView) });
  });

  app.get('/api/order/detail/:id', async (request) => {
    const row = progress.ownOrder(gate.principal(request).key, idOf(request));
    if (!row) return fail(ORDER_MESSAGES.missing);
    const view = views.orderView(row);
    const merchant = catalogue.merchants.merchantById.get(row.mer_id);
    return ok({
      ...view,
      merchant: { ...view.merchant, service_phone: merchant?.service_phone ?? '', services_type: 1 },
      delivered_time: row.delivered_time,
      take_time: row.take_time,
      takeOrderList: [],
    });
  });

  app.get('/api/order/number', async (request) => {
    const key = gate.principal(request).key;
    const paid = fulfilment.paidOrdersOf(key).filter(companyOrders.visible(request));
    return ok(orderNumbers(paid, orders.unpaidGroupsOf(key).filter(companyOrders.visibleGroup(request)).length));
  });

  app.post('/api/order/take/:id', async (request) => {
    const taken = progress.take(gate.principal(request).key, idOf(request));
    return taken.ok ? okMessage('确认收货成功') : fail(taken.message);
  });

  app.post('/api/order/del/:id', async (request) => {
    const removed = progress.remove(gate.principal(request).key, idOf(request));
    return removed.ok ? okMessage('删除成功') : fail(removed.message);
  });
}
