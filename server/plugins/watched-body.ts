// A request body that must keep arriving: every body Fastify reads (buffered JSON and forms, and uploads
// streamed to the mall) goes through one of these. A pause longer than REQUEST_BODY_TIMEOUT_MS while the
// BFF is waiting for the visitor fails the body with BODY_TIMEOUT_ERROR (answered 408); a pause because
// the reader is busy (the mall reading slowly) does not count. docs/bff-contract.md, "Slow clients".
import type { IncomingMessage } from 'node:http';
import { Transform } from 'node:stream';
import type { FastifyRequest } from 'fastify';

export const BODY_TIMEOUT_ERROR = 'BFF_BODY_TIMEOUT';
export const BODY_TIMEOUT_MESSAGE = '请求数据接收超时，请检查网络后重试';

export interface WatchedBody {
  /** what Fastify and the mall read instead of the raw request */
  readonly stream: Transform;
  /** bytes taken from the visitor so far */
  readonly received: number;
  /** the visitor stopped sending for longer than the idle limit */
  readonly timedOut: boolean;
  /** stop feeding `stream` and stop the idle timer: the request has been answered */
  detach(): void;
}

const bodies = new WeakMap<FastifyRequest, WatchedBody>();

export function hasRequestBody(raw: IncomingMessage): boolean {
  const length = raw.headers['content-length'];
  if (length !== undefined) return Number(length) > 0;
  return raw.headers['transfer-encoding'] !== undefined;
}

export function watchedBodyOf(request: FastifyRequest): WatchedBody | undefined {
  return bodies.get(request);
}

export function bodyTimedOut(request: FastifyRequest): boolean {
  return bodies.get(request)?.timedOut === true;
}

function bodyTimeoutError(): Error {
  return Object.assign(new Error('the request body stopped arriving'), { code: BODY_TIMEOUT_ERROR, statusCode: 408 });
}

export function watchBody(request: FastifyRequest, idleMs: number): WatchedBody {
  const raw = request.raw;
  let received = 0;
  let timedOut = false;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      received += chunk.length;
      timer.refresh();
      callback(null, chunk);
    },
  });
  const onIdle = () => {
    // A full buffer means the reader (the mall, a queue) is behind, not the visitor.
    if (stream.writableNeedDrain) {
      timer.refresh();
      return;
    }
    timedOut = true;
    detach();
    stream.destroy(bodyTimeoutError());
  };
  const timer = setTimeout(onIdle, idleMs);
  const onClose = () => {
    clearTimeout(timer);
    // The visitor went away mid-body: fail the stream so a forwarded upload is aborted upstream too.
    if (!raw.complete && !stream.destroyed) stream.destroy(new Error('the client closed the connection during the body'));
  };
  function detach(): void {
    clearTimeout(timer);
    raw.unpipe(stream);
    raw.off('end', stopTimer);
    raw.off('close', onClose);
  }
  const stopTimer = () => clearTimeout(timer);
  raw.once('end', stopTimer);
  raw.once('close', onClose);
  stream.once('close', stopTimer);
  raw.pipe(stream);

  const watched: WatchedBody = {
    stream,
    get received() {
      return received;
    },
    get timedOut() {
      return timedOut;
    },
    detach,
  };
  bodies.set(request, watched);
  return watched;
}
