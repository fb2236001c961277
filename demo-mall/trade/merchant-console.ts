// Demo-only merchant console (/demo/merchant, like /demo/pay and /demo/qr-login): lists the newest paid
// orders of every buyer and ships them (express company and waybill, or a rider), marks them delivered and
// issues requested invoices. Each action answers the page again with a notice; a refusal is HTTP 400.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Catalogue } from '../catalogue/catalogue.ts';
import { formatDateTime } from '../core/envelope.ts';
import { checkRequest, int, paramsOf, text } from '../core/param-schemas.ts';
import type { FulfilmentStore } from './fulfilment-store.ts';
import { consolePage, EXPRESS_COMPANIES } from './merchant-console-page.ts';
import { DELIVERY_EXPRESS, DELIVERY_RIDER, type OrderProgress } from './order-progress.ts';
import { ORDER_MESSAGES, type Outcome } from './order-service.ts';
import type { OrderStore } from './order-store.ts';
import { isMobile } from '../core/mobile-rule.ts';

export const CONSOLE_MESSAGES = {
  mode: '请选择发货方式',
  company: '请选择快递公司',
  waybill: '请输入正确的快递单号',
  riderName: '请输入配送员姓名',
  riderPhone: '请输入正确的配送员电话',
  noReceipt: '该订单未申请开票',
  issued: '发票已开具',
} as const;

/** How many of the newest paid orders the console lists. */
export const CONSOLE_ROWS = 50;

const WAYBILL = /^[A-Za-z0-9]{6,30}$/;

const ShipForm = paramsOf({ order_id: int(0), mode: text, express_name: text, waybill: text, rider_name: text, rider_phone: text });
const OrderForm = paramsOf({ order_id: int(0) });

export interface MerchantConsoleDeps {
  catalogue: Catalogue;
  orders: OrderStore;
  fulfilment: FulfilmentStore;
  progress: OrderProgress;
  now: () => number;
}

type ShipInput = { mode: string; express_name: string; waybill: string; rider_name: string; rider_phone: string };

/** The shipment the form describes, or the first problem with it. */
function shipmentOf(input: ShipInput): Outcome<{ delivery_type: string; delivery_name: string; delivery_id: string }> {
  if (input.mode === 'express') {
    if (!(EXPRESS_COMPANIES as readonly string[]).includes(input.express_name)) return { ok: false, message: CONSOLE_MESSAGES.company };
    if (!WAYBILL.test(input.waybill)) return { ok: false, message: CONSOLE_MESSAGES.waybill };
    return { ok: true, value: { delivery_type: DELIVERY_EXPRESS, delivery_name: input.express_name, delivery_id: input.waybill } };
  }
  if (input.mode === 'rider') {
    if (input.rider_name === '') return { ok: false, message: CONSOLE_MESSAGES.riderName };
    if (!isMobile(input.rider_phone)) return { ok: false, message: CONSOLE_MESSAGES.riderPhone };
    return { ok: true, value: { delivery_type: DELIVERY_RIDER, delivery_name: input.rider_name, delivery_id: input.rider_phone } };
  }
  return { ok: false, message: CONSOLE_MESSAGES.mode };
}

export function registerMerchantConsole(app: FastifyInstance, deps: MerchantConsoleDeps): void {
  const { catalogue, orders, fulfilment, progress, now } = deps;

  function render(reply: FastifyReply, done?: Outcome<string>) {
    const rows = fulfilment.recentPaidOrders(CONSOLE_ROWS).map((order) => ({
      order,
      products: orders.productsOf(order.order_id),
      receipt: fulfilment.receiptOf(order.order_id),
    }));
    const notice = done ? (done.ok ? { text: done.value, warn: false } : { text: done.message, warn: true }) : undefined;
    return reply
      .code(done && !done.ok ? 400 : 200)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(consolePage(rows, catalogue, notice));
  }

  function issueInvoice(orderId: number): Outcome<string> {
    const order = orders.order(orderId);
    if (order?.paid !== 1 || order.is_del === 1) return { ok: false, message: ORDER_MESSAGES.missing };
    const receipt = fulfilment.receiptOf(orderId);
    if (!receipt) return { ok: false, message: CONSOLE_MESSAGES.noReceipt };
    const at = new Date(now());
    const sn = `FP${formatDateTime(at).slice(0, 10).replaceAll('-', '')}${String(receipt.order_receipt_id).padStart(6, '0')}`;
    if (!fulfilment.issueReceipt(receipt.order_receipt_id, sn, formatDateTime(at))) return { ok: false, message: CONSOLE_MESSAGES.issued };
    return { ok: true, value: `订单 ${order.order_sn} 的发票已开具：${sn}` };
  }

  app.get('/demo/merchant', async (_request, reply) => render(reply));

  app.post('/demo/merchant/ship', async (request, reply) => {
    const input = checkRequest(ShipForm, request);
    if (!input.ok) return render(reply, { ok: false, message: input.body.message });
    const shipment = shipmentOf(input.value);
    if (!shipment.ok) return render(reply, shipment);
    const shipped = progress.ship(input.value.order_id, shipment.value);
    return render(reply, shipped.ok ? { ok: true, value: `订单 ${shipped.value.order_sn} 已发货` } : shipped);
  });

  app.post('/demo/merchant/delivered', async (request, reply) => {
    const input = checkRequest(OrderForm, request);
    const orderId = input.ok ? input.value.order_id : 0;
    const done = progress.markDelivered(orderId);
    return render(reply, done.ok ? { ok: true, value: `订单 ${orders.order(orderId)?.order_sn ?? ''} 已送达` } : done);
  });

  app.post('/demo/merchant/invoice', async (request, reply) => {
    const input = checkRequest(OrderForm, request);
    return render(reply, issueInvoice(input.ok ? input.value.order_id : 0));
  });
}
