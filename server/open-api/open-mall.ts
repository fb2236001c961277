// The mall as the open API sees it: one call with the client's token in X-Token and the caller's address in
// X-Open-Client-Ip (the mall audits both), answered as `data` or raised as an OpenError. Every endpoint goes
// through here, so the mall's refusals read the same everywhere (docs/open-api.md §Errors).
import type { FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import { callMall } from '../upstream/call-mall.ts';
import type { UpstreamClient } from '../upstream/upstream-client.ts';
import { OpenError } from './open-errors.ts';

/** The mall's words for a token it no longer honours; all of them answer invalid_token. */
const TOKEN_REFUSALS = /客户端已停用|登录已失效|请登录|未登录|登录已过期|token/i;
const SCOPE_REFUSAL = '该接口不在客户端授权范围内';
const ROLE_REFUSAL = /无权|权限/;
const NOT_FOUND_REFUSAL = /不存在/;

export interface OpenFile {
  headers: Record<string, string>;
  stream: Readable;
}

export interface OpenMall {
  get<T = unknown>(path: string, query?: Record<string, string | number | undefined>): Promise<T>;
  post<T = unknown>(path: string, body?: unknown): Promise<T>;
  /** The full envelope (message and nested status), for calls whose message matters. */
  postEnvelope<T = unknown>(path: string, body?: unknown): Promise<{ message: string; data: T }>;
  /** A file answer (PDF, XML); a JSON answer is the mall refusing. */
  file(path: string, query?: Record<string, string | number | undefined>): Promise<OpenFile>;
}

function withQuery(path: string, query: Record<string, string | number | undefined> = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(name, String(value));
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/** A mall refusal (body status ≠ 200) as the open API's error. */
export function refusalOf(httpStatus: number, body: Record<string, unknown>): OpenError {
  const message = typeof body.message === 'string' && body.message !== '' ? body.message : '请求未被受理';
  const status = Number(body.status);
  if (body.code === 'LOGIN_EXPIRED' || status === 40000 || (status === 410000 && TOKEN_REFUSALS.test(message))) {
    return new OpenError('invalid_token', message.includes('客户端') ? message : '访问令牌无效或已过期，请重新获取');
  }
  if (message === SCOPE_REFUSAL) return new OpenError('insufficient_scope', message);
  if (httpStatus >= 500 || String(body.code ?? '').startsWith('UPSTREAM'))
    return new OpenError('upstream_unavailable', '商城服务暂时不可用，请稍后再试');
  if (ROLE_REFUSAL.test(message)) return new OpenError('forbidden', message);
  if (NOT_FOUND_REFUSAL.test(message)) return new OpenError('not_found', message);
  if (httpStatus === 429) return new OpenError('rate_limited', message);
  return new OpenError('refused', message);
}

export function openMallFor(client: UpstreamClient, request: FastifyRequest, token: string | undefined): OpenMall {
  async function send(method: 'GET' | 'POST', url: string, body?: unknown) {
    const text = body === undefined ? undefined : JSON.stringify(body);
    return callMall(client, {
      method,
      url,
      headers: {
        accept: 'application/json',
        ...(text === undefined ? {} : { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(text)) }),
        'user-agent': 'storefront-open-api',
      },
      ...(text === undefined ? {} : { body: text }),
      token,
      openClientIp: request.ip,
      reqId: request.id,
      clientIp: request.ip,
      protocol: request.protocol,
      host: request.host,
    });
  }

  async function envelope<T>(method: 'GET' | 'POST', url: string, body?: unknown): Promise<{ message: string; data: T }> {
    const answer = await send(method, url, body);
    if (answer.kind === 'file') {
      answer.stream.resume();
      throw new OpenError('upstream_unavailable', '商城服务返回了错误的数据');
    }
    const mapped = answer.mapped;
    if (mapped.httpStatus !== 200) throw refusalOf(mapped.httpStatus, mapped.body);
    return { message: String(mapped.body.message ?? ''), data: mapped.body.data as T };
  }

  return {
    get: async (path, query) => (await envelope<never>('GET', withQuery(path, query))).data,
    post: async (path, body) => (await envelope<never>('POST', path, body ?? {})).data,
    postEnvelope: (path, body) => envelope('POST', path, body ?? {}),
    async file(path, query) {
      const answer = await send('GET', withQuery(path, query));
      if (answer.kind === 'file') {
        if (answer.statusCode === 200) return { headers: answer.headers, stream: answer.stream };
        answer.stream.resume();
        throw new OpenError('upstream_unavailable', '商城服务返回了错误的数据');
      }
      throw refusalOf(answer.mapped.httpStatus, answer.mapped.body);
    },
  };
}
