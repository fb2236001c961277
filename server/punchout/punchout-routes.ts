// PunchOut (docs/punchout.md): a buyer's procurement system (Ariba, Coupa, SAP SRM …) opens our shop for one of
// its users, signed in under the company as the API client's system member, and takes the cart back.
// - POST /punchout/cxml/setup   cXML PunchOutSetupRequest → PunchOutSetupResponse with a one-time start URL
// - GET  /punchout/start        opens that URL once: signs the browser in, remembers where the cart goes back
// - GET|POST /punchout/oci/start  SAP OCI: USERNAME/PASSWORD (client id/secret) and HOOK_URL, same sign-in
// - POST /punchout/return       the cart page's 返回采购系统: the auto-submitting form to the buyer's system
// - POST /punchout/cxml/order   cXML OrderRequest → an order (once per payloadID) → cXML Response
// The setup, order and OCI start are called by other systems (server-to-server, or a browser coming from the
// buyer's site), so the CSRF guard exempts exactly those routes (server/rules/endpoint-table.ts).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  readAuthState,
  readPunchoutSessionId,
  setCompanyAccount,
  setEntity,
  setPunchoutSessionId,
  setUserToken,
} from '../auth/token-cookies.ts';
import { createIdempotencyStore } from '../open-api/idempotency.ts';
import { openMallFor } from '../open-api/open-mall.ts';
import type { SharedState } from '../shared-state/shared-state.ts';
import type { UpstreamClient } from '../upstream/upstream-client.ts';
import { placeOrderRequest } from './cxml-order.ts';
import { ProtocolError, readHeader, readOrderRequest, readSetupRequest, returnUrlOf } from './cxml-read.ts';
import { cxmlSetupResponse, cxmlStatusResponse } from './cxml-write.ts';
import { readPunchoutCart } from './punchout-cart.ts';
import { mallJson, verifyClient } from './punchout-mall.ts';
import { createPunchoutStore, type PunchoutReturn, type PunchoutStore, tokenDigest } from './punchout-sessions.ts';
import { cxmlReturnFields, ociReturnFields } from './return-fields.ts';
import { applyPagePolicy, sendMessagePage, sendReturnForm } from './return-page.ts';
import { DEFAULT_XML_LIMITS, readXml, XmlRefused, type XmlRefusal } from './safe-xml.ts';

/** An OrderRequest may carry up to 100 lines with addresses and accounting; a setup request is small. */
const SETUP_LIMITS = DEFAULT_XML_LIMITS;
const ORDER_LIMITS = { ...DEFAULT_XML_LIMITS, maxBytes: 1024 * 1024, maxElements: 20_000 };
const FORM_LIMIT_BYTES = 64 * 1024;

const REFUSAL_TEXT: Readonly<Record<XmlRefusal, string>> = {
  'too-large': '文档过大',
  'doctype-subset': '文档含有 DTD 内部子集或实体声明，出于安全原因不予处理',
  entity: '文档引用了未声明的实体，出于安全原因不予处理',
  'too-deep': '文档嵌套过深',
  'too-many-elements': '文档元素或属性过多',
  malformed: '文档不是格式正确的 XML',
};

function sendCxml(reply: FastifyReply, body: string, httpStatus = 200): FastifyReply {
  return reply.code(httpStatus).type('text/xml; charset=utf-8').header('cache-control', 'no-store').send(body);
}

/** A refusal in cXML's own shape: `<Status code="400" text="Bad Request">…</Status>`, HTTP 200 as cXML expects. */
function sendCxmlError(request: FastifyRequest, reply: FastifyReply, error: unknown, httpStatus = 200): FastifyReply {
  if (error instanceof XmlRefused) {
    request.log.warn({ reason: error.reason, detail: error.message }, 'cXML document refused');
    return sendCxml(reply, cxmlStatusResponse(400, REFUSAL_TEXT[error.reason]), error.reason === 'too-large' ? 413 : httpStatus);
  }
  if (error instanceof ProtocolError) {
    request.log.warn({ code: error.code, message: error.message }, 'cXML request refused');
    return sendCxml(reply, cxmlStatusResponse(error.code, error.message), httpStatus);
  }
  request.log.error({ err: error }, 'cXML request failed');
  return sendCxml(reply, cxmlStatusResponse(500, '服务器内部错误，请稍后重试'), 500);
}

