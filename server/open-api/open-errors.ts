// The open API's one error shape (docs/open-api.md §Errors): `{error: {code, message}}` with a stable
// lower-case code a system can branch on, a Chinese message a person can read, and a proper HTTP status.
import type { FastifyReply } from 'fastify';

export const OPEN_ERROR_CODES = {
  invalid_request: 400,
  invalid_client: 401,
  invalid_token: 401,
  insufficient_scope: 403,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  idempotency_key_required: 428,
  idempotency_key_reused: 422,
  idempotency_in_progress: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  refused: 422,
  upstream_unavailable: 502,
  internal: 500,
} as const;

export type OpenErrorCode = keyof typeof OPEN_ERROR_CODES;

export interface OpenErrorBody {
  error: { code: OpenErrorCode; message: string };
}

/** A refusal raised anywhere under /open/v1 and answered in the one shape. */
export class OpenError extends Error {
  readonly code: OpenErrorCode;
  readonly httpStatus: number;
  constructor(code: OpenErrorCode, message: string) {
    super(message);
    this.code = code;
    this.httpStatus = OPEN_ERROR_CODES[code];
  }
  body(): OpenErrorBody {
    return { error: { code: this.code, message: this.message } };
  }
}

export function sendOpenError(reply: FastifyReply, error: OpenError): FastifyReply {
  return reply.code(error.httpStatus).type('application/json; charset=utf-8').send(error.body());
}
