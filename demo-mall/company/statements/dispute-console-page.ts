// The demo platform console's page for statement disputes (/demo/platform/statement-disputes): every disputed line,
// waiting ones first, with the company, the month, the line, the reason and, for each one still 待处理, the form that
// answers it with a note and an optional adjustment. Self-contained, no scripts, like the other console pages.
import { formatFen } from '#shared/money.ts';
import { LINE_DISPUTE_STATUS_NAMES } from '#shared/company/statement-rules.ts';
import { escapeHtml, page, WIDE_TABLE_HEAD } from '../../accounts/html.ts';
import type { LineDisputeRow } from './line-dispute-store.ts';

export const DISPUTE_CONSOLE_PATH = '/demo/platform/statement-disputes';

export interface ConsoleDispute {
  row: LineDisputeRow;
  companyName: string;
  /** the disputed line as the statement shows it: type, document number, amount */
  line: string;
}

function answerForm(row: LineDisputeRow): string {
  if (row.status !== 0) {
    const adjust = row.adjust_fen !== 0 ? `<br>调整 ¥${formatFen(row.adjust_fen)}` : '';
    return `${escapeHtml(row.answer)}${adjust}<br>${escapeHtml(row.answer_time ?? '')}`;
  }
  return `<form method="post" action="${DISPUTE_CONSOLE_PATH}/answer"><input type="hidden" name="dispute_id" value="${row.dispute_id}">
<input name="answer" placeholder="答复说明" aria-label="答复说明" required>
<input name="adjust" placeholder="调整金额（元，可为负）" aria-label="调整金额" inputmode="decimal">
<button type="submit">答复</button></form>`;
}

export function disputeConsolePage(rows: readonly ConsoleDispute[], notice?: { text: string; warn: boolean }): string {
  const body = rows
    .map(
      ({ row, companyName, line }) => `<tr data-dispute="${row.dispute_id}">
<td>${escapeHtml(companyName)}<br>${escapeHtml(row.period)}</td><td>${escapeHtml(line)}</td>
<td>${escapeHtml(row.reason)}<br>${escapeHtml(row.create_time)}</td>
<td>${LINE_DISPUTE_STATUS_NAMES[row.status] ?? row.status}</td><td>${answerForm(row)}</td></tr>`,
    )
    .join('');
  const table = rows.length
    ? `<table><thead><tr><th>企业 / 账期</th><th>明细</th><th>异议原因 / 提交时间</th><th>状态</th><th>答复</th></tr></thead>
<tbody>${body}</tbody></table>`
    : '<p class="notice">暂无对账异议。企业财务对对账单的某笔明细提出异议后，会显示在这里。</p>';
  const flash = notice ? `<p class="notice${notice.warn ? ' warn' : ''}">${escapeHtml(notice.text)}</p>` : '';
  const intro = `<p>演示环境的平台后台：答复企业对对账单明细的异议。只写说明即“已说明”；填写调整金额（正数计入企业余额，负数从余额扣回）
即“已调整”，并记一笔“调整”流水。每条异议只能答复一次，重复提交不会重复调整。</p>`;
  return page('演示平台后台 · 对账异议', `<h1>演示平台后台 · 对账异议</h1>${intro}${flash}${table}`, WIDE_TABLE_HEAD);
}
