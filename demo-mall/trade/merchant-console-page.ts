// The demo merchant console's HTML (docs/screens.md a.8 shows the buyer's side of these states): recent paid
// orders with their state and, per order, the forms that move it on. Self-contained, no scripts.
import { formatFen } from '#shared/money.ts';
import { escapeHtml, page, WIDE_TABLE_HEAD } from '../accounts/html.ts';
import type { Catalogue } from '../catalogue/catalogue.ts';
import type { ReceiptRow } from './fulfilment-store.ts';
import { DELIVERY_RIDER } from './order-progress.ts';
import type { OrderProductRow, OrderRow } from './order-store.ts';

/** Express companies the console offers. */
export const EXPRESS_COMPANIES = ['顺丰速运', '中通快递', '圆通速递', '韵达快递', '申通快递', '京东物流', '中国邮政 EMS'] as const;

const STATUS_TEXT: Record<number, string> = {
  0: '待发货',
  1: '待收货',
  2: '待评价',
  3: '已完成',
  9: '待发货',
  10: '待付尾款',
  [-1]: '已退款',
};

export interface ConsoleRow {
  order: OrderRow;
  products: OrderProductRow[];
  receipt: ReceiptRow | undefined;
}

const hidden = (orderId: number) => `<input type="hidden" name="order_id" value="${orderId}">`;

function stateText(order: OrderRow): string {
  const base = STATUS_TEXT[order.status] ?? String(order.status);
  if (order.status !== 1) return base;
  const how = order.delivery_type === DELIVERY_RIDER ? `同城配送 ${order.delivery_name}` : `${order.delivery_name} ${order.delivery_id}`;
  return `${base}（${escapeHtml(how)}${order.delivered_time ? '，已送达' : ''}）`;
}

function receiptText(receipt: ReceiptRow | undefined): string {
  if (!receipt) return '未申请';
  const info = JSON.parse(receipt.receipt_info) as { receipt_title?: string };
  const title = escapeHtml(info.receipt_title ?? '');
  return receipt.status === 1 ? `已开具 ${escapeHtml(receipt.receipt_sn)}（${title}）` : `待开具（${title}）`;
}

function actions(row: ConsoleRow): string {
  const { order, receipt } = row;
  const forms: string[] = [];
  if (order.status === 0 && order.order_type === 0) {
    const options = EXPRESS_COMPANIES.map((c) => `<option value="${escapeHtml(c)}">${escapeHtml(c)}</option>`).join('');
    forms.push(`<form method="post" action="/demo/merchant/ship">${hidden(order.order_id)}<input type="hidden" name="mode" value="express">
<select name="express_name" aria-label="快递公司">${options}</select> <input name="waybill" placeholder="快递单号" aria-label="快递单号">
<button type="submit">快递发货</button></form>`);
    forms.push(`<form method="post" action="/demo/merchant/ship">${hidden(order.order_id)}<input type="hidden" name="mode" value="rider">
<input name="rider_name" placeholder="配送员姓名" aria-label="配送员姓名"> <input name="rider_phone" placeholder="配送员电话" aria-label="配送员电话">
<button type="submit">同城配送</button></form>`);
  }
  if (order.status === 1 && !order.delivered_time) {
    forms.push(
      `<form method="post" action="/demo/merchant/delivered">${hidden(order.order_id)}<button type="submit">标记已送达</button></form>`,
    );
  }
  if (receipt && receipt.status === 0) {
    forms.push(
      `<form method="post" action="/demo/merchant/invoice">${hidden(order.order_id)}<button type="submit">开具发票</button></form>`,
    );
  }
  return forms.join('') || '—';
}

export function consolePage(rows: readonly ConsoleRow[], catalogue: Catalogue, notice?: { text: string; warn: boolean }): string {
  const body = rows
    .map(({ order, products, receipt }) => {
      const merchant = catalogue.merchants.merchantById.get(order.mer_id)?.mer_name ?? '';
      const goods = products
        .map((p) => {
          const info = JSON.parse(p.cart_info) as { product?: { store_name?: string } };
          return `${escapeHtml(info.product?.store_name ?? '')} × ${p.product_num}`;
        })
        .join('<br>');
      return `<tr><td>${escapeHtml(order.order_sn)}<br>${escapeHtml(order.pay_time ?? '')}</td><td>${escapeHtml(merchant)}</td>
<td>${goods}</td><td>¥${formatFen(order.pay_price_fen)}</td><td>${escapeHtml(order.real_name)} ${escapeHtml(order.user_phone)}</td>
<td>${stateText(order)}</td><td>${receiptText(receipt)}</td><td>${actions({ order, products, receipt })}</td></tr>`;
    })
    .join('');
  const table = rows.length
    ? `<table><thead><tr><th>订单号 / 支付时间</th><th>店铺</th><th>商品</th><th>实付</th><th>收货人</th><th>状态</th><th>发票</th><th>操作</th></tr></thead>
<tbody>${body}</tbody></table>`
    : '<p class="notice">暂无已支付的订单。在商城下单并支付后，订单会显示在这里。</p>';
  const flash = notice ? `<p class="notice${notice.warn ? ' warn' : ''}">${escapeHtml(notice.text)}</p>` : '';
  const intro =
    '<p>演示环境的商家后台：为已支付的订单发货（快递或同城配送）、标记送达、开具发票。买家在商城里会看到对应的状态。' +
    '<a href="/demo/merchant/refunds">售后处理（退款、退货）</a> <a href="/demo/merchant/settlements">入驻审核</a></p>';
  return page('演示商家后台', `<h1>演示商家后台</h1>${intro}${flash}${table}`, WIDE_TABLE_HEAD);
}
