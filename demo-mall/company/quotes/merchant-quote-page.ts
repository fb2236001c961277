// The demo merchant console's quote page (/demo/merchant/quotes): the newest requests for quotation, those
// waiting for an answer first, each with its lines and, while it waits, a price and a validity date per line
// to answer with, or a reason to decline. Self-contained HTML, no scripts.
import { QUOTE_STATES } from '#shared/company/quote-rules.ts';
import { formatFen } from '#shared/money.ts';
import { escapeHtml, page, WIDE_TABLE_HEAD } from '../../accounts/html.ts';
import type { QuoteLineRow, QuoteRow } from './quote-store.ts';

export interface QuoteConsoleRow {
  quote: QuoteRow;
  companyName: string;
  merName: string;
  lines: QuoteLineRow[];
  /** the merchant's previous prices, by line, when it answered before */
  previous: Map<number, QuoteLineRow>;
  note: string;
}

const hidden = (quoteId: number) => `<input type="hidden" name="quote_id" value="${quoteId}">`;
const yuanOr = (fen: number | null, empty: string) => (fen === null ? empty : `¥${formatFen(fen)}`);

function answerForm(row: QuoteConsoleRow, defaultValid: string): string {
  const inputs = row.lines
    .map((line) => {
      const suggested = row.previous.get(line.line_no)?.price_fen ?? line.target_price_fen;
      const value = suggested === null || suggested === undefined ? '' : formatFen(suggested);
      return `<label>${escapeHtml(line.store_name)}（${escapeHtml(line.suk)}）单价 <input name="price_${line.line_no}" value="${value}" inputmode="decimal" aria-label="第${line.line_no}行报价单价"></label>
<label>有效期至 <input type="date" name="valid_${line.line_no}" value="${defaultValid}" aria-label="第${line.line_no}行报价有效期"></label>`;
    })
    .join('');
  return `<form method="post" action="/demo/merchant/quotes/answer">${hidden(row.quote.quote_id)}${inputs}
<input name="note" placeholder="报价说明（选填）" aria-label="报价说明"><button type="submit">提交报价</button></form>
<form method="post" action="/demo/merchant/quotes/decline">${hidden(row.quote.quote_id)}
<input name="reason" placeholder="拒绝原因" aria-label="拒绝原因"><button type="submit">拒绝报价</button></form>`;
}

export function quoteConsolePage(rows: readonly QuoteConsoleRow[], defaultValid: string, notice?: { text: string; warn: boolean }): string {
  const body = rows
    .map((row) => {
      const { quote } = row;
      const waiting = quote.state === 'pending' || quote.state === 'countered';
      const lines = row.lines
        .map(
          (line) =>
            `${line.line_no}. ${escapeHtml(line.store_name)}（${escapeHtml(line.suk)}）× ${line.quantity}，目标价 ${yuanOr(line.target_price_fen, '—')}，报价 ${yuanOr(line.price_fen, '—')}`,
        )
        .join('<br>');
      const wanted = quote.delivery_date ? `<br>期望交货：${escapeHtml(quote.delivery_date)}` : '';
      const note = row.note ? `<br>买家留言：${escapeHtml(row.note)}` : '';
      return `<tr data-quote="${escapeHtml(quote.quote_sn)}"><td>${escapeHtml(quote.quote_sn)}<br>${escapeHtml(quote.update_time)}</td>
<td>${escapeHtml(row.companyName)}<br>${escapeHtml(row.merName)}</td><td>${lines}${wanted}${note}</td>
<td>${QUOTE_STATES[quote.state]}${quote.valid_until ? `<br>有效期至 ${escapeHtml(quote.valid_until)}` : ''}</td>
<td>${waiting ? answerForm(row, defaultValid) : '—'}</td></tr>`;
    })
    .join('');
  const table = rows.length
    ? `<table><thead><tr><th>询价单号</th><th>企业 / 店铺</th><th>商品</th><th>状态</th><th>报价</th></tr></thead><tbody>${body}</tbody></table>`
    : '<p class="notice">暂无询价单。企业买家在商城提交询价后会显示在这里。</p>';
  const flash = notice ? `<p class="notice${notice.warn ? ' warn' : ''}">${escapeHtml(notice.text)}</p>` : '';
  const intro = '<p>演示环境的商家后台：按行报价（单价、有效期）或拒绝企业买家的询价。<a href="/demo/merchant">返回订单发货</a></p>';
  return page('演示商家后台 - 询价单', `<h1>询价单</h1>${intro}${flash}${table}`, WIDE_TABLE_HEAD);
}
