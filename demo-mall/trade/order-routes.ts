// Checkout, payment and order reads (docs/mall-api.md §3.7), behind the module's requireLogin. Bodies are
// checked with the mall's own order parameters (params/order-params.ts); every order belongs to the principal, so a company's stay apart.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { formatFen } from '#shared/money.ts';
import { type Envelope, fail, nested, ok, okMessage } from '../core/envelope.ts';
import { idOf, paginate, pagingOf } from '../core/param-schemas.ts';
import { readParams } from '../core/params.ts';
import { addressView } from './address-store.ts';
import { ORDER_PARAM_MESSAGES, readOrderCheckParams, readOrderCreateParams } from './params/order-params.ts';
import { orderCheckView } from './pricing/check-view.ts';
import { ORDER_MESSAGES } from './order-service.ts';
import type { OrderViews } from './order-views.ts';
import type { TradeRouteDeps } from './route-deps.ts';

/** stock's refusal of 余额支付 while the balance switches are off */
const BALANCE_PAY_OFF = '未开启余额支付';

/** Pay types order/pay accepts (order/create adds 'pc'); 'credit' is 企业账期 (docs/company-api.md §3.3). */
const PAY_ROUTE_TYPES = ['balance', 'credit', 'weixin', 'routine', 'h5', 'alipay', 'alipayQr', 'weixinQr'];

