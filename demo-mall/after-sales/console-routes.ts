// Demo-only after-sales console (/demo/merchant/refunds, linked from /demo/merchant; no login, like /demo/pay):
// the merchant agrees to or refuses a request, gives the return address, confirms the returned goods arrived and
// refunds. Each action answers the page again with a notice; a refusal is HTTP 400. Tests post the same forms.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { formatFen } from '#shared/money.ts';
import type { Catalogue } from '../catalogue/catalogue.ts';
import { checkRequest, int, paramsOf, text } from '../core/param-schemas.ts';
import type { OrderStore } from '../trade/order-store.ts';
import { channelText, refundConsolePage } from './console-page.ts';
import type { RefundFlow } from './refund-flow.ts';
import { CONSOLE_REFUND_ROWS, type Outcome, REFUND_MESSAGES } from './refund-rules.ts';
import type { RefundOrderRow, RefundStore } from './refund-store.ts';

export interface RefundConsoleDeps {
  catalogue: Catalogue;
  orders: OrderStore;
  store: RefundStore;
  flow: RefundFlow;
}

const RefundForm = paramsOf({ refund_order_id: int(0) });
const AgreeForm = paramsOf({ refund_order_id: int(0), mer_delivery_user: text, mer_delivery_address: text, phone: text });
const RefuseForm = paramsOf({ refund_order_id: int(0), fail_message: text });

export function registerRefundConsole(app: FastifyInstance, deps: RefundConsoleDeps): void {
  const { catalogue, orders, store, flow } = deps;

  function render(reply: FastifyReply, done?: Outcome<string>) {
    const rows = store.recent(CONSOLE_REFUND_ROWS).map((refund) => ({
      refund,
      order: orders.order(refund.order_id),
      items: store.productsOf(refund.refund_order_id).map((item) => ({ item, line: orders.product(item.order_product_id) })),
      merchant: catalogue.merchants.merchantById.get(refund.mer_id),
      payout: store.payout(refund.refund_order_id),
    }));
    const notice = done ? (done.ok ? { text: done.value, warn: false } : { text: done.message, warn: true }) : undefined;
    return reply
      .code(done && !done.ok ? 400 : 200)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(refundConsolePage(rows, notice));
  }

  /** the notice of a change that went through */
  const said = (done: Outcome<RefundOrderRow>, text: (row: RefundOrderRow) => string): Outcome<string> =>
    done.ok ? { ok: true, value: text(done.value) } : done;
  const refundedText = (row: RefundOrderRow) => {
    const channel = store.payout(row.refund_order_id)?.channel ?? '';
    return `退款单 ${row.refund_order_sn} 已退款 ¥${formatFen(row.refund_price_fen)}，已原路退回${channelText(channel)}`;
  };
  const idOf = (input: { ok: true; value: { refund_order_id: number } } | { ok: false }) => (input.ok ? input.value.refund_order_id : 0);

  app.get('/demo/merchant/refunds', async (_request, reply) => render(reply));

  app.post('/demo/merchant/refund/agree', async (request, reply) => {
    const input = checkRequest(AgreeForm, request);
    if (!input.ok) return render(reply, { ok: false, message: REFUND_MESSAGES.refundMissing });
    const { refund_order_id: id, ...address } = input.value;
    return render(
      reply,
      said(flow.agree(id, address), (row) =>
        row.status === 3 ? refundedText(row) : `退款单 ${row.refund_order_sn} 已同意退货，等待买家寄回`,
      ),
    );
  });

  app.post('/demo/merchant/refund/refuse', async (request, reply) => {
    const input = checkRequest(RefuseForm, request);
    if (!input.ok) return render(reply, { ok: false, message: REFUND_MESSAGES.refundMissing });
    return render(
      reply,
      said(flow.refuse(input.value.refund_order_id, input.value.fail_message), (row) => `退款单 ${row.refund_order_sn} 已拒绝`),
    );
  });

  app.post('/demo/merchant/refund/received', async (request, reply) => {
    const done = flow.receive(idOf(checkRequest(RefundForm, request)));
    return render(
      reply,
      said(done, (row) => `退款单 ${row.refund_order_sn} 已确认收到退货`),
    );
  });

  app.post('/demo/merchant/refund/refund', async (request, reply) => {
    return render(reply, said(flow.refundNow(idOf(checkRequest(RefundForm, request))), refundedText));
  });
}
