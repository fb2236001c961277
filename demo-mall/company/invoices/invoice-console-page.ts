// The demo merchant console's invoice page (/demo/merchant/invoices, docs/company-api.md §12.4): the companies'
// 集中开票 requests (waiting ones first) with a button that issues each as a 数电发票 and links to its files, the
// refunds on invoiced lines a 红字确认单 may now be applied for, and the 红字确认单 with their states.
// Self-contained HTML, no scripts.
import { RED_CONFIRMATION_STATUS_NAMES, RED_REASONS, STATEMENT_INVOICE_KINDS } from '#shared/company/statement-invoice-rules.ts';
import { formatFen } from '#shared/money.ts';
import { escapeHtml, page, WIDE_TABLE_HEAD } from '../../accounts/html.ts';
import type { InvoiceParty } from './digital-invoice.ts';
import type { RedCandidate, RedConfirmationRow } from './red-confirmations.ts';
import type { StatementInvoiceRow } from './statement-invoices.ts';

export interface InvoiceConsoleView {
  invoices: readonly StatementInvoiceRow[];
  candidates: readonly RedCandidate[];
  confirmations: readonly RedConfirmationRow[];
  companyName: (companyId: number) => string;
  merchantName: (merId: number) => string;
  numberOf: (invoiceId: number | null) => string;
}

const hidden = (name: string, value: number) => `<input type="hidden" name="${name}" value="${value}">`;

function files(row: StatementInvoiceRow): string {
  const link = (type: string) => `<a href="/demo/merchant/invoices/file/${row.invoice_id}?type=${type}">${type.toUpperCase()}</a>`;
  return `${escapeHtml(row.number ?? '')}<br>${link('pdf')} ${link('xml')}`;
}

function invoiceRows(view: InvoiceConsoleView): string {
  return view.invoices
    .map((row) => {
      const buyer = JSON.parse(row.buyer) as InvoiceParty;
      const color = row.red_of === null ? '蓝字' : `红字（冲 ${escapeHtml(view.numberOf(row.red_of))}）`;
      const action =
        row.status === 0
          ? `<form method="post" action="/demo/merchant/invoices/issue">${hidden('invoice_id', row.invoice_id)}<button type="submit">开具数电发票</button></form>`
          : files(row);
      return `<tr data-invoice="${row.invoice_id}"><td>${escapeHtml(view.companyName(row.company_id))}<br>${escapeHtml(view.merchantName(row.mer_id))}</td>
<td>对账单 ${escapeHtml(row.period)}<br>${color} ${STATEMENT_INVOICE_KINDS[row.kind]}</td>
<td>${escapeHtml(buyer.name)}<br>${escapeHtml(buyer.taxNo)}</td><td>¥${formatFen(row.total_fen)}</td>
<td>${row.status === 0 ? '待开票' : `已开票<br>${escapeHtml(row.issue_time ?? '')}`}</td><td>${action}</td></tr>`;
    })
    .join('');
}

function candidateRows(view: InvoiceConsoleView): string {
  const reasons = Object.entries(RED_REASONS)
    .map(([code, name]) => `<option value="${code}"${code === '02' ? ' selected' : ''}>${code} ${name}</option>`)
    .join('');
  return view.candidates
    .map((candidate) => {
      const suggested = Math.min(candidate.refundFen, candidate.carriedFen);
      return `<tr data-refund="${escapeHtml(candidate.refundOrderSn)}"><td>${escapeHtml(view.companyName(candidate.invoice.company_id))}</td>
<td>${escapeHtml(candidate.invoice.number ?? '')}</td><td>${escapeHtml(candidate.item.name)} × ${candidate.refundNum}<br>退款单 ${escapeHtml(candidate.refundOrderSn)}，¥${formatFen(candidate.refundFen)}</td>
<td>¥${formatFen(candidate.carriedFen)}</td>
<td><form method="post" action="/demo/merchant/invoices/red-apply">${hidden('invoice_id', candidate.invoice.invoice_id)}${hidden('order_product_id', candidate.item.order_product_id)}${hidden('refund_order_id', candidate.refundOrderId)}
<select name="reason_code" aria-label="红冲原因">${reasons}</select>
<input name="amount" value="${formatFen(suggested)}" inputmode="decimal" aria-label="红冲金额">
<button type="submit">申请红字确认单</button></form></td></tr>`;
    })
    .join('');
}

function confirmationRows(view: InvoiceConsoleView): string {
  return view.confirmations
    .map(
      (
        row,
      ) => `<tr data-confirmation="${escapeHtml(row.confirmation_no)}"><td>${escapeHtml(row.confirmation_no)}<br>${escapeHtml(row.create_time)}</td>
<td>${escapeHtml(view.companyName(row.company_id))}</td><td>${escapeHtml(view.numberOf(row.invoice_id))}</td>
<td>${row.reason_code} ${RED_REASONS[row.reason_code] ?? ''}</td><td>¥-${formatFen(row.amount_fen)}</td>
<td>${RED_CONFIRMATION_STATUS_NAMES[row.status] ?? ''}${row.reject_reason ? `：${escapeHtml(row.reject_reason)}` : ''}${row.status === 0 ? `<br>${escapeHtml(row.expire_time)} 前未确认将作废` : ''}</td>
<td>${escapeHtml(view.numberOf(row.red_invoice_id))}</td></tr>`,
    )
    .join('');
}

const table = (head: string[], rows: string, empty: string) =>
  rows
    ? `<table><thead><tr>${head.map((cell) => `<th>${cell}</th>`).join('')}</tr></thead><tbody>${rows}</tbody></table>`
    : `<p class="notice">${empty}</p>`;

export function invoiceConsolePage(view: InvoiceConsoleView, notice?: { text: string; warn: boolean }): string {
  const flash = notice ? `<p class="notice${notice.warn ? ' warn' : ''}" role="status">${escapeHtml(notice.text)}</p>` : '';
  const intro =
    '<p>演示环境的商家后台：开具企业集中开票申请的数电发票；企业对已开票商品退款后，申请红字确认单。<a href="/demo/merchant">返回订单发货</a></p>';
  const body = [
    '<h1>集中开票</h1>',
    intro,
    flash,
    '<h2>开票申请</h2>',
    table(
      ['企业 / 店铺', '对账单 / 发票', '购买方', '价税合计', '状态', '操作'],
      invoiceRows(view),
      '暂无开票申请。企业确认对账单后申请集中开票，会显示在这里。',
    ),
    '<h2>可申请红字确认单的退款</h2>',
    table(['企业', '原发票号码', '退款商品', '尚可冲红', '申请'], candidateRows(view), '暂无已开票商品的退款。'),
    '<h2>红字确认单</h2>',
    table(['确认单编号', '企业', '原发票号码', '红冲原因', '金额', '状态', '红字发票号码'], confirmationRows(view), '暂无红字确认单。'),
  ].join('');
  return page('演示商家后台 - 集中开票', body, WIDE_TABLE_HEAD);
}
