// The demo platform console's remittance page (/demo/platform/remittances): the newest remittances of every
// company with their vouchers as thumbnails, and for each one still 待审核 the forms that confirm it (到账) or
// reject it with a reason. Self-contained, no scripts, like the merchant console pages.
import { formatFen } from '#shared/money.ts';
import { REMITTANCE_STATUS, REMITTANCE_STATUS_NAMES } from '#shared/company/finance-rules.ts';
import { escapeHtml, page, WIDE_TABLE_HEAD } from '../../accounts/html.ts';
import type { RemittanceRow } from './remittance-store.ts';

export interface ConsoleRemittance {
  row: RemittanceRow;
  companyName: string;
}

const THUMBS_HEAD = '<style>td img{width:64px;height:64px;object-fit:cover;border:1px solid #eee;margin:2px}</style>';

const hidden = (id: number) => `<input type="hidden" name="remittance_id" value="${id}">`;

function vouchers(row: RemittanceRow): string {
  const list = JSON.parse(row.vouchers) as string[];
  return list
    .map(
      (src, index) =>
        `<a href="${escapeHtml(src)}" target="_blank" rel="noopener"><img src="${escapeHtml(src)}" alt="汇款凭证${index + 1}"></a>`,
    )
    .join('');
}

function stateText(row: RemittanceRow): string {
  const name = REMITTANCE_STATUS_NAMES[row.status] ?? String(row.status);
  if (row.status === REMITTANCE_STATUS.rejected) return `${name}<br>驳回原因：${escapeHtml(row.fail_reason)}`;
  return row.review_time ? `${name}<br>${escapeHtml(row.review_time)}` : name;
}

function actions(row: RemittanceRow): string {
  if (row.status !== REMITTANCE_STATUS.pending) return '—';
  const id = row.remittance_id;
  return `<form method="post" action="/demo/platform/remittance/confirm">${hidden(id)}<button type="submit">确认到账</button></form>
<form method="post" action="/demo/platform/remittance/reject">${hidden(id)}
<input name="reason" placeholder="驳回原因" aria-label="驳回原因"> <button type="submit">驳回</button></form>`;
}

export function remittanceConsolePage(rows: readonly ConsoleRemittance[], notice?: { text: string; warn: boolean }): string {
  const body = rows
    .map(
      ({ row, companyName }) => `<tr data-no="${escapeHtml(row.remittance_no)}" data-code="${escapeHtml(row.code)}">
<td class="code">${escapeHtml(row.remittance_no)}<br>${escapeHtml(row.code)}</td>
<td>${escapeHtml(companyName)}<br>${escapeHtml(row.create_time)}</td><td>¥${formatFen(row.amount_fen)}</td>
<td>${escapeHtml(row.payer_name)}<br>${escapeHtml(row.payer_bank)}<br>${escapeHtml(row.transfer_date)}</td>
<td>${vouchers(row)}</td><td>${escapeHtml(row.mark)}</td><td>${stateText(row)}</td><td>${actions(row)}</td></tr>`,
    )
    .join('');
  const table = rows.length
    ? `<table><thead><tr><th>汇款单号 / 识别码</th><th>企业 / 提交时间</th><th>金额</th><th>付款户名 / 银行 / 汇款日期</th><th>凭证</th><th>备注</th><th>状态</th><th>操作</th></tr></thead>
<tbody>${body}</tbody></table>`
    : '<p class="notice">暂无汇款记录。企业在“线下汇款充值”提交汇款后，记录会显示在这里。</p>';
  const flash = notice ? `<p class="notice${notice.warn ? ' warn' : ''}">${escapeHtml(notice.text)}</p>` : '';
  const intro = `<p>演示环境的平台后台：核对企业的线下汇款（按汇款识别码对账），确认到账或驳回。确认到账时先归还企业已用的账期额度，
其余计入企业余额，并记一笔“汇款到账”流水；重复确认不会重复入账。
也可以<a href="/demo/platform/remittance/bank-statement">导入银行流水</a>，按附言中的识别码批量确认。</p>`;
  return page('演示平台后台 · 汇款审核', `<h1>演示平台后台 · 汇款审核</h1>${intro}${flash}${table}`, WIDE_TABLE_HEAD + THUMBS_HEAD);
}
