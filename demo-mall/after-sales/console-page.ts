// The demo merchant console's after-sales page (/demo/merchant/refunds; docs/screens.md a.8 shows the buyer's side
// of these states): the newest refund orders with their state and, per request, the forms that move it on.
// Self-contained, no scripts, like the console page it is linked from.
import { formatFen } from '#shared/money.ts';
import { escapeHtml, page, WIDE_TABLE_HEAD } from '../accounts/html.ts';
import type { Merchant } from '../catalogue/catalogue-types.ts';
import type { OrderProductRow, OrderRow } from '../trade/order-store.ts';
import { REFUND_STATUS, REFUND_STATUS_TEXT } from './refund-rules.ts';
import type { PayoutRow, RefundOrderRow, RefundProductRow } from './refund-store.ts';
import { REFUND_TYPE } from './refund-params.ts';

export interface RefundConsoleRow {
  refund: RefundOrderRow;
  order: OrderRow | undefined;
  items: { item: RefundProductRow; line: OrderProductRow | undefined }[];
  merchant: Merchant | undefined;
  payout: PayoutRow | undefined;
}

const CHANNEL_TEXT: Readonly<Record<string, string>> = { balance: '余额', credit: '企业账期', weixinQr: '微信', alipayQr: '支付宝' };

/** Where the money of a refund went, for people. */
export const channelText = (channel: string) => CHANNEL_TEXT[channel] ?? channel;

const hidden = (id: number) => `<input type="hidden" name="refund_order_id" value="${id}">`;
const field = (name: string, label: string, value: string) =>
  `<input name="${name}" placeholder="${label}" aria-label="${label}" value="${escapeHtml(value)}">`;

function goodsText(items: RefundConsoleRow['items']): string {
  return items
    .map(({ item, line }) => {
      const info = line ? (JSON.parse(line.cart_info) as { product?: { store_name?: string } }) : {};
      return `${escapeHtml(info.product?.store_name ?? '')} × ${item.refund_num}`;
    })
    .join('<br>');
}

function stateText({ refund, payout }: RefundConsoleRow): string {
  const parts = [REFUND_STATUS_TEXT[refund.status] ?? String(refund.status)];
  if (refund.status === REFUND_STATUS.refused) parts.push(`拒绝原因：${escapeHtml(refund.fail_message)}`);
  if (refund.mer_delivery_address) {
    parts.push(`退货地址：${escapeHtml(`${refund.mer_delivery_user} ${refund.phone} ${refund.mer_delivery_address}`)}`);
  }
  if (refund.delivery_id) parts.push(`买家退货：${escapeHtml(`${refund.delivery_type} ${refund.delivery_id}`)}`);
  if (refund.received_time) parts.push('已收到退货');
  if (payout) parts.push(`已原路退回${channelText(payout.channel)}`);
  return parts.join('<br>');
}

const refuseForm = (id: number) => `<form method="post" action="/demo/merchant/refund/refuse">${hidden(id)}
${field('fail_message', '拒绝原因', '')} <button type="submit">拒绝</button></form>`;

function actions({ refund, merchant }: RefundConsoleRow): string {
  const id = refund.refund_order_id;
  if (refund.status === REFUND_STATUS.pending && refund.refund_type === REFUND_TYPE.moneyOnly) {
    const agree = `<form method="post" action="/demo/merchant/refund/agree">${hidden(id)}<button type="submit">同意并退款</button></form>`;
    return `${agree}${refuseForm(id)}`;
  }
  if (refund.status === REFUND_STATUS.pending) {
    return `<form method="post" action="/demo/merchant/refund/agree">${hidden(id)}
${field('mer_delivery_user', '收货人', merchant?.real_name ?? '')} ${field('phone', '手机号', merchant?.service_phone ?? '')}
${field('mer_delivery_address', '收货地址', merchant?.mer_address ?? '')} <button type="submit">同意退货</button></form>${refuseForm(id)}`;
  }
  if (refund.status === REFUND_STATUS.awaitingReturn) return '等待买家寄回';
  if (refund.status === REFUND_STATUS.returning && !refund.received_time) {
    return `<form method="post" action="/demo/merchant/refund/received">${hidden(id)}<button type="submit">确认收到退货</button></form>`;
  }
  if (refund.status === REFUND_STATUS.returning) {
    return `<form method="post" action="/demo/merchant/refund/refund">${hidden(id)}<button type="submit">退款</button></form>`;
  }
  return '—';
}

export function refundConsolePage(rows: readonly RefundConsoleRow[], notice?: { text: string; warn: boolean }): string {
  const body = rows
    .map((row) => {
      const { refund, order, merchant } = row;
      const kind = refund.refund_type === REFUND_TYPE.returnGoods ? '退货退款' : '仅退款';
      return `<tr><td>${escapeHtml(refund.refund_order_sn)}<br>${escapeHtml(refund.create_time)}</td>
<td>${escapeHtml(order?.order_sn ?? '')}<br>${escapeHtml(merchant?.mer_name ?? '')}</td><td>${goodsText(row.items)}</td>
<td>${kind}<br>¥${formatFen(refund.refund_price_fen)}</td><td>${escapeHtml(refund.refund_message)}<br>${escapeHtml(refund.mark)}</td>
<td>${stateText(row)}</td><td>${actions(row)}</td></tr>`;
    })
    .join('');
  const table = rows.length
    ? `<table><thead><tr><th>退款单号 / 申请时间</th><th>订单号 / 店铺</th><th>商品</th><th>类型 / 金额</th><th>原因 / 备注</th><th>状态</th><th>操作</th></tr></thead>
<tbody>${body}</tbody></table>`
    : '<p class="notice">暂无退款申请。买家在订单里申请退款后，申请会显示在这里。</p>';
  const flash = notice ? `<p class="notice${notice.warn ? ' warn' : ''}">${escapeHtml(notice.text)}</p>` : '';
  const intro = `<p>演示环境的售后处理：审核退款申请（同意或拒绝）、给出退货地址、确认收到退货并退款。钱按原路退回：余额支付退回余额，
扫码支付记为退回原支付渠道。<a href="/demo/merchant">返回订单发货</a></p>`;
  // the table needs more room than the frame's default width
  return page('演示商家后台 · 售后', `<h1>演示商家后台 · 售后</h1>${intro}${flash}${table}`, WIDE_TABLE_HEAD);
}
