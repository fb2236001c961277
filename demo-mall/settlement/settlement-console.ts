// Demo-only settlement review (/demo/merchant/settlements, linked from the merchant console /demo/merchant; no
// login, like /demo/pay): lists every shopper's 商户入驻 applications and approves or rejects a pending one with a
// reason. The shopper's 入驻记录 then shows the outcome. Each action answers the page again; a refusal is HTTP 400.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { escapeHtml, page, WIDE_TABLE_HEAD } from '../accounts/html.ts';
import { formatDateTime } from '../core/envelope.ts';
import { checkRequest, int, paramsOf, text } from '../core/param-schemas.ts';
import type { MerchantDirectory } from '../catalogue/catalogue.ts';
import type { Intention, IntentionStore } from './intention-store.ts';

export const SETTLEMENT_CONSOLE_MESSAGES = {
  missing: '数据不存在',
  reviewed: '该申请已审核',
  decision: '请选择审核结果',
  reason: '请填写未通过原因',
  reasonTooLong: '原因不能超过 100 个字',
} as const;

const REASON_MAX = 100;
const CONSOLE_ROWS = 50;
const ReviewForm = paramsOf({ id: int(0), decision: text, fail_msg: text });

const STATUS_TEXT: Record<Intention['status'], string> = { 0: '待审核', 1: '审核通过', 2: '审核未通过' };

type Notice = { text: string; warn: boolean };

function actions(i: Intention): string {
  if (i.status !== 0) return i.status === 2 ? `原因：${escapeHtml(i.fail_msg)}` : '—';
  const id = i.mer_intention_id;
  return `<form method="post" action="/demo/merchant/settlements/review" class="inline">
<input type="hidden" name="id" value="${id}"><input type="hidden" name="decision" value="approve">
<button type="submit" aria-label="通过 ${escapeHtml(i.mer_name)}">通过</button></form>
<form method="post" action="/demo/merchant/settlements/review" class="inline">
<input type="hidden" name="id" value="${id}"><input type="hidden" name="decision" value="reject">
<input name="fail_msg" placeholder="未通过原因" aria-label="未通过原因 ${escapeHtml(i.mer_name)}" maxlength="${REASON_MAX}">
<button type="submit" aria-label="驳回 ${escapeHtml(i.mer_name)}">驳回</button></form>`;
}

export function settlementConsolePage(rows: Intention[], merchants: MerchantDirectory, notice?: Notice): string {
  const body = rows
    .map((i) => {
      const category = merchants.settleCategoryById.get(i.merchant_category_id)?.category_name ?? '';
      return `<tr><td>${i.mer_intention_id}</td><td>${escapeHtml(i.mer_name)}</td><td>${escapeHtml(category)}</td>
<td>${escapeHtml(i.name)} ${escapeHtml(i.phone)}</td><td>${escapeHtml(i.update_time)}</td><td>${STATUS_TEXT[i.status]}</td><td>${actions(i)}</td></tr>`;
    })
    .join('');
  const table = rows.length
    ? `<table><thead><tr><th>编号</th><th>商户名称</th><th>类目</th><th>联系人</th><th>提交时间</th><th>状态</th><th>操作</th></tr></thead>
<tbody>${body}</tbody></table>`
    : '<p class="notice">暂无入驻申请。</p>';
  const flash = notice ? `<p class="notice${notice.warn ? ' warn' : ''}">${escapeHtml(notice.text)}</p>` : '';
  const intro =
    '<p>演示环境的入驻审核：通过或驳回商户入驻申请，申请人在“入驻记录”中看到结果。<a href="/demo/merchant">返回商家后台</a></p>';
  return page('入驻审核', `<h1>入驻审核</h1>${intro}${flash}${table}`, WIDE_TABLE_HEAD);
}

export function registerSettlementConsole(
  app: FastifyInstance,
  { intentions, merchants }: { intentions: IntentionStore; merchants: MerchantDirectory },
): void {
  const render = (reply: FastifyReply, notice?: Notice) =>
    reply
      .code(notice?.warn ? 400 : 200)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(settlementConsolePage(intentions.recent(CONSOLE_ROWS), merchants, notice));

  const refuse = (reply: FastifyReply, text: string) => render(reply, { text, warn: true });

  app.get('/demo/merchant/settlements', async (_request, reply) => render(reply));

  app.post('/demo/merchant/settlements/review', async (request, reply) => {
    const input = checkRequest(ReviewForm, request);
    if (!input.ok) return refuse(reply, input.body.message);
    const { id, decision, fail_msg } = input.value;
    const found = intentions.byId(id);
    if (!found) return refuse(reply, SETTLEMENT_CONSOLE_MESSAGES.missing);
    if (decision !== 'approve' && decision !== 'reject') return refuse(reply, SETTLEMENT_CONSOLE_MESSAGES.decision);
    if (decision === 'reject' && fail_msg === '') return refuse(reply, SETTLEMENT_CONSOLE_MESSAGES.reason);
    if ([...fail_msg].length > REASON_MAX) return refuse(reply, SETTLEMENT_CONSOLE_MESSAGES.reasonTooLong);
    const approve = decision === 'approve';
    if (!intentions.review(id, approve ? 1 : 2, fail_msg, formatDateTime(new Date())))
      return refuse(reply, SETTLEMENT_CONSOLE_MESSAGES.reviewed);
    return render(reply, { text: `${found.mer_name} ${approve ? '已通过审核' : '已驳回'}`, warn: false });
  });
}
