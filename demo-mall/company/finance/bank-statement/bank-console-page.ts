// The demo platform console's bank-statement import (/demo/platform/remittance/bank-statement): the upload form
// naming the banks whose exports it reads, the recent imports, and one import's lines as they match now (已匹配 / 待人工核对 /
// 未匹配 / 已入账) with one button that confirms every matched line. Self-contained, no scripts, like the other
// console pages.
import { formatFen } from '#shared/money.ts';
import { escapeHtml, page, WIDE_TABLE_HEAD } from '../../../accounts/html.ts';
import { SUPPORTED_BANKS } from './bank-columns.ts';
import { BANK_STATEMENT_MAX_LINES } from './bank-lines.ts';
import type { BankImport } from './bank-import-store.ts';
import { type LineMatch, MATCH_STATE_NAMES, type MatchState } from './bank-match.ts';

export const BANK_CONSOLE_PATH = '/demo/platform/remittance/bank-statement';
const TITLE = '演示平台后台 · 银行流水导入';

export interface Notice {
  text: string;
  warn: boolean;
}

const HEAD = `${WIDE_TABLE_HEAD}<style>
.summary{display:flex;gap:12px;margin:12px 0}.summary span{padding:6px 12px;border-radius:4px;background:#f5f7fa}
tr.matched td.state{color:#529b2e;font-weight:bold}tr.ambiguous td.state{color:#b88230;font-weight:bold}
tr.unmatched td.state{color:#c45656;font-weight:bold}tr.credited td.state{color:#888}
input[type=file]{margin:8px 0}td.num{text-align:right;white-space:nowrap}td small{color:#999}
</style>`;

const flash = (notice?: Notice) =>
  notice ? `<p class="notice${notice.warn ? ' warn' : ''}" role="status">${escapeHtml(notice.text)}</p>` : '';

const uploadForm = `<form method="post" action="${BANK_CONSOLE_PATH}" enctype="multipart/form-data" aria-label="导入银行流水">
<label>银行流水文件（.csv 或 .xlsx，1M 以内，最多 ${BANK_STATEMENT_MAX_LINES} 条转入）<br><input type="file" name="file" accept=".csv,.xlsx,.xls" required></label>
<button type="submit">上传并匹配</button></form>
<p>支持${SUPPORTED_BANKS}企业网银导出的交易明细（.xlsx，或 GBK / UTF-8 的 .csv；旧版 .xls 请另存为 .xlsx）。按表头名称识别交易日期、贷方金额（收入）、对方户名、对方账号、摘要 / 用途 / 附言、流水号等列，表头上方的账户信息可保留；只导入贷方（转入）流水。</p>
<p>按附言中的汇款识别码找到企业，再匹配该企业金额相同的待审核汇款。同一笔流水只入账一次：按银行流水号识别，无流水号时按日期、金额、户名与附言识别，换文件格式或附言空格、大小写不同也不会重复入账。</p>`;

export function bankUploadPage(recent: readonly BankImport[], notice?: Notice): string {
  const rows = recent
    .map(
      (entry) =>
        `<tr><td><a href="${BANK_CONSOLE_PATH}/${entry.importId}">导入 #${entry.importId}</a></td><td>${escapeHtml(entry.filename)}</td><td>${entry.lines.length} 条</td><td>${escapeHtml(entry.createTime)}</td></tr>`,
    )
    .join('');
  const list = rows
    ? `<h2>最近导入</h2><table><thead><tr><th>导入</th><th>文件</th><th>流水</th><th>导入时间</th></tr></thead><tbody>${rows}</tbody></table>`
    : '';
  const back = '<p><a href="/demo/platform/remittances">返回汇款审核</a></p>';
  return page(TITLE, `<h1>${TITLE}</h1>${flash(notice)}${uploadForm}${list}${back}`, HEAD);
}

function lineRow(entry: LineMatch, companyName: (id: number) => string): string {
  const { line } = entry;
  const company = entry.companyId === undefined ? '—' : escapeHtml(companyName(entry.companyId));
  const remittance = entry.remittance
    ? `${escapeHtml(entry.remittance.remittance_no)}<br><small>提交于 ${escapeHtml(entry.remittance.create_time)}</small>`
    : '—';
  const amount = line.amountFen === null ? '—' : `¥${formatFen(line.amountFen)}`;
  return `<tr class="${entry.state}" data-line="${line.line}" data-state="${entry.state}"><td>${line.line}</td><td>${escapeHtml(line.date)}</td>
<td>${escapeHtml(line.payerName)}<br><small>${escapeHtml(line.payerAccount)}</small></td><td class="num">${amount}</td><td>${escapeHtml(line.note)}</td><td>${escapeHtml(line.serial || '—')}</td>
<td class="state">${MATCH_STATE_NAMES[entry.state]}${entry.reason ? `<br><small>${escapeHtml(entry.reason)}</small>` : ''}</td><td>${company}</td><td>${remittance}</td></tr>`;
}

export function bankImportPage(
  found: BankImport,
  matches: readonly LineMatch[],
  companyName: (id: number) => string,
  notice?: Notice,
): string {
  const count = (state: MatchState) => matches.filter((entry) => entry.state === state).length;
  const matched = matches.filter((entry) => entry.state === 'matched');
  const matchedFen = matched.reduce((sum, entry) => sum + (entry.line.amountFen ?? 0), 0);
  const summary = `<p class="summary" aria-label="匹配结果">${(['matched', 'ambiguous', 'unmatched', 'credited'] as const)
    .map((state) => `<span data-count="${state}">${MATCH_STATE_NAMES[state]} ${count(state)}</span>`)
    .join('')}</p>`;
  const action = matched.length
    ? `<form method="post" action="${BANK_CONSOLE_PATH}/${found.importId}/confirm"><button type="submit">确认 ${matched.length} 笔已匹配流水到账（¥${formatFen(matchedFen)}）</button></form>`
    : '<p>没有待确认的已匹配流水。待人工核对与未匹配的流水请在“汇款审核”中逐笔处理。</p>';
  const table = `<table><thead><tr><th>行</th><th>日期</th><th>付款户名 / 账号</th><th>金额</th><th>附言</th><th>流水号</th><th>结果</th><th>企业</th><th>汇款单号</th></tr></thead>
<tbody>${matches.map((entry) => lineRow(entry, companyName)).join('')}</tbody></table>`;
  const head = `<p>文件：${escapeHtml(found.filename)}，导入于 ${escapeHtml(found.createTime)}，共 ${found.lines.length} 条。
<a href="${BANK_CONSOLE_PATH}/${found.importId}" data-import-id="${found.importId}">本次导入的地址</a></p>`;
  const links = `<p><a href="${BANK_CONSOLE_PATH}">导入另一份流水</a> · <a href="/demo/platform/remittances">返回汇款审核</a></p>`;
  return page(
    `${TITLE} #${found.importId}`,
    `<h1>${TITLE} #${found.importId}</h1>${flash(notice)}${head}${summary}${action}${table}${links}`,
    HEAD,
  );
}
