// Demo-only page that plays the payment provider: the QR answer of order/pay points here, and confirming marks
// the group order paid (once; a second confirmation says so).
import type { FastifyInstance, FastifyReply } from 'fastify';
import { formatFen } from '#shared/money.ts';
import { escapeHtml, page } from '../accounts/html.ts';
import { checkRequest, paramsOf, text } from '../core/param-schemas.ts';
import type { OrderService } from './order-service.ts';
import type { OrderStore } from './order-store.ts';

const PayKey = paramsOf({ key: text });

function sendHtml(reply: FastifyReply, html: string, status = 200) {
  return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
}

const gonePage = () =>
  page('订单不存在或已支付', '<h1>订单不存在或已支付</h1><p class="notice warn">该支付链接已失效，请回到电脑端查看订单状态。</p>');

export function registerDemoPayPage(app: FastifyInstance, orders: OrderStore, service: OrderService): void {
  app.get('/demo/pay', async (request, reply) => {
    const input = checkRequest(PayKey, request);
    const key = input.ok ? input.value.key : '';
    const row = orders.payKey(key);
    const group = row ? orders.group(row.group_order_id) : undefined;
    if (!row || !group || group.paid === 1 || group.is_del === 1) return sendHtml(reply, gonePage(), 404);
    const body = `<h1>确认支付</h1><p>支付单号 ${escapeHtml(group.group_order_sn)}，应付 ¥${formatFen(group.pay_price_fen)}。
这是演示环境，下面的按钮代替手机扫码完成支付。</p>
<form method="post" action="/demo/pay/confirm"><input type="hidden" name="key" value="${escapeHtml(key)}">
<button type="submit">确认支付</button></form>`;
    return sendHtml(reply, page('确认支付', body));
  });

  app.post('/demo/pay/confirm', async (request, reply) => {
    const input = checkRequest(PayKey, request);
    const paid = service.confirmPayment(input.ok ? input.value.key : '');
    if (!paid.ok) return sendHtml(reply, gonePage(), 400);
    return sendHtml(reply, page('支付成功', '<h1>支付成功</h1><p class="notice">订单已支付，请返回电脑端。</p>'));
  });
}
