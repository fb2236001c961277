// Server-side reads for rendering and the /bff endpoints: the same callMall as the /api proxy, in process
// (no HTTP loop back into ourselves), with the visitor's token chosen by the same endpoint table. Every
// failure is a MallReadError (shared/api/mall-reader.ts) whose `cause` is the upstream failure, if any.
// A lost login (docs/bff-contract.md §6) marks the reader so the renderer clears the cookies; a public read
// that found it is read again as a guest, while the table's `personal` reads fail with LOGIN_EXPIRED.
import type { FastifyRequest } from 'fastify';
import { LOGIN_EXPIRED_MESSAGE } from '#shared/api/envelope.ts';
import { MallReadError, toQueryString, type MallReader } from '#shared/api/mall-reader.ts';
import { membershipLost as isMembershipLost } from '../auth/company-reresolve.ts';
import { stripTokens } from '../auth/login-answers.ts';
import { chooseToken } from '../auth/token-choice.ts';
import { readAuthState, type AuthState } from '../auth/token-cookies.ts';
import { canonicalPathname } from '../rules/canonical-path.ts';
import { ruleFor } from '../rules/rule-for.ts';
import { callMall } from './call-mall.ts';
import { mallCallFrom } from './mall-call-from-request.ts';
import type { UpstreamClient } from './upstream-client.ts';

export interface ServerMallReader extends MallReader {
  /** set when a read found the login gone; the renderer then clears the auth cookies */
  readonly loginExpired: boolean;
  /** set when the mall refused the company token for membership; the renderer then asks for the company again */
  readonly membershipLost: boolean;
}

const READ_HEADERS = { accept: 'application/json' };

function readError(httpStatus: number, status: number, message: string, code: MallReadError['code'], cause?: unknown): MallReadError {
  const error = new MallReadError(httpStatus, status, message, code);
  if (cause !== undefined) error.cause = cause;
  return error;
}

export function createMallReader(
  client: UpstreamClient,
  request: FastifyRequest,
  auth: AuthState = readAuthState(request),
): ServerMallReader {
  let loginExpired = false;
  let membershipLost = false;

  const call = (method: 'GET' | 'POST', url: string, token: string | undefined, body?: string) =>
    callMall(
      client,
      mallCallFrom(request, {
        method,
        url,
        headers: {
          ...READ_HEADERS,
          ...(body === undefined ? {} : { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) }),
          'user-agent': request.headers['user-agent'],
          'accept-language': request.headers['accept-language'],
        },
        token,
        ...(body === undefined ? {} : { body }),
      }),
    );

  async function read<T>(method: 'GET' | 'POST', path: string, url: string, body?: string): Promise<T> {
    const rule = ruleFor(method, canonicalPathname(path));
    // Once the mall has said the login is gone, the stale token goes nowhere else in this render.
    const token = loginExpired ? undefined : chooseToken(rule.token, auth);
    if (loginExpired && rule.personal && auth.userToken) throw readError(401, 401, LOGIN_EXPIRED_MESSAGE, 'LOGIN_EXPIRED');
    let answer = await call(method, url, token, body);
    if (answer.kind !== 'file' && answer.mapped.loginExpired) {
      loginExpired = true;
      // A public read does not depend on who asks: read it again as a guest instead of failing the page.
      if (token && !rule.personal) answer = await call(method, url, undefined, body);
    }
    if (answer.kind === 'file') {
      answer.stream.resume();
      throw readError(502, 502, '商城服务返回了错误的数据', 'UPSTREAM_BAD_RESPONSE');
    }
    const { mapped } = answer;
    if (isMembershipLost(mapped, token, auth.companyToken)) membershipLost = true;
    if (mapped.httpStatus !== 200) {
      const failure = mapped.body as { status?: number; message?: string; code?: MallReadError['code'] };
      const cause = answer.kind === 'failure' ? answer.failure : undefined;
      throw readError(mapped.httpStatus, Number(failure.status ?? mapped.httpStatus), String(failure.message ?? ''), failure.code, cause);
    }
    return stripTokens((mapped.body as { data?: T }).data, rule, answer.kind === 'json' ? answer.text : undefined) as T;
  }

  // One render reads the same address once: the header's session and a page's purse both want /api/user, and
  // every part of a render asks with the same cookies, so the second asker shares the first one's answer.
  const reads = new Map<string, Promise<unknown>>();
  const get = <T>(path: string, query?: Parameters<MallReader['get']>[1]): Promise<T> => {
    const url = `${path}${toQueryString(query)}`;
    let pending = reads.get(url);
    if (!pending) {
      pending = read<T>('GET', path, url);
      reads.set(url, pending);
    }
    return pending as Promise<T>;
  };

  /** Only the endpoint table's server reads: a page loader must never place an order or pay. */
  const postRead = async <T>(path: string, body: Record<string, unknown> = {}): Promise<T> => {
    if (!ruleFor('POST', canonicalPathname(path)).serverRead) throw new Error(`POST ${path} is not a server read`);
    return read<T>('POST', path, path, JSON.stringify(body));
  };

  return {
    get,
    postRead,
    async getOr<T>(path: string, fallback: T, query?: Parameters<MallReader['get']>[1]): Promise<T> {
      try {
        return (await get<T>(path, query)) ?? fallback;
      } catch (error) {
        request.log.warn({ path, err: (error as Error).message }, 'optional page data unavailable');
        return fallback;
      }
    },
    warn(message, details = {}) {
      request.log.warn(details, message);
    },
    get loginExpired() {
      return loginExpired;
    },
    get membershipLost() {
      return membershipLost;
    },
  };
}
