// The small HTML pages PunchOut answers itself: the standard auto-submitting form that carries the cart back to
// the buyer's system (cXML's cxml-urlencoded to BrowserFormPost, or OCI's NEW_ITEM-* fields to HOOK_URL), and a
// plain message page for a link that expired or a refusal. Each page gets its own Content-Security-Policy: only
// its one inline script (by nonce) runs, and the form may post only to the buyer's origin.
import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';

function escapeHtml(value: string): string {
  return value.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function page(title: string, body: string, nonce?: string): string {
  return [
    '<!doctype html>',
    '<html lang="zh-CN"><head><meta charset="utf-8">',
    `<title>${escapeHtml(title)}-东联工业品商城</title>`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<style>body{font:14px/1.6 system-ui,sans-serif;margin:4rem auto;max-width:32rem;color:#333;text-align:center}',
    'button{font-size:16px;padding:.5rem 1.5rem;background:#007dbc;color:#fff;border:0;border-radius:4px;cursor:pointer}</style>',
    `</head><body><main><h1>${escapeHtml(title)}</h1>${body}</main>`,
    nonce ? `<script nonce="${nonce}">document.getElementById('punchout-return').submit();</script>` : '',
    '</body></html>',
  ].join('');
}

/** The policy of one page: nothing but what it needs. `formOrigin`: where its form may post. */
function policy(nonce: string | undefined, formOrigin: string | undefined): string {
  return [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    nonce ? `script-src 'nonce-${nonce}'` : "script-src 'none'",
    `form-action ${formOrigin ?? "'none'"}`,
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

function send(reply: FastifyReply, status: number, html: string, csp: string): FastifyReply {
  // A route-level onSend runs after the app's own (server/plugins/security-headers.ts), so this policy wins.
  reply.header('cache-control', 'no-store');
  return reply.code(status).type('text/html; charset=utf-8').header('x-punchout-csp', csp).send(html);
}

/** The auto-submitting form: `fields` as hidden inputs, posted to `action` (with JavaScript off, the button does it). */
export function sendReturnForm(
  reply: FastifyReply,
  action: URL,
  fields: ReadonlyArray<readonly [string, string]>,
  target?: string,
): FastifyReply {
  const nonce = randomBytes(16).toString('base64');
  const inputs = fields.map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`).join('');
  const targetAttribute = target ? ` target="${escapeHtml(target)}"` : '';
  const body = `<p>正在把购物车送回您的采购系统……</p><form id="punchout-return" method="post" action="${escapeHtml(
    action.href,
  )}" accept-charset="UTF-8"${targetAttribute}>${inputs}<button type="submit">返回采购系统</button></form>`;
  return send(reply, 200, page('返回采购系统', body, nonce), policy(nonce, action.origin));
}

/** A message page (an expired link, a refused sign-in) with a way on. */
export function sendMessagePage(reply: FastifyReply, status: number, title: string, message: string): FastifyReply {
  const body = `<p>${escapeHtml(message)}</p><p><a href="/">返回商城首页</a></p>`;
  return send(reply, status, page(title, body), policy(undefined, undefined));
}

/** Put the page's own policy in place of the app's (registered as the PunchOut routes' onSend hook). */
export function applyPagePolicy(reply: FastifyReply): void {
  const own = reply.getHeader('x-punchout-csp');
  if (typeof own !== 'string') return;
  reply.header('content-security-policy', own);
  reply.removeHeader('x-punchout-csp');
}
