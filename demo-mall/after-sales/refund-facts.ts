// Reads what after-sales knows about a paid order: its products' refundable state, whether the refund window is
// still open, and the buyer's own order by id (someone else's reads as missing). Also answers the trade
// module's RefundSignals, so order lists and details show 退款中 / 部分退款 / 全部退款 and 已退款.
import type { Catalogue } from '../catalogue/catalogue.ts';
import type { OrderRow, OrderStore } from '../trade/order-store.ts';
import type { RefundSignals } from '../trade/order-views.ts';
import { parseLocalTime } from '../trade/pricing/catalogue-adapter.ts';
import { REFUND_MESSAGES, REFUND_WINDOW_MS } from './refund-rules.ts';
import type { RefundStore } from './refund-store.ts';
import { type LineState, lineStates, refundMark } from './refundable.ts';

export interface RefundFactsDeps {
  orders: OrderStore;
  store: RefundStore;
  catalogue: Catalogue;
  now: () => number;
}

export function createRefundFacts(deps: RefundFactsDeps) {
  const { orders, store, catalogue, now } = deps;
  const shipsFree = (productId: number) => catalogue.goods.productById.get(productId)?.delivery_free === 1;

  const statesOf = (order: OrderRow): LineState[] =>
    lineStates(order, orders.productsOf(order.order_id), store.takenByOrder(order.order_id), shipsFree);

  /** open until 15 days after the buyer confirmed receipt (CRMEB's refund_status) */
  const windowOpen = (order: OrderRow): boolean =>
    !order.take_time || now() <= parseLocalTime(order.take_time).getTime() + REFUND_WINDOW_MS;

  /** the principal's paid, undeleted order; someone else's reads as missing */
  function ownOrder(principal: string, orderId: number): OrderRow | undefined {
    const order = orders.order(orderId);
    return order && order.principal === principal && order.paid === 1 && order.is_del === 0 ? order : undefined;
  }

  /** why the order cannot ask for a refund now, or null */
  function refusal(order: OrderRow): string | null {
    if (!windowOpen(order)) return REFUND_MESSAGES.expired;
    if (order.status < 0) return REFUND_MESSAGES.refunded;
    if (order.status === 10) return REFUND_MESSAGES.unsupported;
    return null;
  }

  const signals: RefundSignals = {
    productMarks: (order) =>
      new Map(
        statesOf(order).map((state) => [state.line.order_product_id, { is_refund: refundMark(state), refund_num: state.remainingNum }]),
      ),
    refundOpen: windowOpen,
  };

  return { statesOf, windowOpen, ownOrder, refusal, signals };
}

export type RefundFacts = ReturnType<typeof createRefundFacts>;
