// POST /open/v1/token: OAuth 2.0 client credentials (RFC 6749 §4.4). The client id and secret come by HTTP Basic
// or in the form or JSON body; the mall checks them (POST /api/open/token, with the caller's address for the
// client's IP allow-list) and issues a short-lived token, which is answered and remembered by its hash only.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { bodyFields } from '../proxy/request-validation.ts';
import type { UpstreamClient } from '../upstream/upstream-client.ts';
import type { OpenClients } from './open-clients.ts';
import { OpenError } from './open-errors.ts';
import type { OpenLimits } from './open-limits.ts';
import { openMallFor } from './open-mall.ts';

interface IssuedByMall {
  access_token: string;
  expires_in: number;
  scope: string;
  client_id: string;
}

const NO_CREDENTIALS = '缺少客户端凭据：请用 HTTP Basic 或请求体中的 client_id 与 client_secret';
const BAD_GRANT = 'grant_type 须为 client_credentials';

function basicCredentials(header: unknown): { id: string; secret: string } | undefined {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(String(header ?? '').trim());
  if (!match?.[1]) return undefined;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 1) return undefined;
  // RFC 6749 §2.3.1: both parts are form-encoded before they are joined
  try {
    return { id: decodeURIComponent(decoded.slice(0, colon)), secret: decodeURIComponent(decoded.slice(colon + 1)) };
  } catch {
    return undefined;
  }
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

export async function answerToken(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: { client: UpstreamClient; clients: OpenClients; limits: OpenLimits },
) {
  await deps.limits.token(request.ip, reply);
  const raw = Buffer.isBuffer(request.body) ? request.body.toString('utf8') : '';
  const fields = raw === '' ? {} : bodyFields(String(request.headers['content-type'] ?? ''), raw);
  if (!fields) throw new OpenError('invalid_request', '请求数据格式错误');
  if (text(fields.grant_type) !== 'client_credentials') throw new OpenError('invalid_request', BAD_GRANT);
  const basic = basicCredentials(request.headers.authorization);
  const id = basic?.id ?? text(fields.client_id);
  const secret = basic?.secret ?? text(fields.client_secret);
  if (!id || !secret) throw new OpenError('invalid_client', NO_CREDENTIALS);

  let issued: IssuedByMall;
  try {
    issued = await openMallFor(deps.client, request, undefined).post<IssuedByMall>('/api/open/token', {
      client_id: id,
      client_secret: secret,
      ip: request.ip,
    });
  } catch (error) {
    // the mall's refusals of the credentials (客户端凭据无效, 客户端已停用, IP 不在允许列表) are the client's
    if (error instanceof OpenError && error.code !== 'upstream_unavailable') throw new OpenError('invalid_client', error.message);
    throw error;
  }
  await deps.clients.issued(issued.access_token, issued.client_id || id, issued.scope ?? '', issued.expires_in);
  reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
  return { access_token: issued.access_token, token_type: 'Bearer', expires_in: issued.expires_in, scope: issued.scope ?? '' };
}
