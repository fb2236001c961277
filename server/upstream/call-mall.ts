// The one place that forwards a call to the mall backend. The /api proxy, the /bff endpoints and
// server-side rendering all come through here, so headers, decoding, error mapping and the per-call log
// line are the same for every caller (the token is chosen by the caller from the endpoint table).
import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';
import type { Dispatcher } from 'undici';
import { redactUrl } from '../config/logger-options.ts';
import { observeMallCall } from '../metrics/mall-call-metrics.ts';
import { toBrowserResponseHeaders, toMallRequestHeaders } from './forwarded-headers.ts';
import {
  mapMallAnswer,
  mapUnreadableClientError,
  mapUpstreamFailure,
  toUpstreamFailure,
  UpstreamFailure,
  type MappedReply,
} from './mall-errors.ts';
import { jsonCapOf } from './answer-size-cap.ts';
import { screenRefusal } from './internal-answers.ts';
import { decodedStream, isJsonResponse, looksLikeDocument, parseJsonText, readText, withoutBom } from './read-body.ts';
import type { HiddenInternals, UpstreamClient } from './upstream-client.ts';

export interface MallCall {
  method: string;
  /** path with query string */
  url: string;
  headers: IncomingHttpHeaders;
  body?: Dispatcher.DispatchOptions['body'];
  token: string | undefined;
  reqId: string;
  clientIp: string;
  protocol: string;
  host: string | undefined;
  /** answers that are pages or files by design (demo pages) stream through whatever their type */
  passThroughDocuments?: boolean;
  /** an open API call: the calling system's address, which the mall audits (X-Open-Client-Ip) */
  openClientIp?: string;
}

export type MallAnswer =
  /** `text`: the JSON as the mall sent it (without a BOM), for callers that can pass it on untouched */
  | { kind: 'json'; mapped: MappedReply; raw: unknown; text?: string; cacheControl?: string }
  | { kind: 'file'; statusCode: number; headers: Record<string, string>; stream: Readable }
  | { kind: 'failure'; mapped: MappedReply; failure: UpstreamFailure };

/** AJ-Captcha's native {repCode, repMsg, repData} shape (the library's own answers) has no status. */
function isAjCaptchaNative(body: unknown): boolean {
  return typeof body === 'object' && body !== null && 'repCode' in body;
}

export async function callMall(client: UpstreamClient, call: MallCall): Promise<MallAnswer> {
  const started = performance.now();
  const path = redactUrl(call.url) ?? call.url;
  const log = (httpStatus: number | undefined, bodyStatus?: unknown, failure?: UpstreamFailure, hidden?: HiddenInternals) => {
    observeMallCall(call.method, call.url, failure ? { error: failure } : { statusCode: httpStatus ?? 0 }, started);
    client.logCall({
      method: call.method,
      path,
      httpStatus,
      ...(bodyStatus === undefined ? {} : { bodyStatus }),
      ms: Math.round((performance.now() - started) * 10) / 10,
      reqId: call.reqId,
      ...(failure ? { error: failure.detail } : {}),
      ...(hidden ? { hidden } : {}),
    });
  };

  let response: Dispatcher.ResponseData;
  try {
    response = await client.request({
      method: call.method,
      path: call.url,
      headers: toMallRequestHeaders(call.headers, call),
      body: call.body,
      reqId: call.reqId,
    });
  } catch (error) {
    const failure = toUpstreamFailure(error);
    log(undefined, undefined, failure);
    return { kind: 'failure', mapped: mapUpstreamFailure(failure), failure };
  }

  try {
    const json = isJsonResponse(response);
    // Demo pages and test hooks (passThroughDocuments) stream through as they are, JSON included: the
    // hooks answer plain JSON without the mall envelope.
    // a 5xx that is not JSON is the backend failing (an error page), never a file to pass on
    if (call.passThroughDocuments || (!json && !looksLikeDocument(response) && response.statusCode < 500)) {
      log(response.statusCode);
      return {
        kind: 'file',
        statusCode: response.statusCode,
        headers: toBrowserResponseHeaders(response.headers, call.passThroughDocuments === true),
        stream: decodedStream(response),
      };
    }
    // Some PHP stacks send JSON as text/html; anything that does not parse is an error page.
    const cap = jsonCapOf(client);
    const text = json ? withoutBom(await readText(response, cap)) : undefined;
    const raw = text !== undefined ? parseJsonText(text) : parseDocumentAsJson(await readText(response, cap));
    const answered = isAjCaptchaNative(raw)
      ? { httpStatus: 200, body: raw as Record<string, unknown>, loginExpired: false }
      : mapMallAnswer(raw, response.statusCode);
    // a refusal never shows the backend's internals: the screened body goes on, the whole message to the log
    const screened = answered.httpStatus === 200 || answered.loginExpired ? { body: answered.body } : screenRefusal(answered.body);
    const mapped = screened.hidden ? { ...answered, body: screened.body } : answered;
    log(
      response.statusCode,
      (raw as { status?: unknown } | null)?.status ?? (raw as { repCode?: unknown } | null)?.repCode,
      undefined,
      screened.hidden,
    );
    const cacheControl = response.headers['cache-control'];
    return { kind: 'json', mapped, raw, text, ...(typeof cacheControl === 'string' ? { cacheControl } : {}) };
  } catch (error) {
    const failure = toUpstreamFailure(error);
    log(response.statusCode, undefined, failure);
    response.body.resume();
    const refused = mapUnreadableClientError(failure, response.statusCode);
    if (refused) return { kind: 'json', mapped: refused, raw: undefined };
    return { kind: 'failure', mapped: mapUpstreamFailure(failure), failure };
  }
}

function parseDocumentAsJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    const detail = `HTML or text answer where JSON was expected (${text.length} bytes)`;
    throw new UpstreamFailure('UPSTREAM_BAD_RESPONSE', detail, { cause: error });
  }
}
