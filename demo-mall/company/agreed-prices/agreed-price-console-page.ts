// The demo merchant console's 企业协议价 page (/demo/merchant/agreements, docs/company-api.md §9.3): pick a company,
// its agreements with their tiers and state, and one form that creates an agreement or edits the one chosen.
// Self-contained HTML, no scripts.
import { AGREEMENT_TIERS_MAX, type AgreementPriceRow } from '#shared/company/agreement-price-rules.ts';
import { escapeHtml, page, WIDE_TABLE_HEAD } from '../../accounts/html.ts';

export interface ConsoleCompany {
  company_id: number;
  name: string;
}

const STATE_TEXT = { 1: '生效中', 0: '未生效', [-1]: '已失效' } as const;

export interface AgreementConsoleView {
  companies: readonly ConsoleCompany[];
  companyId: number;
  rows: readonly AgreementPriceRow[];
  /** the form's values: an agreement being edited, or what was sent when it was refused */
  form: Readonly<Record<string, string>>;
  notice?: { text: string; warn: boolean; lines?: readonly string[] };
  today: string;
}

const field = (form: Readonly<Record<string, string>>, name: string, label: string, extra = '') =>
  `<label>${label} <input name="${name}" aria-label="${label}" value="${escapeHtml(form[name] ?? '')}" ${extra}></label>`;

function tierInputs(form: Readonly<Record<string, string>>): string {
  const rows: string[] = [];
  for (let n = 1; n <= AGREEMENT_TIERS_MAX; n++) {
    rows.push(
      `<tr><td>第${n}档</td><td>${field(form, `from_${n}`, `阶梯${n}起订`, n === 1 ? 'readonly' : '')}</td>
<td>${field(form, `price_${n}`, `阶梯${n}单价`)}</td></tr>`,
    );
  }
  return `<table><thead><tr><th>阶梯</th><th>从（件）起</th><th>单价（元）</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

function agreementRows(view: AgreementConsoleView): string {
  if (view.rows.length === 0) return '<p class="notice">该企业暂无协议价。</p>';
  const body = view.rows
    .map((row) => {
      const tiers = row.tiers.map((tier) => `${tier.from}件起 ¥${tier.price}`).join('<br>');
      return `<tr><td>${escapeHtml(row.bar_code)}</td><td>${escapeHtml(row.store_name)}<br>${escapeHtml(row.sku)}</td><td>¥${row.price}</td>
<td>${tiers}</td><td>${row.min_qty}</td><td>${row.step}</td><td>${row.start_date} 至 ${row.end_date}</td><td>${STATE_TEXT[row.state]}</td>
<td><a href="/demo/merchant/agreements?company_id=${view.companyId}&amp;edit=${row.agreement_id}">编辑</a>
<form method="post" action="/demo/merchant/agreements/delete"><input type="hidden" name="company_id" value="${view.companyId}">
<input type="hidden" name="agreement_id" value="${row.agreement_id}"><button type="submit">删除</button></form></td></tr>`;
    })
    .join('');
  return `<table><thead><tr><th>规格编码</th><th>商品 / 规格</th><th>售价</th><th>阶梯价</th><th>起订量</th><th>倍数</th><th>有效期</th><th>状态</th><th>操作</th></tr></thead>
<tbody>${body}</tbody></table>`;
}

export function agreementConsolePage(view: AgreementConsoleView): string {
  const options = view.companies
    .map((c) => `<option value="${c.company_id}"${c.company_id === view.companyId ? ' selected' : ''}>${escapeHtml(c.name)}</option>`)
    .join('');
  const picker = `<form method="get" action="/demo/merchant/agreements"><select name="company_id" aria-label="企业">${options}</select>
<button type="submit">查看</button></form>`;
  const rowErrors = view.notice?.lines?.length
    ? `<ul>${view.notice.lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`
    : '';
  const flash = view.notice
    ? `<div class="notice${view.notice.warn ? ' warn' : ''}" role="status">${escapeHtml(view.notice.text)}${rowErrors}</div>`
    : '';
  const form = `<h2>设置协议价</h2><p>同一企业同一规格只有一份协议价，再次保存即修改；修改立即生效，买家已确认未提交的订单会被告知新价格。</p>
<form method="post" action="/demo/merchant/agreements/save" aria-label="协议价表单"><input type="hidden" name="company_id" value="${view.companyId}">
${field(view.form, 'code', '规格编码', 'placeholder="如 FN-3065-01"')} ${field(view.form, 'min_qty', '起订量')} ${field(view.form, 'step', '倍数')}
${field(view.form, 'start_date', '生效日期', `placeholder="${view.today}"`)} ${field(view.form, 'end_date', '失效日期')}
${tierInputs(view.form)}<button type="submit">保存协议价</button></form>
<h2>批量导入</h2><p>上传 .xlsx（列同导出文件：规格编码、起订量、倍数、生效日期、失效日期、阶梯1起订、阶梯1单价 … 阶梯5单价；首行为表头，最多500行）。
任一行有误则整份不导入，并列出有误的行。</p>
<form method="post" action="/demo/merchant/agreements/import" enctype="multipart/form-data" aria-label="导入协议价">
<input type="hidden" name="company_id" value="${view.companyId}"><input type="file" name="file" accept=".xlsx" aria-label="协议价文件">
<button type="submit">导入</button></form>`;
  const intro =
    '<p>演示环境的商家后台：为企业客户设置按规格的协议价（有效期、起订量、倍数、阶梯价）。该企业的采购员切换到企业身份后，在商城里看到并按协议价下单。' +
    '<a href="/demo/merchant">返回订单</a></p>';
  return page('企业协议价 - 演示商家后台', `<h1>企业协议价</h1>${intro}${picker}${flash}${agreementRows(view)}${form}`, WIDE_TABLE_HEAD);
}