export function registerOrderRoutes(app: FastifyInstance, deps: TradeRouteDeps & { views: OrderViews }): void {
  const { gate, service, orders, views, catalogue, companyOrders, approvals, placement } = deps;

  /**
   * The pay part of create and pay: balance and credit at once (a company's through its ledger, remembering
   * the paying member), other types a demo confirmation page.
   */
  function pay(principal: string, groupOrderId: number, payType: string, memberUid: number | null = null) {
    if (payType === 'balance' && deps.balancePayOn === false) return fail(BALANCE_PAY_OFF);
    if (payType === 'balance' || payType === 'credit') {
      const paid =
        payType === 'balance'
          ? service.payWithBalance(principal, groupOrderId, memberUid)
          : service.payWithCredit(principal, groupOrderId, memberUid);
      if (!paid.ok) return nested('error', { order_id: groupOrderId }, paid.message);
      return nested('success', { order_id: groupOrderId }, payType === 'balance' ? '余额支付成功' : '账期支付成功');
    }
    const key = service.paymentKey(principal, groupOrderId, payType);
    if (!key.ok) return nested('error', { order_id: groupOrderId }, key.message);
    return nested(payType, { config: `/demo/pay?key=${key.value}`, order_id: groupOrderId });
  }

  /** The member a company token names (absent on older tokens: the company's owner is then recorded). */
  const payerOf = (request: FastifyRequest) => gate.principal(request).memberUid ?? null;

  app.post('/api/v2/order/check', async (request) => {
    const parsed = readOrderCheckParams(readParams(request));
    if (!parsed.ok) return fail(parsed.message);
    const checked = service.check(gate.principal(request).key, parsed.value);
    if (!checked.ok) return fail(checked.message);
    const { priced, key } = checked.value;
    const view = orderCheckView(priced.allocation, {
      key,
      address: priced.address ? addressView(priced.address) : null,
      useIntegral: parsed.value.use_integral,
    });
    // merchant names and cart rows beside the engine's numbers
    const order = view.order.map((block) => {
      const merchant = catalogue.merchants.merchantById.get(block.mer_id);
      return {
        ...block,
        mer_name: merchant?.mer_name ?? '',
        mer_avatar: merchant?.mer_avatar ?? '',
        list: block.list.map((line) => {
          const picked = priced.lines.find((l) => l.cart.cart_id === line.cart_id);
          return {
            ...line,
            product_attr_unique: picked?.sku.unique ?? '',
            product: picked
              ? { product_id: picked.product.product_id, store_name: picked.product.store_name, image: picked.product.image }
              : null,
            productAttr: picked
              ? {
                  ...line.productAttr,
                  ot_price: formatFen(picked.sku.ot_price),
                  svip_price: formatFen(picked.sku.svip_price),
                  sku: picked.sku.sku,
                  image: picked.sku.image,
                  stock: picked.sku.stock,
                  unique: picked.sku.unique,
                  bar_code: picked.sku.bar_code,
                }
              : null,
          };
        }),
      };
    });
    return ok({ ...view, order });
  });

  /** the create's transaction, rolled back whole when a company hook refuses the order */
  function refusedOrPlaced<T>(work: () => T): T | { refusal: Envelope } {
    try {
      return orders.atomically(work);
    } catch (error) {
      if (error instanceof OrderRefusal) return { refusal: error.envelope };
      throw error;
    }
  }

  app.post('/api/v2/order/create', async (request) => {
    const parsed = readOrderCreateParams(readParams(request));
    if (!parsed.ok) return fail(parsed.message);
    const principal = gate.principal(request).key;
    // The order and its company half (stamps, approval hold, budget refusal) are one transaction: an order over
    // its member's limit never exists, not even for a moment or after a crash, without the hold that keeps it
    // from being paid, and a refused one leaves nothing behind.
    const placed = refusedOrPlaced(() => {
      const answer = placement.place(request, parsed.value, () => service.create(principal, parsed.value));
      if ('refused' in answer) throw new OrderRefusal(answer.refused);
      return answer;
    });
    if ('refusal' in placed) return placed.refusal;
    if (!placed.ok) return fail(placed.message);
    const { groupOrderId, paid, held, repeated } = placed.value;
    if (paid) return nested('success', { order_id: groupOrderId }, '支付成功');
    if (held) return held;
    if (parsed.value.pay_type === 'pc' || repeated) return ok({ order_id: groupOrderId });
    return pay(principal, groupOrderId, parsed.value.pay_type, payerOf(request));
  });

  app.post('/api/order/pay/:id', async (request) => {
    const type = String(readParams(request).type ?? '');
    if (!PAY_ROUTE_TYPES.includes(type)) return fail(ORDER_PARAM_MESSAGES.payTypeInvalid);
    const principal = gate.principal(request).key;
    if (!service.payable(principal, idOf(request))) return fail(ORDER_MESSAGES.payGone);
    const refusal = approvals?.payRefusal(idOf(request));
    if (refusal) return fail(refusal);
    return pay(principal, idOf(request), type, payerOf(request));
  });

  app.get('/api/order/status/:id', async (request) => {
    const group = orders.group(idOf(request));
    if (!group || group.principal !== gate.principal(request).key) return fail(ORDER_MESSAGES.missing);
    return ok({ ...views.groupView(group), give_coupon: [], activity_type: 0, activity_id: 0 });
  });

  app.post('/api/order/cancel/:id', async (request) =>
    service.cancel(gate.principal(request).key, idOf(request)) ? okMessage('取消成功') : fail(ORDER_MESSAGES.missing),
  );

  app.get('/api/order/group_order_list', async (request) => {
    const { page, limit } = pagingOf(readParams(request), 10);
    const groups = orders.unpaidGroupsOf(gate.principal(request).key).filter(companyOrders.visibleGroup(request));
    const { count, list } = paginate(groups, page, limit);
    return ok({ count, list: list.map(views.groupView) });
  });

  app.get('/api/order/group_order_detail/:id', async (request) => {
    const group = orders.group(idOf(request));
    if (!group || group.principal !== gate.principal(request).key) return fail(ORDER_MESSAGES.missing);
    const view = views.groupView(group);
    if (group.is_del === 1 && (view.approval as { status?: number } | null)?.status !== 2) return fail(ORDER_MESSAGES.missing);
    return ok(view);
  });
}

/** Thrown inside order/create's transaction to undo it: the answer is the refusal. */
class OrderRefusal extends Error {
  constructor(readonly envelope: Envelope) {
    super(envelope.message);
  }
}
