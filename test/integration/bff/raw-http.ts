// HTTP/1.1 written by hand over a socket, for request targets that clients such as supertest would tidy up
// first: absolute-form request lines, dot segments, backslashes, odd escapes. One request per connection.
import net from 'node:net';

export interface RawRequest {
  method: string;
  /** the request target exactly as it goes on the request line */
  target: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface RawAnswer {
  status: number;
  /** header names lower-cased; repeated headers joined with '\n' */
  headers: Record<string, string>;
  body: string;
  /** the body parsed as JSON, or undefined when it is not JSON */
  json: unknown;
}

function decodeChunked(raw: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  while (at < raw.length) {
    const lineEnd = raw.indexOf('\r\n', at);
    if (lineEnd === -1) break;
    const size = Number.parseInt(raw.subarray(at, lineEnd).toString('latin1'), 16);
    if (!size) break;
    parts.push(raw.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

function parseAnswer(raw: Buffer): RawAnswer {
  const headEnd = raw.indexOf('\r\n\r\n');
  if (headEnd === -1) throw new Error(`no complete answer: ${JSON.stringify(raw.toString('latin1').slice(0, 200))}`);
  const [statusLine = '', ...lines] = raw.subarray(0, headEnd).toString('latin1').split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    headers[name] = headers[name] === undefined ? value : `${headers[name]}\n${value}`;
  }
  const rest = raw.subarray(headEnd + 4);
  const body = (/chunked/i.test(headers['transfer-encoding'] ?? '') ? decodeChunked(rest) : rest).toString('utf8');
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    json = undefined;
  }
  return { status: Number(statusLine.split(' ')[1]), headers, body, json };
}

/** Sends one request to `origin` (http://127.0.0.1:port) with `Connection: close` and reads the whole answer. */
export function rawRequest(origin: string, request: RawRequest): Promise<RawAnswer> {
  const { hostname, port, host } = new URL(origin);
  const body = request.body === undefined ? undefined : Buffer.from(request.body);
  const headers: Record<string, string> = {
    host,
    connection: 'close',
    ...(body ? { 'content-type': 'application/json', 'content-length': String(body.length) } : {}),
    ...request.headers,
  };
  const head = `${request.method} ${request.target} HTTP/1.1\r\n${Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')}\r\n`;
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = net.connect(Number(port), hostname, () => {
      socket.write(head, 'latin1');
      if (body) socket.write(body);
    });
    socket.setTimeout(10_000, () => socket.destroy(new Error(`no answer to ${request.method} ${request.target}`)));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      try {
        resolve(parseAnswer(Buffer.concat(chunks)));
      } catch (error) {
        reject(error);
      }
    });
  });
}