function bodyText(request: FastifyRequest): string {
  return typeof request.body === 'string' ? request.body : '';
}

/** The client's credentials checked by the mall; its refusal (客户端凭据无效 …) is the buyer's 401. */
async function clientToken(client: UpstreamClient, request: FastifyRequest, clientId: string, secret: string) {
  const verified = await verifyClient(client, request, clientId, secret);
  if (!verified.ok) throw new ProtocolError(verified.outage ? 503 : 401, verified.message);
  return verified.data;
}

interface Deps {
  client: UpstreamClient;
  sharedState: SharedState;
}

export async function registerPunchoutRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const { client } = deps;
  const store: PunchoutStore = createPunchoutStore(deps.sharedState);
  const idempotency = createIdempotencyStore(deps.sharedState);

  // Bodies of this scope only: cXML as text (bounded: larger answers 413 before it is read whole), forms as text.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(['text/xml', 'application/xml'], { parseAs: 'string', bodyLimit: ORDER_LIMITS.maxBytes }, (_r, body, done) =>
    done(null, body),
  );
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_LIMIT_BYTES }, (_r, body, done) =>
    done(null, new URLSearchParams(body as string)),
  );
  app.addHook('onSend', async (_request, reply, payload) => {
    applyPagePolicy(reply);
    return payload;
  });
  app.setErrorHandler((error: { code?: string; statusCode?: number }, request, reply) => {
    const cxml = request.url.startsWith('/punchout/cxml/');
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return cxml
        ? sendCxmlError(request, reply, new XmlRefused('too-large', 'over the body limit'))
        : sendMessagePage(reply, 413, '请求过大', '请求数据过大');
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return cxml
        ? sendCxml(reply, cxmlStatusResponse(400, '请以 text/xml 发送 cXML 文档'), 415)
        : sendMessagePage(reply, 415, '请求无效', '不支持的请求数据类型');
    }
    return cxml ? sendCxmlError(request, reply, error) : sendMessagePage(reply, 500, '出错了', '服务器内部错误，请稍后再试');
  });

  /** Signs this browser in as the client's system member, under the company, and remembers the way back. */
  async function signIn(
    request: FastifyRequest,
    reply: FastifyReply,
    token: string,
    seconds: number,
    clientId: string,
    back: PunchoutReturn,
  ) {
    const company = await mallJson<{ company_name?: string }>(client, request, { method: 'GET', url: '/api/company/member', token });
    if (!company.ok) return sendMessagePage(reply, company.outage ? 502 : 403, '无法进入商城', company.message);
    const sessionId = await store.openSession({ clientId, tokenDigest: tokenDigest(token), back }, seconds);
    setUserToken(request, reply, token);
    setCompanyAccount(request, reply, token, company.data?.company_name ?? '');
    setEntity(request, reply, 'COMPANY');
    setPunchoutSessionId(request, reply, sessionId);
    return reply.code(303).header('location', '/').header('cache-control', 'no-store').send();
  }

  app.post('/punchout/cxml/setup', async (request, reply) => {
    try {
      const root = readXml(bodyText(request), SETUP_LIMITS);
      const header = readHeader(root);
      const setup = readSetupRequest(root);
      const token = await clientToken(client, request, header.clientId, header.clientSecret);
      const ticket = await store.issueTicket({
        clientId: header.clientId,
        accessToken: token.access_token,
        tokenSeconds: Number(token.expires_in) || 1800,
        back: { protocol: 'cxml', url: setup.browserFormPost, buyerCookie: setup.buyerCookie, buyer: header.from, supplier: header.to },
      });
      // `token` is a query key the request log masks (server/config/logger-options.ts).
      const startUrl = `${request.protocol}://${request.host}/punchout/start?token=${ticket}`;
      return sendCxml(reply, cxmlSetupResponse(startUrl));
    } catch (error) {
      return sendCxmlError(request, reply, error);
    }
  });

  app.get<{ Querystring: { token?: string } }>('/punchout/start', async (request, reply) => {
    const ticket = await store.takeTicket(String(request.query.token ?? ''));
    if (!ticket) return sendMessagePage(reply, 410, '链接已失效', '该采购登录链接已使用或已过期，请回到采购系统重新进入商城。');
    return signIn(request, reply, ticket.accessToken, ticket.tokenSeconds, ticket.clientId, ticket.back);
  });

  const ociStart = async (request: FastifyRequest, reply: FastifyReply) => {
    const query = request.query as Record<string, unknown>;
    const form = request.body instanceof URLSearchParams ? request.body : undefined;
    const text = (name: string) => {
      const value = form?.get(name) ?? query[name];
      return typeof value === 'string' ? value.trim() : '';
    };
    const hook = returnUrlOf(text('HOOK_URL'));
    if (!hook) return sendMessagePage(reply, 400, '无法进入商城', '缺少或无效的 HOOK_URL（须为 http 或 https 地址）。');
    const verified = await verifyClient(client, request, text('USERNAME'), text('PASSWORD'));
    if (!verified.ok) return sendMessagePage(reply, verified.outage ? 502 : 401, '无法进入商城', verified.message);
    const target = text('~TARGET') || text('~target');
    const back: PunchoutReturn = { protocol: 'oci', url: hook.href, target: /^[\w-]{1,32}$/.test(target) ? target : '_top' };
    return signIn(request, reply, verified.data.access_token, Number(verified.data.expires_in) || 1800, verified.data.client_id, back);
  };
  app.get('/punchout/oci/start', ociStart);
  app.post('/punchout/oci/start', ociStart);

  app.post('/punchout/return', async (request, reply) => {
    const sessionId = readPunchoutSessionId(request);
    const session = sessionId ? await store.readSession(sessionId) : undefined;
    const { companyToken } = readAuthState(request);
    if (!session || !companyToken || tokenDigest(companyToken) !== session.tokenDigest) {
      return sendMessagePage(reply, 409, '采购会话已结束', '本次采购会话已结束或已更换登录，请回到采购系统重新进入商城。');
    }
    const form = request.body instanceof URLSearchParams ? request.body : new URLSearchParams();
    const chosen = new Set(
      form
        .getAll('cart_id')
        .map(Number)
        .filter((id) => Number.isInteger(id) && id > 0),
    );
    if (chosen.size === 0) return sendMessagePage(reply, 400, '没有选择商品', '请在购物车中勾选要送回采购系统的商品。');
    const cart = await readPunchoutCart(client, request, companyToken, chosen);
    if (!cart.ok) return sendMessagePage(reply, cart.outage ? 502 : 400, '无法返回采购系统', cart.message);
    if (cart.data.lines.length === 0) return sendMessagePage(reply, 400, '所选商品已不在购物车中', '请回到购物车重新勾选商品。');
    const action = new URL(session.back.url);
    if (session.back.protocol === 'cxml') return sendReturnForm(reply, action, cxmlReturnFields(cart.data, session.back));
    return sendReturnForm(reply, action, ociReturnFields(cart.data), session.back.target);
  });

  app.post('/punchout/cxml/order', async (request, reply) => {
    try {
      const root = readXml(bodyText(request), ORDER_LIMITS);
      const header = readHeader(root);
      const document = readOrderRequest(root);
      const token = await clientToken(client, request, header.clientId, header.clientSecret);
      const mall = openMallFor(client, request, token.access_token);
      const placed = await placeOrderRequest(mall, document, { idempotency, clientId: header.clientId, payloadId: header.payloadId });
      const state = placed.status === 'held' ? '，待企业审批' : '';
      return sendCxml(reply, cxmlStatusResponse(200, `订单已受理（支付单号 ${placed.order_id}${state}）`));
    } catch (error) {
      return sendCxmlError(request, reply, error);
    }
  });
}
