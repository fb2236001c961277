// Demo-only platform console (/demo/platform/companies, like /demo/merchant): the platform's back office
// reviewing company profiles (docs/company-api.md §2.1). A waiting submission is approved (已认证) or rejected
// with a reason (认证失败); each action answers the page again with a notice, a refusal with HTTP 400.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { escapeHtml, page, WIDE_TABLE_HEAD } from '../../accounts/html.ts';
import { formatDateTime } from '../../core/envelope.ts';
import { checkRequest, int, paramsOf, text } from '../../core/param-schemas.ts';
import { type CompanyProfileRow, type CompanyProfileStore, profileView, VERIFY_STATUS } from './company-profile-store.ts';
import type { Clock } from '../../core/clock.ts';

export const PLATFORM_CONSOLE_MESSAGES = {
  notWaiting: '该企业没有待审核的资料',
  reasonRequired: '请填写驳回原因',
  reasonTooLong: '驳回原因长度不能超过 100',
} as const;

const REASON_MAX = 100;
const ReviewForm = paramsOf({ company_id: int(0), reason: text });

function row(company: CompanyProfileRow): string {
  const view = profileView(company);
  const waiting = company.verify_status === VERIFY_STATUS.pending && company.submit_time !== null;
  const actions = waiting
    ? `<form method="post" action="/demo/platform/companies/approve"><input type="hidden" name="company_id" value="${view.company_id}">
<button type="submit">通过认证</button></form>
<form method="post" action="/demo/platform/companies/reject"><input type="hidden" name="company_id" value="${view.company_id}">
<input name="reason" placeholder="驳回原因" aria-label="驳回原因（${escapeHtml(view.name)}）"><button type="submit">驳回</button></form>`
    : '—';
  const licence = view.license_image ? `<a href="${escapeHtml(view.license_image)}" target="_blank" rel="noopener">查看</a>` : '未上传';
  const state = view.fail_reason ? `${escapeHtml(view.status_name)}：${escapeHtml(view.fail_reason)}` : escapeHtml(view.status_name);
  return `<tr data-company="${view.company_id}"><td>${escapeHtml(view.name)}</td><td>${escapeHtml(view.credit_code)}</td>
<td>${escapeHtml(view.legal_person)}</td><td>${escapeHtml(view.contact_name)}<br>${escapeHtml(view.contact_phone)}</td>
<td>${licence}</td><td>${escapeHtml(view.submit_time)}</td><td class="state">${state}</td><td>${actions}</td></tr>`;
}

/** What the platform's company review console uses of the mall. */
export interface CompanyReviewConsoleDeps {
  now: Clock;
}

export function consoleHtml(companies: readonly CompanyProfileRow[], notice?: { text: string; warn: boolean }): string {
  const banner = notice ? `<p class="notice${notice.warn ? ' warn' : ''}" role="status">${escapeHtml(notice.text)}</p>` : '';
  const head =
    '<tr><th>企业名称</th><th>统一社会信用代码</th><th>法定代表人</th><th>联系人</th><th>营业执照</th><th>提交时间</th><th>状态</th><th>操作</th></tr>';
  const body = `<h1>企业认证审核（演示平台后台）</h1><p>企业管理员提交或修改企业信息后，资料回到“待认证”，在这里通过或驳回。</p>${banner}
<table><thead>${head}</thead><tbody>${companies.map(row).join('')}</tbody></table>`;
  return page('企业认证审核', body, WIDE_TABLE_HEAD);
}

export function registerPlatformConsole(app: FastifyInstance, options: CompanyReviewConsoleDeps, profiles: CompanyProfileStore): void {
  const time = () => formatDateTime(new Date(options.now()));

  function render(reply: FastifyReply, done?: { ok: true; text: string } | { ok: false; text: string }) {
    return reply
      .code(done && !done.ok ? 400 : 200)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(consoleHtml(profiles.all(), done ? { text: done.text, warn: !done.ok } : undefined));
  }

  app.get('/demo/platform/companies', async (_request, reply) => render(reply));

  app.post('/demo/platform/companies/approve', async (request, reply) => {
    const input = checkRequest(ReviewForm, request);
    const companyId = input.ok ? input.value.company_id : 0;
    const done = profiles.review(companyId, { approve: true }, time());
    const name = profiles.read(companyId)?.name ?? '';
    return render(reply, done ? { ok: true, text: `${name} 已通过认证` } : { ok: false, text: PLATFORM_CONSOLE_MESSAGES.notWaiting });
  });

  app.post('/demo/platform/companies/reject', async (request, reply) => {
    const input = checkRequest(ReviewForm, request);
    const companyId = input.ok ? input.value.company_id : 0;
    const reason = input.ok ? input.value.reason.trim() : '';
    if (reason === '') return render(reply, { ok: false, text: PLATFORM_CONSOLE_MESSAGES.reasonRequired });
    if ([...reason].length > REASON_MAX) return render(reply, { ok: false, text: PLATFORM_CONSOLE_MESSAGES.reasonTooLong });
    const done = profiles.review(companyId, { approve: false, reason }, time());
    const name = profiles.read(companyId)?.name ?? '';
    return render(reply, done ? { ok: true, text: `${name} 认证已驳回` } : { ok: false, text: PLATFORM_CONSOLE_MESSAGES.notWaiting });
  });
}
