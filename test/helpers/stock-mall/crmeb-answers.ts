// How stock CRMEB-MER answers (docs/mall-api.md §1): every business answer is HTTP 200 with the envelope, a
// failure `{status: 400, message}`, a token problem `{status: 40000, message}`; a route it lacks falls through
// ThinkPHP's route miss to the PC front end's HTML shell, also HTTP 200.
import type { ServerResponse } from 'node:http';

export const SHELL_HTML =
  '<!DOCTYPE html><html lang="zh-CN"><head><meta charset="utf-8"><title>商城</title></head>' +
  '<body><div id="app"></div><script src="/static/js/app.8f3a.js"></script></body></html>';

export function sendJson(response: ServerResponse, body: unknown): void {
  const text = JSON.stringify(body);
  response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) });
  response.end(text);
}

/** `success(data)`: the `data` key is left out when there is none. */
export const ok = (data?: unknown) =>
  data === undefined ? { status: 200, message: 'success' } : { status: 200, message: 'success', data };

/** `fail(message)` */
export const fail = (message: string) => ({ status: 400, message });

/** AuthException: a bad or expired token */
export const tokenFailure = (message: string) => ({ status: 40000, message });

export function sendShell(response: ServerResponse): void {
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': Buffer.byteLength(SHELL_HTML) });
  response.end(SHELL_HTML);
}

/** Paging as `BaseController::getPage` reads it; the recorded lists are one page long. */
export function paged<T>(recorded: { count: number; list: T[] }, page: number): { count: number; list: T[] } {
  return page > 1 ? { count: recorded.count, list: [] } : recorded;
}

/** An answer that is not the envelope: a PHP error page, a file of the mall's public folder. */
export class RawAnswer {
  constructor(
    readonly statusCode: number,
    readonly contentType: string,
    readonly body: string | Buffer,
  ) {}
}

export function sendRaw(response: ServerResponse, answer: RawAnswer): void {
  response.writeHead(answer.statusCode, { 'content-type': answer.contentType, 'content-length': Buffer.byteLength(answer.body) });
  response.end(answer.body);
}
