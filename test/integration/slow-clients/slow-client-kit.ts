// Raw-socket clients for the slow-client tests: an upload that trickles its body, headers that never end,
// and a reader that collects whatever the BFF answers before it closes the connection.
import { connect, type Socket } from 'node:net';

export interface RawExchange {
  socket: Socket;
  /** every byte the server sent so far */
  received(): string;
  /** the status code of the first answer, once its status line has arrived */
  status(): number | undefined;
  /** resolves when the server closed (or reset) the connection */
  closed: Promise<void>;
  /** stop writing and close our side */
  stop(): void;
}

function exchange(port: number): RawExchange & { connected: Promise<void> } {
  const socket = connect({ host: '127.0.0.1', port });
  let text = '';
  socket.setEncoding('latin1');
  socket.on('data', (chunk: string) => (text += chunk));
  socket.on('error', () => undefined);
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  const connected = new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('error', reject);
  });
  return {
    socket,
    connected,
    received: () => text,
    status: () => {
      const match = /^HTTP\/1\.1 (\d{3})/.exec(text);
      return match ? Number(match[1]) : undefined;
    },
    closed,
    stop: () => socket.destroy(),
  };
}

export interface SlowUploadOptions {
  path?: string;
  /** declared Content-Length; the trickle never reaches it unless `sendAll` */
  declaredBytes?: number;
  /** one byte every intervalMs (0: send `initialBytes` and then nothing more) */
  intervalMs: number;
  /** bytes sent at once right after the headers */
  initialBytes?: number;
  forwardedFor?: string;
  /** an Origin header, e.g. another site's to be refused as cross-site */
  origin?: string;
  contentType?: string;
}

export interface SlowUpload extends RawExchange {
  /** bytes of body written so far */
  sent(): number;
}

const BOUNDARY = '----slowclientboundary';

/** A multipart upload whose body arrives one byte at a time (or stops), from one raw connection. */
export async function openSlowUpload(port: number, options: SlowUploadOptions): Promise<SlowUpload> {
  const raw = exchange(port);
  await raw.connected;
  const declared = options.declaredBytes ?? 100_000;
  const head = [
    `POST ${options.path ?? '/api/upload/image/file'} HTTP/1.1`,
    'Host: 127.0.0.1',
    `Content-Type: ${options.contentType ?? `multipart/form-data; boundary=${BOUNDARY}`}`,
    `Content-Length: ${declared}`,
    ...(options.forwardedFor ? [`X-Forwarded-For: ${options.forwardedFor}`] : []),
    ...(options.origin ? [`Origin: ${options.origin}`] : []),
    '',
    '',
  ].join('\r\n');
  raw.socket.write(head);
  let sent = 0;
  const initial = Math.min(options.initialBytes ?? 1, declared);
  if (initial > 0) {
    raw.socket.write(Buffer.alloc(initial, 0x61));
    sent += initial;
  }
  const timer =
    options.intervalMs > 0
      ? setInterval(() => {
          if (raw.socket.destroyed || sent >= declared) return clearInterval(timer);
          raw.socket.write('a');
          sent += 1;
        }, options.intervalMs)
      : undefined;
  void raw.closed.then(() => clearInterval(timer));
  return {
    ...raw,
    sent: () => sent,
    stop: () => {
      clearInterval(timer);
      raw.stop();
    },
  };
}

/** A request whose header block never ends. */
export async function openEndlessHeaders(port: number): Promise<RawExchange> {
  const raw = exchange(port);
  await raw.connected;
  raw.socket.write('GET /api/pc/config HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
  return raw;
}

/** The JSON body of a raw HTTP/1.1 answer with Content-Length (the tests' answers are small and whole). */
export function jsonBodyOf(text: string): unknown {
  const at = text.indexOf('\r\n\r\n');
  if (at === -1) return undefined;
  const head = text.slice(0, at);
  const length = Number(/content-length:\s*(\d+)/i.exec(head)?.[1] ?? Number.NaN);
  const body = Buffer.from(text.slice(at + 4), 'latin1');
  const bytes = Number.isNaN(length) ? body : body.subarray(0, length);
  return JSON.parse(bytes.toString('utf8'));
}

/** Answer headers of a raw exchange, lower-cased names. */
export function headersOf(text: string): Record<string, string> {
  const at = text.indexOf('\r\n\r\n');
  const lines = (at === -1 ? text : text.slice(0, at)).split('\r\n').slice(1);
  return Object.fromEntries(
    lines.map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
    }),
  );
}

export async function waitUntil(check: () => boolean, timeoutMs: number, stepMs = 25): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (check()) return true;
    await new Promise((resolve) => setTimeout(resolve, stepMs));
  }
  return check();
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A GET with a hard deadline; resolves with the status, body text and elapsed milliseconds. */
export async function timedGet(url: string, deadlineMs: number): Promise<{ status: number; text: string; ms: number }> {
  const started = performance.now();
  const response = await fetch(url, { signal: AbortSignal.timeout(deadlineMs) });
  const text = await response.text();
  return { status: response.status, text, ms: performance.now() - started };
}
