// The mall calls PunchOut makes with a token it holds server-side (the client's system member), not the
// visitor's cookies: JSON in, the envelope's data or the mall's own Chinese message out.
import type { FastifyRequest } from 'fastify';
import { callMall } from '../upstream/call-mall.ts';
import { mallCallFrom } from '../upstream/mall-call-from-request.ts';
import type { UpstreamClient } from '../upstream/upstream-client.ts';

export type MallResult<T> = { ok: true; data: T } | { ok: false; message: string; outage: boolean };

export async function mallJson<T>(
  client: UpstreamClient,
  request: FastifyRequest,
  call: { method: 'GET' | 'POST'; url: string; token: string | undefined; body?: Record<string, unknown> },
): Promise<MallResult<T>> {
  const body = call.body === undefined ? undefined : JSON.stringify(call.body);
  const answer = await callMall(
    client,
    mallCallFrom(request, {
      method: call.method,
      url: call.url,
      headers: {
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) }),
      },
      token: call.token,
      ...(body === undefined ? {} : { body }),
    }),
  );
  if (answer.kind === 'file') {
    answer.stream.resume();
    return { ok: false, message: '商城服务返回了错误的数据', outage: true };
  }
  const { mapped } = answer;
  if (mapped.httpStatus !== 200) {
    return { ok: false, message: String(mapped.body.message ?? '商城服务暂时不可用'), outage: mapped.httpStatus >= 500 };
  }
  return { ok: true, data: (mapped.body as { data?: T }).data as T };
}

/** What POST /api/open/token answers (docs/company-api.md, open API clients). */
export interface OpenToken {
  access_token: string;
  expires_in: number;
  company_id: number;
  client_id: string;
}

/** Checks a client's id and secret with the mall; the token it answers stays on the server. */
export async function verifyClient(
  client: UpstreamClient,
  request: FastifyRequest,
  clientId: string,
  clientSecret: string,
): Promise<MallResult<OpenToken>> {
  const answer = await mallJson<OpenToken>(client, request, {
    method: 'POST',
    url: '/api/open/token',
    token: undefined,
    body: { client_id: clientId, client_secret: clientSecret, ip: request.ip },
  });
  if (answer.ok && (typeof answer.data?.access_token !== 'string' || answer.data.access_token === '')) {
    return { ok: false, message: '商城服务返回了错误的数据', outage: true };
  }
  return answer;
}
