// The pieces every route file of the recorded stock mall builds with: the request a handler reads, the session a
// login opens, and the forced-login wrapper that refuses as CRMEB does.
import { fail, type RawAnswer, tokenFailure } from './crmeb-answers.ts';

export interface StockRequest {
  params: Record<string, string>;
  query: URLSearchParams;
  /** the X-Token header, `Bearer ` stripped */
  token: string | undefined;
  /** form or JSON body fields (POST) */
  body: Record<string, unknown>;
}

export interface StockSession {
  /** the token a login handed out */
  token: string;
}

export type Answer = Record<string, unknown>;
export type Handler = (request: StockRequest, session: StockSession) => Answer | RawAnswer;

export interface StockRoute {
  method: 'GET' | 'POST';
  /** a path with `:name` segments */
  pattern: string;
  handle: Handler;
}

/** A forced-login route: `请登录` without a token (a validation failure, not 40000), 40000 for a wrong one. */
export const forced =
  (handle: Handler): Handler =>
  (request, session) => {
    if (!request.token) return fail('请登录');
    if (request.token !== session.token) return tokenFailure('无效的token');
    return handle(request, session);
  };

export const get = (pattern: string, handle: Handler): StockRoute => ({ method: 'GET', pattern, handle });
export const post = (pattern: string, handle: Handler): StockRoute => ({ method: 'POST', pattern, handle });
