// The one error mapper: the mall's body-status catalogue (always HTTP 200) and transport failures
// become one predictable HTTP contract for the browser (docs/bff-contract.md, "Error catalogue").
import { LOGIN_EXPIRED_MESSAGE, RATE_LIMITED_MESSAGE, type ApiEnvelope, type BffErrorCode } from '#shared/api/envelope.ts';

export interface MappedReply {
  httpStatus: number;
  body: Record<string, unknown>;
  /** the visitor's login is gone: clear every auth cookie in the same answer */
  loginExpired: boolean;
}

const LOGIN_LOST_STATUSES = new Set([400, 40000, 410000, 410001, 410002]);
const LOGIN_LOST_MESSAGE =
  /请登录|未登录|重新登录|登录已?过期|登录已?失效|token\s*已?过期|token\s*已?失效|无效的?\s*token|token\s*无效|invalid\s*token|token\s*(?:is\s*)?(?:expired|invalid)|please\s*log\s*in|not\s*logged\s*in|login\s*expired/i;

function isLoginLost(status: number, message: unknown): boolean {
  return LOGIN_LOST_STATUSES.has(status) && typeof message === 'string' && LOGIN_LOST_MESSAGE.test(message);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * 4xx codes that say the visitor's request was wrong. 401, 403, 407 and 408 from the mall's web server speak of
 * the BFF's own access or connection to it, so they stay server errors.
 */
const NOT_THE_CLIENTS_FAULT = new Set([401, 403, 407, 408]);

export function isClientErrorCode(code: unknown): code is number {
  const value = typeof code === 'string' && /^\d{3}$/.test(code) ? Number(code) : code;
  return typeof value === 'number' && Number.isInteger(value) && value >= 400 && value <= 499 && !NOT_THE_CLIENTS_FAULT.has(value);
}

const CLIENT_ERROR_MESSAGES: Record<number, string> = {
  404: '接口不存在',
  413: '请求数据过大',
  415: '不支持的请求数据类型',
  429: RATE_LIMITED_MESSAGE,
};
const CLIENT_ERROR_MESSAGE = '请求有误，商城服务无法处理';

/** The mall refused the request itself (a 4xx `code`, or an HTTP 4xx page): that status, the mall's message if any. */
export function mapClientError(code: number, message?: unknown, data?: unknown): MappedReply {
  const text = typeof message === 'string' && message !== '' ? message : (CLIENT_ERROR_MESSAGES[code] ?? CLIENT_ERROR_MESSAGE);
  return { httpStatus: code, body: { status: code, message: text, ...(data === undefined ? {} : { data }) }, loginExpired: false };
}

/** Maps a parsed mall JSON body. Nested data.status (QR poll, payment) stays untouched inside HTTP 200. */
export function mapMallBody(body: unknown): MappedReply {
  if (!isRecord(body) || body.status === undefined || body.status === null || Number.isNaN(Number(body.status))) {
    if (isRecord(body) && isClientErrorCode(body.code)) return mapClientError(Number(body.code), body.message, body.data);
    const message = isRecord(body) && typeof body.message === 'string' && body.message ? body.message : '服务器返回了无法识别的结果';
    return { httpStatus: 500, body: { status: 500, message, code: 'UPSTREAM_BAD_RESPONSE' satisfies BffErrorCode }, loginExpired: false };
  }
  const status = Number(body.status);
  if (status === 200) return { httpStatus: 200, body, loginExpired: false };
  if (isLoginLost(status, body.message)) {
    return {
      httpStatus: 401,
      body: { status, message: LOGIN_EXPIRED_MESSAGE, code: 'LOGIN_EXPIRED' satisfies BffErrorCode },
      loginExpired: true,
    };
  }
  const httpStatus = status >= 400 && status <= 599 ? status : 400;
  return { httpStatus, body: { ...body, status }, loginExpired: false };
}

/** A parsed answer: its body decides, except that a body without the envelope on an HTTP 4xx is the mall refusing the request. */
export function mapMallAnswer(body: unknown, httpStatus: number): MappedReply {
  const mapped = mapMallBody(body);
  const unrecognised = mapped.httpStatus === 500 && mapped.body.code === 'UPSTREAM_BAD_RESPONSE';
  return unrecognised && isClientErrorCode(httpStatus) ? mapClientError(httpStatus) : mapped;
}

/** An unreadable body (an HTML or text page, broken JSON) on an HTTP 4xx: the mall or its web server refused the request. */
export function mapUnreadableClientError(failure: UpstreamFailure, httpStatus: number): MappedReply | null {
  return failure.code === 'UPSTREAM_BAD_RESPONSE' && isClientErrorCode(httpStatus) ? mapClientError(httpStatus) : null;
}

export class UpstreamFailure extends Error {
  constructor(
    readonly code: Extract<BffErrorCode, 'UPSTREAM_UNAVAILABLE' | 'UPSTREAM_TIMEOUT' | 'UPSTREAM_BAD_RESPONSE' | 'UPSTREAM_TOO_LARGE'>,
    readonly detail: string,
    options?: { cause?: unknown },
  ) {
    super(detail, options);
    this.name = 'UpstreamFailure';
  }
}

const TIMEOUT_CODES = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'ETIMEDOUT']);

/** Transport problems: unreachable or reset → 502, too slow → 504, unreadable or too large → 502. The original error stays as `cause`. */
export function toUpstreamFailure(error: unknown): UpstreamFailure {
  if (error instanceof UpstreamFailure) return error;
  const code = (error as { code?: string } | null)?.code ?? '';
  const detail = error instanceof Error ? `${code || error.name}: ${error.message}` : String(error);
  if (TIMEOUT_CODES.has(code)) return new UpstreamFailure('UPSTREAM_TIMEOUT', detail, { cause: error });
  return new UpstreamFailure('UPSTREAM_UNAVAILABLE', detail, { cause: error });
}

const FAILURE_REPLIES: Record<UpstreamFailure['code'], { httpStatus: number; message: string }> = {
  UPSTREAM_UNAVAILABLE: { httpStatus: 502, message: '商城服务暂时无法连接，请稍后再试' },
  UPSTREAM_TIMEOUT: { httpStatus: 504, message: '商城服务响应超时，请稍后再试' },
  UPSTREAM_BAD_RESPONSE: { httpStatus: 502, message: '商城服务返回了错误的数据，请稍后再试' },
  UPSTREAM_TOO_LARGE: { httpStatus: 502, message: '商城服务返回的数据过大' },
};

export function mapUpstreamFailure(failure: UpstreamFailure): MappedReply {
  const { httpStatus, message } = FAILURE_REPLIES[failure.code];
  const body: ApiEnvelope = { status: httpStatus, message, code: failure.code };
  return { httpStatus, body: { ...body }, loginExpired: false };
}
