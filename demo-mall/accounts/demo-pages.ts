// Demo-only pages that play the phone's part: confirming a QR login and reading the SMS outbox.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AccountService } from './account-service.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import { escapeHtml, page } from './html.ts';
import { checkRequest, paramsOf, text } from '../core/param-schemas.ts';

const QrKey = paramsOf({ key: text });
const QrConfirm = paramsOf({ key: text, uid: text });

const SMS_TYPE_LABELS: Record<string, string> = {
  login: '登录',
  register: '注册',
  change_pwd: '修改密码',
  intention: '商户入驻',
  binding: '绑定手机',
  change_phone: '更换手机',
  company_invite: '企业邀请',
};

function sendHtml(reply: FastifyReply, html: string, status = 200) {
  return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
}

function expiredPage(): string {
  return page('二维码已失效', '<h1>二维码已失效</h1><p class="notice warn">该二维码已过期或已被使用，请在电脑端刷新二维码后重新扫码。</p>');
}

export function registerDemoPages(app: FastifyInstance, accounts: AccountService): void {
  app.get('/demo/qr-login', async (request, reply) => {
    const input = checkRequest(QrKey, request);
    const key = input.ok ? input.value.key : '';
    if (!accounts.isQrKeyPending(key)) return sendHtml(reply, expiredPage(), 404);
    const buttons = DEMO_ACCOUNTS.map(
      (account) => `<form method="post" action="/demo/qr-login/confirm">
<input type="hidden" name="key" value="${escapeHtml(key)}"><input type="hidden" name="uid" value="${account.uid}">
<button type="submit">以 ${escapeHtml(account.nickname)} 身份确认登录</button></form>`,
    ).join('');
    const body = `<h1>确认登录</h1><p>电脑端正在请求登录商城。这是演示环境，下面的按钮代替手机扫码确认，请选择要登录的演示账号。</p>${buttons}`;
    return sendHtml(reply, page('确认登录', body));
  });

  app.post('/demo/qr-login/confirm', async (request, reply) => {
    const input = checkRequest(QrConfirm, request);
    const uid = Number.parseInt(input.ok ? input.value.uid : '', 10);
    if (!input.ok || !accounts.confirmQrLogin(input.value.key, uid)) return sendHtml(reply, expiredPage(), 400);
    const nickname = accounts.nicknameOf(uid) ?? '';
    const body = `<h1>已确认，请返回电脑端</h1><p class="notice">已以 ${escapeHtml(nickname)} 身份确认登录，电脑端将自动完成登录。</p>`;
    return sendHtml(reply, page('已确认', body));
  });

  app.get('/demo/sms', async (_request, reply) => {
    const rows = accounts
      .smsOutbox()
      .map(
        (sms) =>
          `<tr><td>${escapeHtml(sms.phone)}</td>${sms.text ? `<td>${escapeHtml(sms.text)}</td>` : `<td class="code">${escapeHtml(sms.code)}</td>`}<td>${escapeHtml(SMS_TYPE_LABELS[sms.type] ?? sms.type)}</td><td>${escapeHtml(sms.time)}</td></tr>`,
      )
      .join('');
    const table = rows
      ? `<table><thead><tr><th>手机号</th><th>验证码 / 内容</th><th>类型</th><th>发送时间</th></tr></thead><tbody>${rows}</tbody></table>`
      : '<p class="notice">暂无短信。在登录、注册或找回密码时点击“获取验证码”后，验证码会显示在这里。</p>';
    const body = `<h1>演示短信收件箱</h1><p>演示环境不会真正发送短信，验证码有效期 5 分钟，最新的在最上面。本页每 5 秒自动刷新。</p>${table}`;
    return sendHtml(reply, page('演示短信收件箱', body, '<meta http-equiv="refresh" content="5">'));
  });
}
