// Server-side reads for rendering: the same callMall as the /api proxy, in process (no HTTP loop back
// into ourselves), with the visitor's token chosen by the same rule.
import type { FastifyRequest } from 'fastify';
import { MallReadError, toQueryString, type MallReader } from '#shared/api/mall-reader.ts';
import { chooseToken } from '../auth/token-choice.ts';
import { readAuthState, type AuthState } from '../auth/token-cookies.ts';
import { stripTokens } from '../auth/login-answers.ts';
import { callMall } from '../proxy/call-mall.ts';
import { mallCallFrom } from '../proxy/mall-call-from-request.ts';
import type { UpstreamClient } from '../upstream/upstream-client.ts';

export interface ServerMallReader extends MallReader {
  /** set when a read found the login gone; the renderer then clears the auth cookies */
  readonly loginExpired: boolean;
}

const READ_HEADERS = { accept: 'application/json' };

export function createMallReader(
  client: UpstreamClient,
  request: FastifyRequest,
  auth: AuthState = readAuthState(request),
): ServerMallReader {
  let loginExpired = false;

  async function get<T>(path: string, query?: Parameters<MallReader['get']>[1]): Promise<T> {
    const url = `${path}${toQueryString(query)}`;
    const answer = await callMall(
      client,
      mallCallFrom(request, {
        method: 'GET',
        url,
        headers: { ...READ_HEADERS, 'user-agent': request.headers['user-agent'], 'accept-language': request.headers['accept-language'] },
        token: chooseToken(path, auth),
      }),
    );
    if (answer.kind === 'file') {
      answer.stream.resume();
      throw new MallReadError(502, 502, '商城服务返回了错误的数据', 'UPSTREAM_BAD_RESPONSE');
    }
    const { mapped } = answer;
    if (mapped.loginExpired) loginExpired = true;
    if (mapped.httpStatus !== 200) {
      const body = mapped.body as { status?: number; message?: string; code?: MallReadError['code'] };
      throw new MallReadError(mapped.httpStatus, Number(body.status ?? mapped.httpStatus), String(body.message ?? ''), body.code);
    }
    return stripTokens(path, (mapped.body as { data?: T }).data) as T;
  }

  return {
    get,
    async getOr<T>(path: string, fallback: T, query?: Parameters<MallReader['get']>[1]): Promise<T> {
      try {
        return (await get<T>(path, query)) ?? fallback;
      } catch (error) {
        request.log.warn({ path, err: (error as Error).message }, 'optional page data unavailable');
        return fallback;
      }
    },
    get loginExpired() {
      return loginExpired;
    },
  };
}
