// The presell 尾款 (docs/mall-api.md §3.2, §3.7): a deposit order (activity_type 2) paid at checkout waits in
// status 10 待付尾款 for its campaign's final window. Every order view carries `presellOrder` (the window, the
// tail amount, whether it is paid and activeStatus 0 未开始 / 1 进行中 / 2 已结束); POST /api/presell/pay/:id
// pays the tail from the balance inside the window and moves the order to 0 待发货. In the demo mall a
// presell order's presell_order_id is its order id, and the tail is paid from the balance only.
import type { FastifyInstance } from 'fastify';
import { formatFen } from '#shared/money.ts';
import type { BuyerPurse } from '../accounts/buyer-purse.ts';
import { type CompanyPayments, companyIdOf } from './company-payments-port.ts';
import type { Catalogue } from '../catalogue/catalogue.ts';
import { fail, formatDateTime, nested } from '../core/envelope.ts';
import type { LoginGate } from '../core/login-gate.ts';
import { idOf } from '../core/param-schemas.ts';
import { readParams } from '../core/params.ts';
import { ORDER_MESSAGES, type Outcome, TradeRefusal } from './order-service.ts';
import type { OrderRow, OrderStore } from './order-store.ts';
import type { OrderViews } from './order-views.ts';

export const TAIL_MESSAGES = {
  notYet: '未到尾款支付时间',
  over: '尾款支付时间已过',
  balanceOnly: '尾款请使用余额支付',
} as const;

/** The bill a tail payment writes; its time is the tail's pay_time. */
const TAIL_BILL_TYPE = 'pay_presell';

export interface PresellOrderView {
  presell_order_id: number;
  order_id: number;
  final_start_time: string;
  final_end_time: string;
  /** the tail (尾款) */
  pay_price: string;
  paid: 0 | 1;
  pay_time: string | null;
  pay_type: string;
  /** 0 before the window, 1 inside it, 2 after it */
  activeStatus: 0 | 1 | 2;
}

export interface PresellTailDeps {
  catalogue: Catalogue;
  orders: OrderStore;
  purse: BuyerPurse;
  /** a company's tail is paid from its balance through the company ledger (docs/company-api.md §3.3) */
  companyPayments: CompanyPayments;
  now: () => number;
}

export function createPresellTail({ catalogue, orders, purse, companyPayments, now }: PresellTailDeps) {
  /** The campaign's final window of a deposit order; null for any other order. */
  function windowOf(row: OrderRow): { start: Date; end: Date } | null {
    if (row.activity_type !== 2 || row.pay_later_fen <= 0) return null;
    const productId = orders.productsOf(row.order_id)[0]?.product_id ?? 0;
    const info = catalogue.activities.presellByProduct.get(productId);
    if (!info?.final_start_time || !info.final_end_time) return null;
    return { start: info.final_start_time, end: info.final_end_time };
  }

  function activeStatus(window: { start: Date; end: Date }): 0 | 1 | 2 {
    const at = now();
    if (at < window.start.getTime()) return 0;
    if (at > window.end.getTime()) return 2;
    return 1;
  }

  function view(row: OrderRow): PresellOrderView | null {
    const window = windowOf(row);
    if (!window) return null;
    const paid = row.paid === 1 && row.status !== 10;
    const bill = paid
      ? orders.billsOf(row.principal).find((entry) => entry.type === TAIL_BILL_TYPE && entry.link_id === row.order_id)
      : undefined;
    return {
      presell_order_id: row.order_id,
      order_id: row.order_id,
      final_start_time: formatDateTime(window.start),
      final_end_time: formatDateTime(window.end),
      pay_price: formatFen(row.pay_later_fen),
      paid: paid ? 1 : 0,
      pay_time: typeof bill?.create_time === 'string' ? bill.create_time : null,
      pay_type: paid ? 'balance' : '',
      activeStatus: activeStatus(window),
    };
  }

  /** Pays the tail of the principal's order from the balance, once, inside the window. */
  function pay(principal: string, orderId: number): Outcome<OrderRow> {
    try {
      return orders.atomically(() => {
        const row = orders.order(orderId);
        if (row?.principal !== principal || row.paid !== 1 || row.is_del === 1 || row.status !== 10)
          throw new TradeRefusal(ORDER_MESSAGES.payGone);
        const window = windowOf(row);
        if (!window) throw new TradeRefusal(ORDER_MESSAGES.payGone);
        const state = activeStatus(window);
        if (state === 0) throw new TradeRefusal(TAIL_MESSAGES.notYet);
        if (state === 2) throw new TradeRefusal(TAIL_MESSAGES.over);
        const companyId = companyIdOf(principal);
        const tail = [{ orderId, orderSn: row.order_sn, payFen: row.pay_later_fen }];
        const time = formatDateTime(new Date(now()));
        const taken =
          companyId === null
            ? purse.addBalance(principal, -row.pay_later_fen)
            : companyPayments.pay(companyId, 'balance_pay', tail, null, time) === null;
        if (!taken) throw new TradeRefusal(ORDER_MESSAGES.balanceShort);
        orders.markTailPaid(orderId);
        orders.insertBill({
          principal,
          pm: 0,
          title: '支付预售尾款',
          category: 'now_money',
          type: TAIL_BILL_TYPE,
          number_fen: row.pay_later_fen,
          balance_fen: purse.read(principal)?.balanceFen ?? 0,
          mark: `余额支付${formatFen(row.pay_later_fen)}元支付预售尾款`,
          link_id: orderId,
          create_time: formatDateTime(new Date(now())),
        });
        return { ok: true as const, value: row };
      });
    } catch (error) {
      if (error instanceof TradeRefusal) return { ok: false, message: error.message };
      throw error;
    }
  }

  /** The module's order views with `presellOrder` on every merchant order. */
  function withPresellOrders(views: OrderViews): OrderViews {
    return { ...views, orderView: (row: OrderRow) => ({ ...views.orderView(row), presellOrder: view(row) }) };
  }

  return { view, pay, withPresellOrders };
}

export type PresellTail = ReturnType<typeof createPresellTail>;

/** POST /api/presell/pay/:id (`:id` the presell order id), behind the module's requireLogin. */
export function registerPresellTailRoutes(app: FastifyInstance, deps: { gate: LoginGate; tail: PresellTail }): void {
  app.post('/api/presell/pay/:id', async (request) => {
    const type = String(readParams(request).type ?? '');
    if (type !== 'balance') return fail(TAIL_MESSAGES.balanceOnly);
    const paid = deps.tail.pay(deps.gate.principal(request).key, idOf(request));
    // as order payment: a refused order is a plain failure, a payment that fails is the nested 'error'
    if (!paid.ok && paid.message !== ORDER_MESSAGES.balanceShort) return fail(paid.message);
    if (!paid.ok) return nested('error', { order_id: idOf(request) }, paid.message);
    return nested('success', { order_id: idOf(request) }, '余额支付成功');
  });
}
